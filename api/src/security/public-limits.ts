/**
 * The server's own limits for the public helpers. The browser's 3-attempt counter (spec 4) is a
 * convenience that a reload resets; these live in the database and hold across reloads and instances.
 */
import { LIMITS } from '@portal/contracts/limits';
import type { AttemptLimit } from './attempt-limits';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * No limit here counts what a stranger can do in an applicant's name so that it stops the applicant:
 * guesses are counted per client address, per link or per code (which only its owner holds), and
 * where a count must be per application or e-mail address (to bound guessing or protect an inbox),
 * going over it changes what is sent, never whether the applicant can go on.
 */
export const PUBLIC_LIMITS = {
  /** PIN reset request: false answers from one client address. */
  pinResetRequestPerAddress: { name: 'pin-reset-request-ip', max: 10, windowSeconds: HOUR },
  /**
   * PIN reset request: false answers for one application number from anywhere (guessing its e-mail
   * address). Beyond this, the answers for that number stop saying whether the e-mail matched.
   */
  pinResetRequestMissesPerApplication: { name: 'pin-reset-request-misses', max: 20, windowSeconds: DAY },
  /** PIN reset links e-mailed for one application (its inbox); beyond this the links already sent stay valid. */
  pinResetLinksPerApplication: { name: 'pin-reset-links', max: 5, windowSeconds: DAY },
  /** PIN reset with a link: unknown/used links and wrong dates of birth from one client address. */
  pinResetPerAddress: { name: 'pin-reset-ip', max: 10, windowSeconds: HOUR },
  /** Forgotten password, asking for a link: every request from one client address (the answer never differs). */
  passwordResetRequestPerAddress: { name: 'password-reset-request-ip', max: 10, windowSeconds: HOUR },
  /** Password reset links e-mailed for one account (its inbox); beyond this the answer stays the same and the links already sent stay valid. */
  passwordResetLinksPerAccount: { name: 'password-reset-links', max: 5, windowSeconds: DAY },
  /** Password reset link: unknown, used or expired links opened or used from one client address. */
  passwordResetPerAddress: { name: 'password-reset-ip', max: 10, windowSeconds: HOUR },
  /** Application number enquiry: failed enquiries from one client address. */
  applicationNumberEnquiryPerAddress: { name: 'appno-enquiry-ip', max: 10, windowSeconds: HOUR },
  /** Verification codes asked for one e-mail address by one client address (a double click, an impatient resend). */
  otpRequestsPerEmailAndAddress: { name: 'otp-request-email-ip', max: 3, windowSeconds: MINUTE },
  /** Verification codes sent to one e-mail address in a day, whoever asks (the inbox's owner is protected from floods). */
  otpRequestsPerEmailDaily: { name: 'otp-request-email-day', max: 10, windowSeconds: DAY },
  /** Verification codes requested from one client address (loose: a school's whole network may share it). */
  otpRequestsPerAddress: { name: 'otp-request-ip', max: 30, windowSeconds: 10 * MINUTE },
  /** ... and in a day. */
  otpRequestsPerAddressDaily: { name: 'otp-request-ip-day', max: 200, windowSeconds: DAY },
  /** Wrong codes from one client address, across e-mail addresses. */
  otpFailuresPerAddress: { name: 'otp-fail-ip', max: 50, windowSeconds: HOUR },
  /** Social-account enquiries from one client address (all of them: the answer never differs). */
  socialEnquiryPerAddress: { name: 'social-enquiry-ip', max: 10, windowSeconds: HOUR },
  /** Social-account enquiries naming one e-mail address (each match sends that address an e-mail). */
  socialEnquiryPerEmail: { name: 'social-enquiry-email', max: 5, windowSeconds: HOUR },
  /** Referee reference form: unknown, used or expired links opened or submitted from one client address. */
  referenceLinkPerAddress: { name: 'reference-link-ip', max: 10, windowSeconds: HOUR },
  /** Scholarship surety's link: unknown, used or expired links opened or confirmed from one client address. */
  suretyLinkPerAddress: { name: 'surety-link-ip', max: 10, windowSeconds: HOUR },
  /** Financial aid loan guarantor's link: unknown, used or expired links opened or confirmed from one client address. */
  guarantorLinkPerAddress: { name: 'guarantor-link-ip', max: 10, windowSeconds: HOUR },
  /** Tuition grant surety's link: unknown, used or expired links opened or confirmed from one client address. */
  tuitionGrantSuretyLinkPerAddress: { name: 'grant-surety-link-ip', max: 10, windowSeconds: HOUR },
} as const satisfies Record<string, AttemptLimit>;

/** Wrong codes after which an e-mailed code stops working (only the browser that asked for it can try). */
export const OTP_MAX_FAILURES = 5;
/** Wrong dates of birth after which a PIN reset link stops working. */
export const PIN_RESET_MAX_TOKEN_FAILURES = 5;
/** Spec 9: the e-mailed PIN reset link is valid for 3 days. */
export const PIN_RESET_LINK_SECONDS = 3 * DAY;
/** Issue 34: how long a forgotten password's e-mailed link works. */
export const PASSWORD_RESET_LINK_SECONDS = LIMITS.passwordResetLinkHours * HOUR;
/** Life of the registration grant (portal_b2c cookie) that a verified code gives. */
export const REGISTRATION_GRANT_SECONDS = 30 * MINUTE;
/**
 * Answers that say whether several fields matched together (PIN reset request, number enquiry) and
 * the social enquiry take at least this long, so a match and a miss cannot be told apart by timing.
 */
export const DEFAULT_RESPONSE_FLOOR_MS = 300;
