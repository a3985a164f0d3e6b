/**
 * Public self-service payloads (spec sections 3 and 5). Field names are a contract with the API.
 * Names are sent upper-cased (spec 5); the forms do that before submitting, the server re-checks.
 */
import * as yup from 'yup';
import { LIMITS, PIN_PATTERN } from '../limits';
import { containsPersonalWord, isDateOfBirthPin, isTriviallyGuessable, personalWords } from '../secret-rules';
import { ALWAYS_SENT, digits, emailField, nameField, subCategoryField, systemField, text, tooLong, type RequiredCode } from './common';
import { dateOfBirthField, parseDisplayDate } from './dates';


/** PIN reset, first step: the number carries the system's prefix ('A' default, 'P' continuing education). */
export const pinResetRequestSchema = yup
  .object({
    applicationNumber: text()
      .trim()
      .required('ENTER_APPLICATION_NUMBER')
      .max(LIMITS.applicationNumber + 1, tooLong(LIMITS.applicationNumber + 1))
      .matches(/^[A-Z][0-9]+$/, 'INVALID_APPLICATION_NUMBER'),
    email: emailField('ENTER_EMAIL_IN_APPLICATION'),
    system: systemField(),
  })
  .noUnknown('UNKNOWN_FIELD');
export type PinResetRequest = yup.InferType<typeof pinResetRequestSchema>;

/**
 * A new PIN: the spec's 8 case-sensitive letters or digits, and not trivially guessable. The date of
 * birth entered beside it (dd/mm/yyyy) is one of the first things an attacker who knows the applicant
 * tries. (The server also refuses common passwords from its list, and checks the stored date of birth.)
 */
export const newPinField = () =>
  text()
    .required('ENTER_NEW_PIN')
    .max(LIMITS.pin, tooLong(LIMITS.pin))
    .matches(PIN_PATTERN, 'INVALID_PIN')
    .test('guessable', 'PIN_TOO_SIMPLE', (value) => !value || !PIN_PATTERN.test(value) || !isTriviallyGuessable(value))
    .test('date-of-birth', 'PIN_MATCHES_DATE_OF_BIRTH', function (value) {
      const dateOfBirth = parseDisplayDate(String(this.parent?.dob ?? ''));
      return !value || !dateOfBirth || !isDateOfBirthPin(value, dateOfBirth);
    });

/** PIN reset, second step, from the e-mailed link. */
export const pinResetSchema = yup
  .object({
    token: text().trim().required(ALWAYS_SENT).max(200, tooLong(200)),
    dob: dateOfBirthField('ENTER_YOUR_DATE_OF_BIRTH'),
    pin1: newPinField(),
    pin2: text()
      .required('CONFIRM_NEW_PIN')
      .max(LIMITS.pin, tooLong(LIMITS.pin))
      .oneOf([yup.ref('pin1')], 'PIN_MISMATCH'),
    system: systemField(),
  })
  .noUnknown('UNKNOWN_FIELD');
export type PinReset = yup.InferType<typeof pinResetSchema>;

