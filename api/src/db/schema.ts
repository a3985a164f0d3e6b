import type { AppealOutcome, AppealStatus } from '@portal/contracts/admission';
import type { Principal } from '@portal/contracts/api';
import type { FormKind, ScanStatus } from '@portal/contracts/forms';
import type { IdentityPerson } from '@portal/contracts/identity-data';
import type { AidPackageItem, AidPackageSelection, AidPackageStatus, AidRequestKind, AidRequestStatus, AidSchemeCategory, AidTier } from '@portal/contracts/financial-aid';
import type { Language } from '@portal/contracts/languages';
import type { PaymentAnomalyKind, PaymentAnomalySource } from '@portal/contracts/office/payment';
import type { RetentionKind, RetentionKindSummary, RetentionReportStatus } from '@portal/contracts/office/retention';
import type { StaffRole } from '@portal/contracts/office/staff';
import type { PaymentMethod, PaymentStatus } from '@portal/contracts/payment';
/**
 * Row types of every table, as Kysely sees them. Column names are snake_case in SQL and here;
 * modules map rows to the camelCase payloads of shared/contracts/src/api.ts.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type {
  AdmissionStatus,
  FeeStatus,
  FeeSummary,
  FinancialAidApplicationSummary,
  ScholarshipApplicationSummary,
} from '@portal/contracts/api';

/** timestamptz: written as Date (or ISO string), read as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a database default. */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** date: written as 'YYYY-MM-DD'; read through `::text` casts so no time zone shifts the day. */
type DateOnly = ColumnType<string, string, string>;

