import { formatDuration, type Language } from '@portal/contracts/languages';

/**
 * The message catalogue. Codes are stable keys used in API error lists and by the browser;
 * the API serves this catalogue at GET /api/system/messages. `{0}` marks a parameter.
 */
export const MESSAGES = {
  // Field validation
  REQUIRED: 'This field is required',
  MANDATORY_INDICATOR: 'Fields marked with an asterisk (*) are mandatory.',
  INVALID_EMAIL: 'Enter an e-mail address in the correct format, like name@example.com',
  TOO_LONG: 'Must be {0} characters or fewer',
  DIGITS_ONLY: 'Enter numbers only',
  INVALID_DATE: 'Enter a real date in the format dd/mm/yyyy',
  DATE_IN_FUTURE: 'Date of birth must be in the past',
  INVALID_PIN: 'PIN must be 8 letters or numbers',
  PIN_TOO_SIMPLE:
    'This PIN is too easy to guess. Do not use a sequence such as 12345678 or abcdefgh, or a repeat such as 11111111 or 12121212.',
  PIN_MATCHES_DATE_OF_BIRTH: 'Your PIN must not be your date of birth: it is one of the first things someone would try.',
  PIN_TOO_COMMON: 'This PIN is a commonly used password and is easy to guess. Choose another one.',
  PIN_MISMATCH: 'The PINs do not match',
  INVALID_PASSWORD: 'Password must be at least 12 characters',
  PASSWORD_TOO_SIMPLE:
    'This password is too easy to guess: it is a repeat or a simple sequence. Choose another; a few unrelated words make a strong password.',
  PASSWORD_HAS_PERSONAL_DETAILS: 'Your password must not contain your name or your e-mail address: they are the first things someone would try.',
  PASSWORD_TOO_COMMON:
    'This password is too common: it appears on lists of passwords that attackers try first. Choose another; a few unrelated words make a strong password.',
  PASSWORD_MISMATCH: 'The passwords do not match',
  INVALID_APPLICATION_NUMBER: 'Enter your application number using numbers only',
  INVALID_SYSTEM: 'Choose a valid application system',
  UNKNOWN_FIELD: 'Field {0} is not allowed',
  INVALID_VALUE: 'This value is not valid here',
  INVALID_CHARACTERS: 'Remove the invisible or unusual characters from this field; they sometimes come along with copied text',
  // Sign-in and session
  LOGIN_FAILED: 'The sign-in details you entered do not match our records. Check them and try again.',
  // Sign-in with the national identity service (OpenID Connect): shown on the login page after the provider sends the person back.
  IDENTITY_SIGN_IN_DENIED: 'You did not agree to sign in with the national identity service. Sign in again when you are ready, or use your application number and PIN.',
  IDENTITY_SIGN_IN_EXPIRED: 'Your sign-in with the national identity service took too long or was already used. Please start again.',
  IDENTITY_SIGN_IN_FAILED: 'We could not confirm your sign-in with the national identity service. Please try again.',
  IDENTITY_SIGN_IN_UNAVAILABLE: 'Sign-in with the national identity service is not available at the moment. Please try again later, or use your application number and PIN.',
  // Sign-in with a social account (OpenID Connect): shown on the login page after the provider sends the person back.
  SOCIAL_SIGN_IN_DENIED: 'You did not agree to sign in with your social account. Sign in again when you are ready, or use another way to sign in.',
  SOCIAL_SIGN_IN_EXPIRED: 'Your sign-in with your social account took too long or was already used. Please start again.',
  SOCIAL_SIGN_IN_FAILED: 'We could not confirm your sign-in with your social account. Please try again.',
  SOCIAL_SIGN_IN_UNAVAILABLE: 'Sign-in with this social account is not available at the moment. Please try again later, or use another way to sign in.',
  SOCIAL_SETUP_EXPIRED: 'Setting up your login profile took too long. Sign in with your social account again to start over.',
  SOCIAL_LINK_TAKEN: 'This social account is already linked to another applicant. Sign in with it to use that profile, or choose another account.',
  SOCIAL_LINK_NO_PROFILE: 'A social account is linked to your applicant profile, which you have once you start an application. Start one first.',
  SOCIAL_LINK_NOT_FOUND: 'No social account from this provider is linked to your login profile.',
  LOGIN_THROTTLED: 'Too many unsuccessful sign-in attempts. Please wait {0, duration} and try again, or reset your PIN.',
  LOGIN_NEW_CLIENTS_PAUSED:
    'There have been too many unsuccessful attempts to sign in to this account. For your security, signing in from a new device or network is paused for {0, duration}. You can still sign in from a device you have used before, or reset your PIN to sign in at once.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  SESSION_EXPIRED: 'You have been signed out because you were inactive for too long. Please sign in again.',
  SESSION_LIFETIME_ENDED: 'For your security you have been signed out because your session reached its maximum length. Please sign in again.',
  SESSION_ENDED: 'You have signed out.',
  ACCESS_DENIED: 'Access denied.',
  CSRF_INVALID: 'Your request could not be verified. Refresh the page and try again.',
  // Office staff (the /office sign-in and its consoles)
  STAFF_UNAUTHENTICATED: 'Please sign in with your staff account to continue.',
  STAFF_SESSION_EXPIRED: 'You have been signed out of the office console because you were inactive for too long. Please sign in again.',
  STAFF_FORBIDDEN: 'Your staff role does not allow this.',
  STAFF_LOGIN_THROTTLED: 'Too many unsuccessful sign-in attempts. Please wait {0, duration} and try again, or ask the office administrator.',
  STAFF_EMAIL_TAKEN: 'A staff account with this e-mail address already exists.',
  STAFF_SELF_CHANGE: 'You cannot change your own role or deactivate your own account. Ask another office administrator.',
  // Protocol and server
  BAD_REQUEST: 'The request could not be understood. Refresh the page and try again.',
  NOT_FOUND: 'The page or item you asked for does not exist.',
  METHOD_NOT_ALLOWED: 'This action is not allowed here.',
  PAYLOAD_TOO_LARGE: 'The information sent is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The information must be sent as JSON.',
  RATE_LIMITED: 'Too many requests. Please wait {0, duration} and try again.',
  SERVICE_UNAVAILABLE: 'The portal is very busy. Please try again in a moment.',
  INTERNAL_ERROR: 'Something went wrong on our side. Your information has not been lost; please try again.',
  NETWORK_ERROR: 'The portal could not be reached. Check your connection and try again.',
  // Public helpers (spec 8)
  OTP_EXPIRED: 'The verification code has expired. Please restart to get a new code.',
  OTP_INVALID: 'The verification code is incorrect. Please check and try again.',
  PIN_RESET_MAX_ATTEMPTS:
    'You have reached the maximum number of PIN reset attempts. Please use the Online Application Number Enquiry System or contact the Office of Admissions.',
  APPNO_MAX_ATTEMPTS:
    'You have reached the maximum number of application number retrieval attempts. Please call the Office of Admissions hotline or submit a request through the enquiry form.',
  INVALID_OTP_FORMAT: 'Enter the 6-digit code from the e-mail',
  OTP_SENT: 'We have sent a 6-digit verification code to your e-mail address. It is valid for 5 minutes.',
  OTP_TOO_MANY_FAILURES: 'Too many incorrect codes. This code no longer works: please request a new code.',
  OTP_DAILY_LIMIT: 'We have already sent the most verification codes we can to this e-mail address today. Please use a code we have sent, try again in {0, duration}, or contact the Office of Admissions.',
  PIN_RESET_LINK_INVALID: 'This PIN reset link has expired or has already been used. Please request a new one.',
  PIN_RESET_MISMATCH: 'The information you entered does not match your application.',
  APPNO_NOT_FOUND: 'We could not find an application matching the details you entered.',
  PUBLIC_TOO_MANY_ATTEMPTS: 'Too many attempts from your network. Please wait {0, duration} and try again.',
  REGISTRATION_EXPIRED: 'Your e-mail verification has expired. Please register again.',
  ACCOUNT_EXISTS: 'An account is already registered with this e-mail address. Sign in, or reset your password through the Office of Admissions.',
  SOCIAL_ENQUIRY_SENT: 'If the details match an application, we have sent an e-mail to this address saying which social account it uses.',
  // Applicant area
  REFRESH_FOR_UPDATES: 'Please refresh the page for the latest updates.',
  NEW_VERSION: 'A new version of the portal is ready. Refresh your browser to use it; your saved work is kept.',
  REMOTE_UNAVAILABLE: 'This part of the portal could not be loaded. Other parts still work.',
  // Admission application
  CATEGORY_NOT_OFFERED: 'This category is not offered through this login. Choose one of the categories listed.',
  CATEGORY_NEEDS_PRIOR_UNIVERSITY: 'The transfer category is for applicants who have studied at a university before.',
  CATEGORY_NEEDS_WORK_EXPERIENCE: 'The working-adult category needs at least two years of full-time work experience.',
  CATEGORY_INTERNATIONAL_ONLY: 'The SM2 category is for international students only.',
  CATEGORY_NOT_FOR_PRIOR_UNIVERSITY: 'As you have studied at a university before, apply in the university or tertiary transfer category.',
  APPLICATION_EXISTS: 'You already have an application for this programme system and academic year. Continue it from your applications.',
  APPLICATION_NOT_EDITABLE: 'This application has been submitted and can no longer be changed. Contact the Office of Admissions for any updates.',
  PIN_ALREADY_SET: 'A PIN has already been created for this application. To change it, use PIN reset.',
  SECTION_NOT_IN_APPLICATION: 'This section is not part of your application.',
  DRAFT_CHANGED: 'This section was changed in another tab or on another device after you opened it. Choose which copy to keep.',
  DRAFT_TOO_LARGE: 'This section is too large to save. Shorten your answers and try again.',
  DRAFT_DELETED: 'Your draft application has been deleted.',
  CHOICE_REQUIRED: 'Choose at least one programme',
  TOO_MANY_CHOICES: 'You can choose up to {0} programmes',
  DUPLICATE_CHOICE: 'You have already chosen this programme. Choose a different one.',
  RANK_FIRST_OR_SECOND: 'Medicine and Dentistry must be your first or second choice',
  RANK_TOP_THREE: 'Nursing, Architecture, Landscape Architecture and Industrial Design must be your first, second or third choice',
  RANK_LAW: 'Law must be your first or second choice, or your third choice if Medicine and Dentistry are your first and second',
  RANK_DOUBLE_DEGREE: 'A double-degree programme must be ranked between choice {0} and choice {1}',
  MAJOR_REQUIRED: 'Choose your preferred major for Business Administration',
  MUSIC_CHOICE_REQUIRED: 'Applicants in the music category must choose the Music programme',
  INVALID_POSTAL_CODE: 'Enter a 6-digit Singapore postal code',
  // Address look-up by Singapore postal code (GET /api/address/singapore/{postalCode})
  POSTAL_CODE_NOT_FOUND: 'We could not find an address with this postal code. Check the postal code, or type your address in the fields below.',
  ADDRESS_LOOKUP_UNAVAILABLE: 'The address search is not working at the moment. Type your address in the fields below, or try again later.',
  ADDRESS_LOOKUP_OFF: 'Finding an address by postal code is not available here. Type your address in the fields below.',
  ADDRESS_LOOKUP_LIMITED: 'You have searched for addresses many times. Please wait {0, duration} before searching again, or type your address in the fields below.',
  INVALID_NRIC: 'Enter the NRIC or FIN in the correct format, like S1234567D',
  INVALID_PASSPORT: 'Enter the passport number using letters and numbers only',
  STATEMENT_TOO_LONG: 'Your personal statement must be under {0} characters, including spaces',
  DECLARATION_REQUIRED: 'You must agree to this declaration to submit your application',
  PARENT_ENDORSEMENT_REQUIRED: 'As you are under 18, a parent or guardian must endorse your application',
  IDENTITY_DOCUMENT_REQUIRED: 'Upload an identity document that shows your address: your NRIC, 11B, birth certificate or another official document',
  SECTION_INCOMPLETE: 'Complete this section before you submit your application',
  PERIOD_CLOSED: 'Applications cannot be submitted now: the application period is closed. Your draft is kept.',
  APPLICATION_NOT_SUBMITTED: 'A copy can be downloaded once the application has been submitted.',
  CONFIRM_RESET_REQUIRED: 'Confirm that you understand the answers you have given will be cleared',
  APPLICATION_CHOICE_REQUIRED: 'Select the application you want to work on',
  // Documents (spec 9: 5MB; jpg, jpeg, pdf, png; a maximum number of files)
  FILE_REQUIRED: 'Select a file to upload',
  FILE_EMPTY: 'The selected file is empty',
  FILE_TOO_LARGE: 'File size exceeded the maximum file size of 5MB',
  FILE_TYPE_NOT_ALLOWED: 'Upload a file in JPG, JPEG, PNG or PDF format',
  TOO_MANY_FILES: 'Exceeded maximum number of files attached. Maximum of {0} files only.',
  FILE_INFECTED: 'The file contains a virus and was not saved. Check your device with antivirus software and upload a clean copy.',
  FILE_SCAN_FAILED: 'The file could not be checked for viruses just now, so it was not saved. Please try again in a moment.',
  FILE_DAMAGED: 'This file is damaged and cannot be opened. Please remove it and upload it again, or contact the Office of Admissions.',
  FORM_NOT_EDITABLE: 'This form has been submitted and can no longer be changed.',
  // Household Income, Health and Support, National Service, Tuition Grant, Audition
  AMOUNT_FORMAT: 'Enter an amount with up to 10 digits before the decimal point and up to 2 after it, like 2500.00',
  HOUSEHOLD_MEMBERS_RANGE: 'Enter the number of people in your household as a whole number from {0} to {1}',
  INCOME_CHECK_CONSENT_REQUIRED: 'You must agree to the Office of Admissions checking your household income with the government agency',
  CONDITION_REQUIRED: 'Add the medical condition or disability you want us to know about',
  TOO_MANY_CONDITIONS: 'You can list up to {0} medical conditions or disabilities',
  DETAILS_NOT_EXPECTED: 'Remove these details, or change your answer to Yes',
  ENLISTMENT_IN_FUTURE: 'Your enlistment date must be in the past',
  ORD_BEFORE_ENLISTMENT: 'Your ORD date must be after your enlistment date',
  ORD_IN_FUTURE: 'As you have completed national service, your ORD date must be today or earlier',
  TUITION_GRANT_OPTION_REQUIRED: 'Tuition grant option and tuition grant are required',
  TUITION_GRANT_BOND_REQUIRED: 'To apply for the tuition grant, acknowledge that you must work in Singapore for {0} years after you graduate',
  REPERTOIRE_REQUIRED: 'Add at least one piece you will perform at your audition',
  TOO_MANY_PIECES: 'You can list up to {0} pieces',
  INVALID_HTTPS_URL: 'Enter a full web address that starts with https://, like https://www.example.com/my-audition',
  DUPLICATE_AUDITION_SLOT: 'You have already chosen this audition slot. Choose a different one.',
  INVALID_MONTH_YEAR: 'Enter a real month and year in the format mm/yyyy, like 03/2022',
  MONTH_IN_FUTURE: 'This month must not be later than the current month',
  INVALID_YEAR: 'Enter the year as 4 digits, like 2024, no later than this year',
  TOO_MANY_ACHIEVEMENTS: 'You can add up to {0} achievements',
  TOO_MANY_EMPLOYMENT_RECORDS: 'You can add up to {0} employment records',
  EMPLOYMENT_REQUIRED: 'Add at least one employment record: the working-adult category is for applicants with work experience',
  EMPLOYMENT_DATES_ORDER: 'The end month must be the same as or after the start month',
  EMPLOYMENT_END_WHEN_CURRENT: 'Leave the end month empty for the job you have now',
  REFEREE_COUNT: 'Nominate exactly two referees',
  REFEREE_WORK_EMAIL: 'Referee e-mails must be work addresses, not generic webmail',
  REFEREE_SAME_EMAIL: 'Each referee must have a different e-mail address',
  OTHER_AU_DECISION_REQUIRED: 'Other Autonomous University offer decision is required',
  RESIDENTIAL_DECLARATION_REQUIRED: 'Residential status declaration and student residential details are required',
  COLLEGE_PREFERENCE_REQUIRED: 'Rank at least one residential college',
  COLLEGE_PREFERENCE_GAP: 'Fill in your college preferences in order, without leaving a gap',
  DUPLICATE_COLLEGE: 'You have already ranked this college. Choose a different one.',
  // Education and Subjects
  END_BEFORE_START: 'The end date must be the same as or after the start date',
  EDUCATION_RECORD_REQUIRED: 'Add at least one education record',
  TOO_MANY_EDUCATION_RECORDS: 'You can add up to {0} education records',
  EDUCATION_CATEGORY_RECORD: 'Add a record of the qualification you are applying with, as chosen in Apply With/As',
  GPA_FORMAT: 'Enter the GPA as a number with up to 4 decimal places, like 3.75',
  GPA_ABOVE_SCALE: 'The GPA cannot be higher than the top of its scale',
  FINAL_GPA_RANGE: 'Enter a final cumulative GPA from 0.0001 to 4.0000, or 0 if you have none',
  IELTS_TRF_FORMAT: 'Enter the IELTS Test Report Form number: 15 to 18 letters and digits',
  TOEFL_NUMBER_FORMAT: 'Enter the 16-digit TOEFL appointment number',
  IELTS_SCORE: 'Enter an IELTS overall band score from 0 to 9 in steps of 0.5, like 7.5',
  TOEFL_SCORE: 'Enter a TOEFL total score as a whole number from 0 to 120',
  STUDENT_ID_FORMAT: 'Enter your student ID in the A or U series: A or U, 7 digits and a letter, like A1234567X',
  SUBJECTS_BEFORE_STATUS: 'Subjects must be removed before changing the status',
  SUBJECTS_BEFORE_REMOVE: 'Remove the subjects entered for this record in the Subjects section before removing the record',
  SUBJECTS_RECORD_MISSING: 'These subjects belong to an education record that has been removed or no longer takes subjects. Remove them.',
  ACTUAL_RESULTS_NEED_SUBJECT: 'Actual results need at least one subject and its grade',
  SUBJECTS_MIN: 'Enter at least {0} subjects',
  ALEVEL_SUBJECTS: 'A-Level results need at least 4 subjects, with at least 2 at H2 or A level',
  TOO_MANY_SUBJECTS: 'You can enter up to {0} subjects for one qualification',
  DUPLICATE_SUBJECT: 'You have already entered this subject at this level',
  MARKS_RANGE: 'Enter the marks as a whole number from 0 to 100',
  // Identity-data retrieval (/singpass) and the answers it verified
  IDENTITY_RECENT_SIGN_IN_REQUIRED: 'To see and use your data from the national identity service, confirm who you are with the national identity service first. This is needed again after {0} minutes.',
  IDENTITY_OTHER_PERSON: 'The national identity sign-in was for a different person from the applicant signed in to this portal. Retrieve your data with your own national identity.',
  IDENTITY_DATA_NOT_AVAILABLE: 'Your data from the national identity service is no longer kept. Retrieve it again with the national identity service.',
  IDENTITY_CONSENT_REQUIRED: 'Confirm that your data from the national identity service may be used to fill in your application',
  IDENTITY_NO_DRAFT_APPLICATION: 'You have no application in progress to fill in. Start an application first, then retrieve your data.',
  VERIFIED_FIELD_CHANGED: 'This answer was verified by the national identity service and cannot be changed here',
  // After submission (issue 10): appeals, interviews/tests, document requests, fee waiver
  APPEAL_PROCESSED: 'You cannot submit another appeal as your current appeal has been processed.',
  APPEAL_OUTCOME_EXISTS: 'Appeal submission is not allowed as there is already an Outcome for your appeal.',
  APPEAL_SUBMITTED: 'Your appeal has been submitted. Only your latest appeal is reviewed; we will e-mail you when there is an outcome.',
  APPEAL_NO_OUTCOME: 'You can appeal only once the outcome of your application has been released.',
  APPEAL_DEGREE_PROGRAMME_REQUIRED: 'Choose SDP, MDP or both for a double-degree programme',
  APPEAL_DEGREE_PROGRAMME_NOT_OFFERED: 'SDP and MDP can be chosen only for a double-degree programme',
  APPEAL_NOT_REVIEWABLE: 'This appeal is not the one to review: it was replaced, or its outcome has already been recorded.',
  DUE_DATE_PAST: 'The due date cannot be in the past',
  SLOT_IN_PAST: 'The slot must be in the future',
  INVALID_LINK: 'Enter a link starting with https://',
  SLOT_PLACE_REQUIRED: 'Enter a place or a video link',
  SLOTS_REQUIRED: 'Offer at least one slot',
  SLOT_TAKEN: 'This slot has just been taken by another candidate. Choose another slot.',
  SLOT_ALREADY_CHOSEN: 'You have already chosen a slot for this invitation.',
  SLOT_NOT_CHOSEN: 'Choose a slot first.',
  DOCUMENT_REQUEST_ANSWERED: 'You have already sent the documents for this request.',
  DOCUMENT_REQUEST_EMPTY: 'Upload at least one document before sending.',
  FEE_ALREADY_PAID: 'This fee has already been paid and cannot be waived.',
  FEE_PAYMENT_PENDING: 'A payment of this fee is being processed: it cannot be waived now.',
  FEE_ALREADY_WAIVED: 'This fee has already been waived.',
  FEE_NOT_FOUND: 'This application has no application fee.',
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type MessageCatalogue = Record<string, string>;

/**
 * Fills placeholders: `{0}`, `{1}` … from a list (the catalogue) or `{name}` from an object (the
 * apps' strings). `{0, duration}` takes a number of seconds and writes it as words ("15 minutes",
 * "15 分钟"); text given for it is used as it is. A placeholder without a value stays as written.
 * The server (API messages, e-mails) and the browser (@portal/i18n) both word text with this.
 */
export function fillPlaceholders(
  template: string,
  values: ReadonlyArray<string | number> | Readonly<Record<string, string | number>>,
  language: Language = 'en-GB',
): string {
  return template.replace(/\{(\w+)(?:,\s*(\w+))?\}/g, (whole, name: string, format: string | undefined) => {
    const value = Object.hasOwn(values, name) ? (values as Record<string, string | number>)[name] : undefined;
    if (value === undefined) return whole;
    if (format === 'duration' && typeof value === 'number') return formatDuration(value, language);
    return String(value);
  });
}

/** A catalogue message with its parameters filled in. */
export function formatMessage(template: string, params: ReadonlyArray<string | number> = [], language: Language = 'en-GB'): string {
  return fillPlaceholders(template, params, language);
}