/** Forgotten application number. Singapore numbers have no area code, so it is optional. */
export const applicationNumberEnquirySchema = yup
  .object({
    fullName: nameField('ENTER_YOUR_FULL_NAME'),
    dob: dateOfBirthField('ENTER_YOUR_DATE_OF_BIRTH'),
    nric: text().trim().required('ENTER_YOUR_NRIC_FIN').max(LIMITS.nric, tooLong(LIMITS.nric)),
    email: emailField('ENTER_EMAIL_IN_APPLICATION'),
    nokName: nameField('ENTER_ALTERNATIVE_CONTACT_NAME'),
    nokContact: yup
      .object({
        countryCode: digits(LIMITS.countryCode).required('ENTER_ALTERNATIVE_CONTACT_COUNTRY_CODE'),
        areaCode: digits(LIMITS.areaCode).default(''),
        contactNumber: digits(LIMITS.contactNumber).required('ENTER_ALTERNATIVE_CONTACT_NUMBER'),
      })
      .noUnknown('UNKNOWN_FIELD')
      .required(ALWAYS_SENT),
    system: systemField(),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ApplicationNumberEnquiry = yup.InferType<typeof applicationNumberEnquirySchema>;

export const otpRequestSchema = yup.object({ email: emailField('ENTER_YOUR_EMAIL') }).noUnknown('UNKNOWN_FIELD');
export type OtpRequest = yup.InferType<typeof otpRequestSchema>;

export const otpVerifySchema = yup
  .object({
    email: emailField('ENTER_YOUR_EMAIL'),
    otp: text().trim().required('ENTER_VERIFICATION_CODE').matches(/^[0-9]{6}$/, 'INVALID_OTP_FORMAT'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type OtpVerify = yup.InferType<typeof otpVerifySchema>;

/**
 * A password for an e-mail login account (NIST SP 800-63B): long enough, not a repeat or a sequence,
 * and not made of the applicant's own name or e-mail address (read from the sibling fields). No
 * character classes are required. (The server also refuses common and breached passwords from its list.)
 */
export const passwordField = (requiredCode: RequiredCode) =>
  text()
    .required(requiredCode)
    .min(LIMITS.passwordMin, 'INVALID_PASSWORD')
    .max(LIMITS.passwordMax, tooLong(LIMITS.passwordMax))
    .test('guessable', 'PASSWORD_TOO_SIMPLE', (value) => !value || !isTriviallyGuessable(value))
    .test('personal', 'PASSWORD_HAS_PERSONAL_DETAILS', function (value) {
      const { email, firstName, lastName } = (this.parent ?? {}) as { email?: unknown; firstName?: unknown; lastName?: unknown };
      const words = personalWords({ email: String(email ?? ''), firstName: String(firstName ?? ''), lastName: String(lastName ?? '') });
      return !value || !containsPersonalWord(value, words);
    });

export const b2cAccountSchema = yup
  .object({
    firstName: nameField('ENTER_FIRST_NAME'),
    lastName: nameField('ENTER_LAST_NAME'),
    password: passwordField('ENTER_A_PASSWORD'),
    confirmPassword: text().required('CONFIRM_PASSWORD').oneOf([yup.ref('password')], 'PASSWORD_MISMATCH'),
    email: emailField('ENTER_YOUR_EMAIL'),
    system: systemField(),
    systemSubCategory: subCategoryField(),
  })
  .noUnknown('UNKNOWN_FIELD');
export type B2cAccount = yup.InferType<typeof b2cAccountSchema>;

/**
 * Forgotten password, first step: the e-mail login account's address. The answer never says whether
 * the address has an account.
 */
export const passwordResetRequestSchema = yup
  .object({
    email: emailField('ENTER_LOGIN_EMAIL'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type PasswordResetRequest = yup.InferType<typeof passwordResetRequestSchema>;

/**
 * Forgotten password, second step, from the e-mailed link: the new password under the same rule as at
 * registration (passwordField; the server checks it against the account's own name and address).
 */
export const passwordResetSchema = yup
  .object({
    token: text().trim().required(ALWAYS_SENT).max(200, tooLong(200)),
    password: passwordField('ENTER_NEW_PASSWORD'),
    confirmPassword: text().required('CONFIRM_NEW_PASSWORD').oneOf([yup.ref('password')], 'PASSWORD_MISMATCH'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type PasswordReset = yup.InferType<typeof passwordResetSchema>;

/** The e-mailed password reset link, opened: its token only. */
export const passwordResetLinkSchema = yup
  .object({
    token: text().trim().required(ALWAYS_SENT).max(200, tooLong(200)),
  })
  .noUnknown('UNKNOWN_FIELD');
export type PasswordResetLink = yup.InferType<typeof passwordResetLinkSchema>;

export const socialEnquirySchema = yup
  .object({
    fullName: nameField('ENTER_YOUR_FULL_NAME'),
    dateOfBirth: dateOfBirthField('ENTER_YOUR_DATE_OF_BIRTH'),
    email: emailField('ENTER_EMAIL_IN_APPLICATION'),
    system: systemField(),
    subSystem: subCategoryField(),
  })
  .noUnknown('UNKNOWN_FIELD');
export type SocialEnquiry = yup.InferType<typeof socialEnquirySchema>;