export interface ApplicantsTable {
  id: Generated<string>;
  full_name: string;
  /**
   * The given and family names of the e-mail login account the applicant was made from (migration
   * 0037), while full_name is still those names: e-mails greet in the letter's order (family name
   * first in Chinese). Both or neither; NULL when the name was typed whole (mail/applicant-name.ts).
   */
  given_name: ColumnType<string | null, string | null | undefined, string | null>;
  family_name: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The NRIC or FIN the applicant declared: typed in Personal Particulars, kept at submit. Never used
   * to find anyone at sign-in; several records may declare the same one (the office sees them flagged).
   */
  nric: string | null;
  /** The NRIC or FIN the national identity service verified for this applicant (sign-in or retrieval): unique, and what a national-identity sign-in finds. */
  verified_nric: ColumnType<string | null, string | null | undefined, string | null>;
  nric_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  email: string;
  alt_contact_name: string | null;
  alt_contact_country_code: string | null;
  alt_contact_area_code: string | null;
  alt_contact_number: string | null;
  created_at: GeneratedTimestamp;
  /** 'en-GB' | 'zh-Hans' for e-mails and the portal; null: never chosen (the request's language is used). */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  /** When the retention job reduced the record to what its money records need (migration 0048); null: whole. */
  personal_data_removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ProgrammeChoice {
  rank: number;
  programme: string;
}

export interface ApplicationsTable {
  id: Generated<string>;
  applicant_id: string;
  system: string;
  application_number: string;
  /** Null between starting an application and choosing its PIN. */
  pin_hash: string | null;
  category: string;
  /** The login sub-category the application was started from (SM2 for senior-middle). */
  sub_category: string | null;
  /** The Application Eligibility answers the category was chosen with. */
  eligibility: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  /** A draft must be completed (and its documents uploaded) by this time. */
  draft_due_at: Timestamp | null;
  /** Every section's answers as submitted: what the office receives, never changed afterwards. */
  submission: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  academic_year: string;
  status: AdmissionStatus;
  offer_status: string | null;
  programme_choices: JSONColumnType<ProgrammeChoice[], string, string>;
  submitted_at: Timestamp | null;
  /** The browser's key for the start that made this application (Idempotency-Key): the same start again answers this one. */
  start_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: GeneratedTimestamp;
}

export interface AccountsTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  system: string;
  sub_category: string;
  applicant_id: string | null;
  created_at: GeneratedTimestamp;
  /** As applicants.language: the account holder's chosen language, null when never chosen. */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie value: a stolen database row cannot be replayed as a cookie. */
  id_hash: string;
  application_id: string | null;
  account_id: string | null;
  system: string;
  sub_category: string;
  /** Who is signed in, as shown to them (a Principal), captured at sign-in. */
  principal: ColumnType<Principal, string, string>;
  /** The applicant whose records this session may see; null for an account not linked to one. */
  applicant_id: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** SHA-256 of the anti-forgery token issued at sign-in; null for sessions from before it existed. */
  csrf_hash: string | null;
  /** The signed-in person's chosen language, copied at sign-in and kept in step by PUT /api/auth/language. */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  /** The application the applicant chose to work on (Switch application); null: the one signed in with, else the newest. */
  chosen_application_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When this person last signed in with the national identity service in this session; null: never. */
  identity_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A sign-in with an OpenID provider in flight (api/src/modules/auth/oidc/flow-store.ts). */
/** A social sign-in waiting for Setup Login Profile (modules/auth/oidc/social-accounts.ts). */
export interface SocialPendingTable {
  /** SHA-256 of the cookie's value. */
  id_hash: string;
  provider: SocialProvider;
  provider_subject: string;
  /** What the provider said (unverified): only a suggestion for the screen. */
  provider_email: string | null;
  provider_name: string | null;
  system: string;
  sub_category: string;
  return_to: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface OidcFlowsTable {
  /** SHA-256 of the flow cookie's value. */
  id_hash: string;
  provider: string;
  state: string;
  nonce: string;
  code_verifier: string;
  /** The flow's DPoP key pair as private and public JWKs; null for providers without DPoP. */
  dpop_key: ColumnType<{ privateJwk: JsonWebKey; publicJwk: JsonWebKey } | null, string | null, string | null>;
  system: string;
  sub_category: string;
  /** A path inside the portal to land on after sign-in. */
  return_to: string;
  /** For a retrieval (/singpass) by a signed-in applicant: the applicant the authentication must be of; null for a sign-in. */
  applicant_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** The person data of an applicant's last national-identity authentication, kept for a few minutes (identity-data screen). */
export interface IdentityRetrievalsTable {
  applicant_id: string;
  person: JSONColumnType<IdentityPerson, string, string>;
  retrieved_at: Timestamp;
  expires_at: Timestamp;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  first_failure_at: Timestamp;
  last_failure_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface FeesTable {
  id: Generated<string>;
  kind: FeeSummary['kind'];
  applicant_id: string;
  application_id: string | null;
  description: string;
  amount_cents: number;
  currency: Generated<'SGD'>;
  status: FeeStatus;
  due_date: DateOnly | null;
  created_at: GeneratedTimestamp;
  /** A waiver by the office: why, who and when (null unless WAIVED by an officer). */
  waived_reason: ColumnType<string | null, string | null | undefined, string | null>;
  waived_by: ColumnType<string | null, string | null | undefined, string | null>;
  waived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The entrance-exam registration an ENTRANCE_EXAM_FEE was raised by (migration 0019); null for other fees. */
  exam_registration_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Kept by the database (migration 0042): the application's academic year, the Singapore days raised and waived. */
  academic_year: ColumnType<string | null, never, never>;
  raised_day: ColumnType<string, never, never>;
  waived_day: ColumnType<string | null, never, never>;
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

/** One attempt to pay a fee (migration 0020: the hosted checkout, exactly once). */
export interface PaymentsTable {
  id: Generated<string>;
  fee_id: string;
  reference: string;
  amount_cents: number;
  currency: Generated<'SGD'>;
  status: PaymentStatus;
  created_at: GeneratedTimestamp;
  gst_cents: Generated<number>;
  method: Generated<PaymentMethod>;
  /** The language of the checkout page and the receipt e-mail (fixed at the attempt: the gateway's idempotency needs the same request). */
  language: Generated<Language>;
  checkout_session_id: NullableText;
  checkout_url: NullableText;
  checkout_expires_at: NullableTimestamp;
  /** The gateway's reference for the money (Stripe: the PaymentIntent id), or the bank's for an offline payment. */
  gateway_reference: NullableText;
  submitted_at: NullableTimestamp;
  received_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  /** The finance office's note on an offline payment. */
  note: NullableText;
  recorded_by: NullableText;
  /** The day an offline payment's money arrived (migration 0021), yyyy-mm-dd; null for the gateway's. */
  received_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** Received for a fee already received or waived: to be refunded (settle.ts; migration 0042). */
  refund_due: Generated<boolean>;
  /** Kept by the database (migration 0042): the fee's academic year and kind, the Singapore day the money was received. */
  academic_year: ColumnType<string | null, never, never>;
  fee_kind: ColumnType<FeeSummary['kind'] | null, never, never>;
  received_day: ColumnType<string | null, never, never>;
}

/** Every gateway event handled, once (migration 0020). */
export interface PaymentEventsTable {
  event_id: string;
  type: string;
  checkout_session_id: string | null;
  received_at: Timestamp;
}

/** What the gateway said that did not match what the portal asked for, kept for the finance office (migration 0029). */
export interface PaymentAnomaliesTable {
  id: Generated<string>;
  /** Keeps each anomaly once: `event:<event id>:<kind>` or `session:<session id>:<kind>:<received>`. */
  anomaly_key: string;
  source: PaymentAnomalySource;
  /** The webhook event's id; null when the portal asked the gateway (return page, reconciliation). */
  event_id: string | null;
  kind: PaymentAnomalyKind;
  /** The payment the report was matched to, if any. */
  payment_id: string | null;
  /** The checkout session the gateway reported on. */
  checkout_session_id: string | null;
  /** What the portal recorded when it opened the checkout (cents, currency code, session id or payment id); null when nothing was. */
  expected: string | null;
  /** What the gateway reported. */
  received: string | null;
  detected_at: Timestamp;
}

export interface ScholarshipApplicationsTable {
  id: Generated<string>;
  applicant_id: string;
  academic_year: string;
  status: ScholarshipApplicationSummary['status'];
  /** The ranked scholarship codes, as submitted (the draft's live choices are its section's answers). */
  choices: JSONColumnType<string[], string, string>;
  submitted_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  /** The submitted admission application this one goes with (migration 0022). */
  admission_application_id: string | null;
  /** Shown to the applicant and the office once submitted, e.g. SCH-2027-000001. */
  reference: string | null;
  /** The answers as submitted (frozen). */
  submission: JSONColumnType<Record<string, unknown>, string, string> | null;
  updated_at: Timestamp | null;
  /** Kept by the database (migration 0044): the admission application's stated citizenship and first-choice programme. */
  admission_citizenship: ColumnType<string | null, never, never>;
  admission_first_choice: ColumnType<string | null, never, never>;
}

/** A scholarship the Scholarships Office offers in an academic year (migration 0022). */
export interface ScholarshipsTable {
  id: Generated<string>;
  academic_year: string;
  code: string;
  name_en: string;
  name_zh: string;
  description_en: ColumnType<string, string | undefined, string>;
  description_zh: ColumnType<string, string | undefined, string>;
  bond_years: number;
  living_allowance_cents: ColumnType<number, number | undefined, number>;
  tuition_coverage_percent: number;
  /** Citizenships that may apply (SINGAPORE_CITIZEN, PERMANENT_RESIDENT, INTERNATIONAL). */
  citizenships: JSONColumnType<string[], string, string>;
  /** Programme codes whose applicants may apply; empty: any programme. */
  programmes: JSONColumnType<string[], string | undefined, string>;
  opens_at: Timestamp;
  closes_at: Timestamp;
  created_by: string | null;
  created_at: Timestamp;
  updated_by: string | null;
  updated_at: Timestamp | null;
}

/** The office's decision on a scholarship application; visible to the applicant once released_at is set. */
export interface ScholarshipOutcomesTable {
  application_id: string;
  result: 'OFFERED' | 'UNSUCCESSFUL';
  scholarship_id: string | null;
  /** The offered scholarship's terms as they were when the offer was recorded. */
  terms: JSONColumnType<Record<string, unknown>, string, string> | null;
  reply_due_on: DateOnly | null;
  remarks: ColumnType<string, string | undefined, string>;
  recorded_by: string;
  recorded_at: Timestamp;
  released_by: string | null;
  released_at: Timestamp | null;
  response: 'ACCEPTED' | 'DECLINED' | 'LAPSED' | null;
  decline_reason: string | null;
  responded_at: Timestamp | null;
}

/** The Letter of Acceptance & Undertaking, accepted with its declarations (and a guardian's endorsement under 18). */
export interface ScholarshipUndertakingsTable {
  application_id: string;
  accepted_at: Timestamp;
  accepted_name: string;
  language: Language;
  declarations: JSONColumnType<Record<string, unknown>, string, string>;
  guardian: JSONColumnType<Record<string, unknown>, string, string> | null;
  guardian_endorsed_at: Timestamp | null;
}

/** One of an awardee's two sureties; confirms through a single-use e-mailed link (token_hash: its SHA-256). */
export interface ScholarshipSuretiesTable {
  id: Generated<string>;
  application_id: string;
  position: 1 | 2;
  details: JSONColumnType<Record<string, unknown>, string, string>;
  identification_document_id: string | null;
  employment_letter_document_id: string | null;
  status: 'NOMINATED' | 'INVITED' | 'CONFIRMED';
  token_hash: string | null;
  token_expires_at: Timestamp | null;
  invited_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  signature_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One of the two sureties of an offer accepted with the tuition grant (migration 0033); confirms by a single-use e-mailed link. */
export interface TuitionGrantSuretiesTable {
  id: Generated<string>;
  application_id: string;
  position: 1 | 2;
  details: JSONColumnType<Record<string, unknown>, string, string>;
  status: 'INVITED' | 'CONFIRMED';
  token_hash: string | null;
  token_expires_at: Timestamp | null;
  invited_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  signature_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A reminder e-mailed to the applicant that the sureties have not both confirmed (migration 0034); one row per reminder sent. */
export interface TuitionGrantSuretyRemindersTable {
  application_id: string;
  reminder: 'WEEK_BEFORE' | 'DAY_BEFORE';
  sent_at: Timestamp;
}

export interface FinancialAidApplicationsTable {
  id: Generated<string>;
  applicant_id: string;
  academic_year: string;
  status: FinancialAidApplicationSummary['status'];
  submitted_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  /** The submitted admission application this one goes with (migration 0023). */
  admission_application_id: string | null;
  /** Shown once submitted, e.g. FA-2027-000001. */
  reference: string | null;
  /** The answers as submitted (frozen): FinancialAidSubmission. */
  submission: JSONColumnType<Record<string, unknown>, string, string> | null;
  /** Worked out at submission (and again when an update is processed) with perCapitaIncomeCents. */
  per_capita_income_cents: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  /** Kept by the database from the submission (migration 0041): its frozen aid tier, and the aid sought (a JSON array). */
  tier: ColumnType<AidTier | null, never, never>;
  aid_sought: ColumnType<string[] | null, never, never>;
  updated_at: Timestamp | null;
  /** When the office recorded UNSUCCESSFUL or offered a package. */
  decided_at: Timestamp | null;
  decision_remarks: string | null;
  withdrawn_at: Timestamp | null;
  withdrawn_by: 'APPLICANT' | 'OFFICE' | null;
  withdrawal_reason: string | null;
}

/** The office's dates for one academic year (financial aid periods, spec 9). Dates are YYYY-MM-DD. */
export interface FinancialAidYearsTable {
  academic_year: string;
  opens_on: DateOnly;
  recommended_by: DateOnly;
  closes_on: DateOnly;
  appeal_closes_on: DateOnly;
  semester_one_disbursement_on: DateOnly;
  semester_two_disbursement_on: DateOnly;
  updated_by: string | null;
  updated_at: Timestamp;
}

/** One aid scheme (bursary or loan) the office offers in an academic year. */
export interface FinancialAidSchemesTable {
  id: Generated<string>;
  academic_year: string;
  code: string;
  category: AidSchemeCategory;
  name_en: string;
  name_zh: string;
  description_en: ColumnType<string, string | undefined, string>;
  description_zh: ColumnType<string, string | undefined, string>;
  tiers: JSONColumnType<AidTier[], string, string>;
  max_per_capita_income_cents: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  annual_amount_cents: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  max_percent: number | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: string | null;
  created_at: Timestamp;
  updated_by: string | null;
  updated_at: Timestamp | null;
}

export interface FinancialAidDocumentRequestsTable {
  id: Generated<string>;
  application_id: string;
  document_types: JSONColumnType<string[], string, string>;
  message: string;
  due_on: DateOnly;
  status: 'OPEN' | 'FULFILLED' | 'CANCELLED';
  requested_by: string;
  requested_at: Timestamp;
  fulfilled_at: Timestamp | null;
  applicant_note: string | null;
}

/** An appeal, a request for review (one of the two a year) or an update of circumstances. */
export interface FinancialAidRequestsTable {
  id: Generated<string>;
  application_id: string;
  kind: AidRequestKind;
  details: JSONColumnType<Record<string, unknown>, string, string>;
  status: AidRequestStatus;
  submitted_at: Timestamp;
  decided_by: string | null;
  decided_at: Timestamp | null;
  decision_remarks: string | null;
}

export interface FinancialAidPackagesTable {
  id: Generated<string>;
  application_id: string;
  /** AidPackageItem[] as offered (names and amounts frozen). */
  items: JSONColumnType<AidPackageItem[], string, string>;
  reply_due_on: DateOnly;
  remarks: ColumnType<string, string | undefined, string>;
  offered_by: string;
  offered_at: Timestamp;
  status: AidPackageStatus;
  /** AidPackageSelection once accepted. */
  selection: JSONColumnType<AidPackageSelection, string, string> | null;
  reject_reasons: JSONColumnType<string[], string, string> | null;
  comments: string | null;
  responded_at: Timestamp | null;
}

export interface FinancialAidGuarantorsTable {
  application_id: string;
  details: JSONColumnType<Record<string, unknown>, string, string>;
  status: 'INVITED' | 'CONFIRMED';
  token_hash: string | null;
  token_expires_at: Timestamp | null;
  invited_at: Timestamp;
  confirmed_at: Timestamp | null;
  signature_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** EXPIRED: the one-time code or link inside expired before the message could be sent; it never will be. */
export type OutboxStatus = 'PENDING' | 'SENT' | 'KEPT_IN_OUTBOX' | 'EXPIRED';

export interface OutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  /** When the one-time code or link in the body stops working; null for messages without one. */
  secret_expires_at: Timestamp | null;
  /** When the body was replaced by a notice (sent over SMTP, or its secret expired). */
  purged_at: Timestamp | null;
  /** The id of the request that queued it (migration 0046); null when a scheduled job did. */
  request_id: Generated<string | null>;
}

/** One row per scheduled job (migration 0025): when it is next due and which run holds it (jobs/scheduled-jobs.ts). */
export interface ScheduledJobsTable {
  name: string;
  next_run_at: Timestamp;
  /** Until when the run in progress holds the job; null when none runs. */
  lease_until: Timestamp | null;
  /** The start of the latest run; it also tells that run apart from a later one. */
  last_started_at: Timestamp | null;
  last_finished_at: Timestamp | null;
  /** Why the latest finished run failed; null when it succeeded. */
  last_error: string | null;
}

export interface AttemptCountersTable {
  /** "<limit name>:<subject>", e.g. "appno-enquiry-ip:203.0.113.7". */
  key: string;
  hits: number;
  window_started_at: Timestamp;
  window_ends_at: Timestamp;
}

/** A forgotten password's e-mailed link (modules/public/password-reset-store.ts). */
export interface PasswordResetTokensTable {
  /** SHA-256 of the token in the e-mailed link. */
  token_hash: string;
  account_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface PinResetTokensTable {
  /** SHA-256 of the token in the e-mailed link. */
  token_hash: string;
  application_id: string;
  /** Wrong dates of birth entered with this token. */
  failures: Generated<number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface EmailOtpsTable {
  /** SHA-256 of the HttpOnly cookie of the browser that asked for the code. */
  code_request_hash: string;
  /** Lower-cased. */
  email: string;
  code_hash: string;
  /** Wrong codes entered so far; the code is void after a few. */
  failures: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface RecognisedSignInClientsTable {
  /** "pin:<system>:<number>" or "email:<address>". */
  account_key: string;
  /** "device:<sha256 of the device cookie>" or "ip:<address>". */
  client_key: string;
  last_success_at: Timestamp;
  expires_at: Timestamp;
}

export interface RegistrationGrantsTable {
  /** SHA-256 of the portal_b2c cookie value. */
  token_hash: string;
  /** Lower-cased: the address proven by the one-time code. */
  email: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export type SocialProvider = 'Google' | 'Facebook' | 'Apple' | 'LinkedIn';

export interface SocialLinksTable {
  id: Generated<string>;
  applicant_id: string;
  provider: SocialProvider;
  provider_subject: string;
  provider_email: string | null;
  created_at: GeneratedTimestamp;
}

export interface ApplicationPeriodsTable {
  id: Generated<string>;
  system: string;
  /** Null: every category of the system. */
  category: string | null;
  academic_year: string;
  name_en: string;
  /** Null until the office gives it (periods from before migration 0035): applicants read the English. */
  name_zh: string | null;
  opens_at: Timestamp;
  closes_at: Timestamp;
}

export interface FormSectionsTable {
  form_kind: FormKind;
  form_id: string;
  section: string;
  data: JSONColumnType<Record<string, unknown>, string, string>;
  /** Goes up by one on every save; a save naming an older version is refused (another tab saved). */
  version: number;
  /** The applicant finished the section ("Save and continue"), as opposed to an autosave. */
  marked_complete: Generated<boolean>;
  state: 'IN_PROGRESS' | 'COMPLETED' | 'HAS_ERRORS';
  updated_at: Timestamp;
  /** Answers verified by the national identity service: read-only to the applicant. */
  verified: ColumnType<string[], string | undefined, string>;
  /** The name the browser gave the save that wrote this version (SaveSectionRequest.saveId). */
  last_save_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FormDocumentsTable {
  id: Generated<string>;
  form_kind: FormKind;
  form_id: string;
  applicant_id: string;
  section: string;
  document_type: string;
  file_name: string;
  media_type: string;
  size_bytes: number;
  sha256: string;
  storage_key: string;
  scan_status: ScanStatus;
  created_at: GeneratedTimestamp;
  removed_at: Timestamp | null;
}

export interface FormEventsTable {
  /** Increasing: orders events recorded at the same time. */
  id: Generated<string>;
  form_kind: FormKind;
  form_id: string;
  /** CREATED, SUBMITTED, DOCUMENT_ADDED, … (contracts/forms.ts TIMELINE_EVENTS). */
  kind: string;
  params: ColumnType<Record<string, string | number>, string | undefined, string>;
  actor: 'APPLICANT' | 'OFFICE' | 'SYSTEM';
  occurred_at: GeneratedTimestamp;
  /** The officer behind an OFFICE event; null for the applicant's and the system's. */
  staff_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An admission outcome (migration 0015): recorded by the office, visible to the applicant once released. */
export interface AdmissionOutcomesTable {
  application_id: string;
  decision: 'OFFERED' | 'UNSUCCESSFUL';
  /** The offered programme's code (programmes.ts) and major; null when unsuccessful. */
  programme: string | null;
  major: string | null;
  tuition_grant_eligible: ColumnType<boolean, boolean | undefined, boolean>;
  /** The schemes offered with the place, each to be accepted or rejected in the reply. */
  schemes: ColumnType<unknown[], string | undefined, string>;
  reply_due_at: Timestamp | null;
  recorded_by: string;
  recorded_at: Timestamp;
  released_by: string | null;
  released_at: Timestamp | null;
  /** The applicant's confirmed reply to an offer (final). */
  response: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  responded_at: Timestamp | null;
  /** When an unanswered offer lapsed at its due date (treated as rejected). */
  lapsed_at: Timestamp | null;
  /** The offer letter's download checksum (migration 0016): random, set when an offer is released. */
  letter_checksum: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The office's window for updating actual exam results, and the results given (0018). */
export interface AdmissionActualResultsTable {
  application_id: string;
  window_open: ColumnType<boolean, boolean | undefined, boolean>;
  window_opened_at: Timestamp | null;
  /** Null: open until the office closes it. */
  window_closes_at: Timestamp | null;
  /** The Subjects section's shape, with actual results. */
  results: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  updated_at: Timestamp | null;
}

export interface AdmissionFinalGpaTable {
  application_id: string;
  /** As typed (0 when none, else 0.0001 to 4.0000). */
  gpa: string;
  submitted_at: Timestamp;
}

/** When an academic year's admissions dashboard was last counted (migration 0045; admission/dashboard-counts.ts). */
export interface AdmissionDashboardCountedTable {
  academic_year: string;
  counted_at: Timestamp;
}

/** One value of an admissions dashboard chart, counted for a part of a year's intake, a system and a category (migration 0045). */
export interface AdmissionDashboardCountsTable {
  academic_year: string;
  /** '' for the whole year, or an application period's id: the applications started while it was open. */
  period: string;
  system: string;
  category: string;
  chart: string;
  row_key: string;
  series: string;
  count: number;
}

/** A programme's places in an academic year, as the office set them (migration 0039): its offers are drawn against them. */
export interface ProgrammePlacesTable {
  academic_year: string;
  programme: string;
  places: number;
  updated_by: string;
  updated_at: Timestamp;
}

export interface AdmissionEnrolmentsTable {
  application_id: string;
  decision: 'ENROL' | 'DEFER' | 'DISRUPT' | 'NOT_ENROL';
  /** Sections 1 to 3 as submitted. */
  answers: ColumnType<Record<string, Record<string, unknown>>, string, string>;
  letter_due_on: ColumnType<string | null, string | null, string | null>;
  submitted_at: Timestamp;
}

export interface StaffAccountsTable {
  id: Generated<string>;
  email: string;
  full_name: string;
  password_hash: string;
  role: StaffRole;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: GeneratedTimestamp;
}

/** A staff member's passkey (WebAuthn credential, issue 31). */
export interface StaffPasskeysTable {
  /** The credential id, base64url. */
  credential_id: string;
  staff_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (bigint: read back as a string by some drivers). */
  counter: ColumnType<string | number, number, number>;
  transports: JSONColumnType<string[], string, string>;
  created_at: Timestamp;
  last_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A staff member's authenticator app (TOTP, issue 31). */
export interface StaffTotpTable {
  staff_id: string;
  /** The shared secret, base32 (needed to compute codes: it cannot be hashed). */
  secret: string;
  /** The last time step a code was accepted for: only later steps are accepted (no replay). */
  last_used_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

/** One unused recovery code (Argon2id hash); a used one is deleted. */
export interface StaffRecoveryCodesTable {
  id: Generated<string>;
  staff_id: string;
  code_hash: string;
  created_at: Timestamp;
}

/** A staff sign-in between the password and the second factor: grants nothing but the second-factor routes. */
export interface StaffPendingSignInsTable {
  /** SHA-256 of the cookie value. */
  id_hash: string;
  staff_id: string;
  /** SHA-256 of the anti-forgery token issued with the password step: only that one is accepted. */
  csrf_hash: string;
  /** The WebAuthn challenge handed out last (single use: cleared when a response is checked). */
  challenge: string | null;
  challenge_expires_at: Date | null;
  /** A TOTP secret offered for enrolment, until a code from it is confirmed. */
  offered_totp_secret: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface StaffSessionsTable {
  /** SHA-256 of the cookie value, as for applicants' sessions. */
  id_hash: string;
  staff_id: string;
  /** SHA-256 of the anti-forgery token issued at sign-in: a staff session only accepts that one. */
  csrf_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** A passkey being added by the signed-in member (issue 31): single use, expiring. */
  passkey_challenge: ColumnType<string | null, string | null | undefined, string | null>;
  passkey_challenge_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Every staff action, with who and when (issue 10): append-only. */
export interface StaffAuditTable {
  id: Generated<string>;
  staff_id: string;
  action: string;
  target_kind: string;
  target_id: string;
  params: ColumnType<Record<string, unknown>, string | undefined, string>;
  occurred_at: Timestamp;
}

/** The forms whose work officers share (migration 0043): assignment, notes, presence. */
type SharedWorkForm = 'ADMISSION' | 'SCHOLARSHIP' | 'FINANCIAL_AID';

/** An application assigned to an officer (staff/shared-work): one row per officer. */
export interface OfficeAssignmentsTable {
  form_kind: SharedWorkForm;
  form_id: string;
  staff_id: string;
  assigned_by: string;
  assigned_at: Timestamp;
}

/** An officer's internal note on an application, with an optional rating 1–5: never shown to the applicant. */
export interface OfficeNotesTable {
  id: Generated<string>;
  form_kind: SharedWorkForm;
  form_id: string;
  staff_id: string;
  body: string;
  rating: number | null;
  created_at: Timestamp;
}

/** An officer with an application open: touched while the page stays open. */
export interface OfficePresenceTable {
  form_kind: SharedWorkForm;
  form_id: string;
  staff_id: string;
  opened_at: Timestamp;
  seen_at: Timestamp;
}

/** A nominated referee's reference (modules/admission/references.ts). */
export interface RefereeReferencesTable {
  id: Generated<string>;
  application_id: string;
  /** 1 or 2: the referee's place in the Referee nomination section. */
  position: number;
  referee_name: string;
  referee_email: string;
  referee_position: string;
  referee_organisation: string;
  /** SHA-256 of the e-mailed link's token; null once the reference was given (the link is used up). */
  token_hash: string | null;
  token_expires_at: Timestamp;
  requested_at: Timestamp;
  received_at: Timestamp | null;
  relationship: string | null;
  known_for: string | null;
  reference_text: string | null;
  recommendation: string | null;
}

/** A change of contact details after submission (modules/admission/contact-details.ts); the newest is current. */
export interface ContactUpdatesTable {
  id: Generated<string>;
  application_id: string;
  email: string;
  previous_email: string;
  mobile: JSONColumnType<{ countryCode: string; number: string }, string, string>;
  address: JSONColumnType<{ country: string; postalCode: string; line1: string; line2: string; city: string }, string, string>;
  updated_at: Timestamp;
}

export interface Database {
  applicants: ApplicantsTable;
  applications: ApplicationsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  recognised_sign_in_clients: RecognisedSignInClientsTable;
  fees: FeesTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payment_anomalies: PaymentAnomaliesTable;
  scholarship_applications: ScholarshipApplicationsTable;
  scholarships: ScholarshipsTable;
  scholarship_outcomes: ScholarshipOutcomesTable;
  scholarship_undertakings: ScholarshipUndertakingsTable;
  scholarship_sureties: ScholarshipSuretiesTable;
  tuition_grant_sureties: TuitionGrantSuretiesTable;
  tuition_grant_surety_reminders: TuitionGrantSuretyRemindersTable;
  financial_aid_applications: FinancialAidApplicationsTable;
  financial_aid_years: FinancialAidYearsTable;
  financial_aid_schemes: FinancialAidSchemesTable;
  financial_aid_document_requests: FinancialAidDocumentRequestsTable;
  financial_aid_requests: FinancialAidRequestsTable;
  financial_aid_packages: FinancialAidPackagesTable;
  financial_aid_guarantors: FinancialAidGuarantorsTable;
  outbox: OutboxTable;
  scheduled_jobs: ScheduledJobsTable;
  attempt_counters: AttemptCountersTable;
  pin_reset_tokens: PinResetTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_otps: EmailOtpsTable;
  registration_grants: RegistrationGrantsTable;
  social_links: SocialLinksTable;
  social_pending: SocialPendingTable;
  application_periods: ApplicationPeriodsTable;
  form_sections: FormSectionsTable;
  form_documents: FormDocumentsTable;
  form_events: FormEventsTable;
  oidc_flows: OidcFlowsTable;
  identity_retrievals: IdentityRetrievalsTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_pending_sign_ins: StaffPendingSignInsTable;
  staff_audit: StaffAuditTable;
  office_assignments: OfficeAssignmentsTable;
  office_notes: OfficeNotesTable;
  office_presence: OfficePresenceTable;
  admission_outcomes: AdmissionOutcomesTable;
  referee_references: RefereeReferencesTable;
  contact_updates: ContactUpdatesTable;
  admission_actual_results: AdmissionActualResultsTable;
  admission_final_gpa: AdmissionFinalGpaTable;
  admission_enrolments: AdmissionEnrolmentsTable;
  programme_places: ProgrammePlacesTable;
  admission_dashboard_counted: AdmissionDashboardCountedTable;
  admission_dashboard_counts: AdmissionDashboardCountsTable;
  admission_appeals: AdmissionAppealsTable;
  interview_slots: InterviewSlotsTable;
  interview_invitations: InterviewInvitationsTable;
  interview_invitation_slots: InterviewInvitationSlotsTable;
  admission_document_requests: AdmissionDocumentRequestsTable;
  entrance_exams: EntranceExamsTable;
  entrance_exam_registrations: EntranceExamRegistrationsTable;
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
  stored_pdfs: StoredPdfsTable;
  my_data_downloads: MyDataDownloadsTable;
  retention_reports: RetentionReportsTable;
  retention_report_items: RetentionReportItemsTable;
  retention_file_deletions: RetentionFileDeletionsTable;
}

/**
 * An uploaded file kept in the database (migration 0024, FILE_STORAGE=database). Written in the same
 * transaction as its chunks, so a row here means every chunk is there.
 */
export interface StoredFilesTable {
  /** 32 hex digits, random (files/storage.ts newStorageKey). */
  key: string;
  /** Hex SHA-256 of the whole content. */
  sha256: string;
  size_bytes: number;
  created_at: GeneratedTimestamp;
}

/**
 * The PDF copy of a submitted application in one language (migration 0030), rendered once: its bytes
 * are in the file storage under storage_key, checked against sha256 whenever they are served.
 */
export interface StoredPdfsTable {
  form_kind: 'ADMISSION' | 'SCHOLARSHIP' | 'FINANCIAL_AID';
  form_id: string;
  language: 'en-GB' | 'zh-Hans';
  storage_key: string;
  /** Hex SHA-256 of the PDF. */
  sha256: string;
  size_bytes: number;
  created_at: GeneratedTimestamp;
}

/** The content of a stored file in order, about 256 KiB a row; deleted with its stored_files row. */
export interface StoredFileChunksTable {
  key: string;
  chunk_index: number;
  /** Read as a Buffer through pg and as a Uint8Array through PGlite. */
  bytes: Uint8Array;
}

/** An appeal of a released admission outcome (migration 0017): a draft, then sent; only the live one is reviewed. */
export interface AdmissionAppealsTable {
  id: Generated<string>;
  application_id: string;
  status: AppealStatus;
  reason: ColumnType<string, string | undefined, string>;
  preferred_programme: string | null;
  preferred_major: string | null;
  sdp: ColumnType<boolean, boolean | undefined, boolean>;
  mdp: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  submitted_at: Timestamp | null;
  replaced_at: Timestamp | null;
  review_started_by: string | null;
  review_started_at: Timestamp | null;
  outcome: AppealOutcome | null;
  outcome_programme: string | null;
  outcome_major: string | null;
  outcome_remarks: string | null;
  decided_by: string | null;
  decided_at: Timestamp | null;
}

/** An interview or test time the office offers; one candidate takes it. */
export interface InterviewSlotsTable {
  id: Generated<string>;
  kind: 'INTERVIEW' | 'TEST';
  starts_at: Timestamp;
  duration_minutes: number;
  /** In both languages or in neither (a video call); migration 0038 copied the one place into both. */
  place_en: string | null;
  place_zh: string | null;
  video_link: string | null;
  created_by: string;
  created_at: Timestamp;
  taken_by_invitation: string | null;
}

export interface InterviewInvitationsTable {
  id: Generated<string>;
  application_id: string;
  kind: 'INTERVIEW' | 'TEST';
  message: ColumnType<string, string | undefined, string>;
  invited_by: string;
  invited_at: Timestamp;
  chosen_slot_id: string | null;
  chosen_at: Timestamp | null;
}

export interface InterviewInvitationSlotsTable {
  invitation_id: string;
  slot_id: string;
}

/** The office's request for missing documents; the files are the request's own form (ADMISSION_DOCUMENT_REQUEST). */
export interface AdmissionDocumentRequestsTable {
  id: Generated<string>;
  application_id: string;
  document_types: ColumnType<string[], string, string>;
  message: string;
  due_date: DateOnly;
  requested_by: string;
  requested_at: Timestamp;
  answered_at: Timestamp | null;
}

/** An entrance exam the office defines (migration 0019). */
export interface EntranceExamsTable {
  id: Generated<string>;
  name_en: string;
  name_zh: string;
  exam_date: DateOnly;
  /** hh:mm, 24-hour (migration 0036); null only for an exam from before whose text gave no time. */
  starts_at: string | null;
  ends_at: string | null;
  venue_en: string;
  /** Null until the office gives it (exams from before migration 0036). */
  venue_zh: string | null;
  fee_cents: number;
  programmes: JSONColumnType<string[], string, string>;
  registration_closes_on: DateOnly;
  previous_attempt_within_two_years: boolean;
  status: ColumnType<'OPEN' | 'CLOSED', 'OPEN' | 'CLOSED' | undefined, 'OPEN' | 'CLOSED'>;
  registration_count: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  closed_by: ColumnType<string | null, string | null | undefined, string | null>;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One applicant's registration for an exam; its fee points back at it (fees.exam_registration_id). */
export interface EntranceExamRegistrationsTable {
  id: Generated<string>;
  exam_id: string;
  applicant_id: string;
  application_id: string;
  sat_before: boolean;
  /** yyyy-mm, when sat before. */
  previous_attempt: string | null;
  registered_at: Timestamp;
}

/** A "download my data" asked for by an applicant or an account (migration 0047, modules/my-data). */
export interface MyDataDownloadsTable {
  id: Generated<string>;
  applicant_id: string | null;
  account_id: string | null;
  /** The language of the ZIP's README and readable copies. */
  language: Language;
  requested_at: Timestamp;
  /** The download must start by then; after, it must be asked for again. */
  start_by: Timestamp;
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The whole ZIP was sent (false: not yet, or the download was broken off). */
  completed: Generated<boolean>;
}

/** A retention report (migration 0048, modules/retention): what would go, and what the office decided. */
export interface RetentionReportsTable {
  id: Generated<string>;
  status: RetentionReportStatus;
  prepared_at: Timestamp;
  /** Null: prepared by the scheduled job. */
  prepared_by: string | null;
  expires_at: Timestamp;
  /** Per kind: count, oldest and newest dates, the period applied; once carried out, removed and kept. */
  summary: JSONColumnType<RetentionKindSummary[], string, string>;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  decline_reason: ColumnType<string | null, string | null | undefined, string | null>;
  carried_out_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One record a report lists, by id; its outcome once the approved report reached it. */
export interface RetentionReportItemsTable {
  report_id: string;
  kind: RetentionKind;
  record_id: string;
  /** What the record's period is counted from. */
  dated_at: Timestamp;
  outcome: ColumnType<'REMOVED' | 'KEPT' | null, 'REMOVED' | 'KEPT' | null | undefined, 'REMOVED' | 'KEPT' | null>;
}

/** A stored file whose row a committed removal took, until the file itself is deleted. */
export interface RetentionFileDeletionsTable {
  storage_key: string;
  queued_at: Timestamp;
}
