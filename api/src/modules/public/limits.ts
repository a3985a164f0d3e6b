/**
 * The server's own limits for the public helpers. The browser's 3-attempt counter (spec 4) is a
 * convenience that a reload resets; these live in the database and hold across reloads and instances.
 */
import type { AttemptLimit } from '../../security/attempt-limits';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const PUBLIC_LIMITS = {
  /** PIN reset request: false answers from one client address. */
  pinResetRequestPerAddress: { name: 'pin-reset-request-ip', max: 10, windowSeconds: HOUR },
  /** PIN reset request: every request for one application number (guessing its e-mail, or flooding its inbox). */
  pinResetRequestPerApplication: { name: 'pin-reset-request-app', max: 5, windowSeconds: HOUR },
  /** PIN reset with a link: unknown/used links and wrong dates of birth from one client address. */
  pinResetPerAddress: { name: 'pin-reset-ip', max: 10, windowSeconds: HOUR },
  /** Application number enquiry: failed enquiries from one client address. */
  applicationNumberEnquiryPerAddress: { name: 'appno-enquiry-ip', max: 10, windowSeconds: HOUR },
  /** Verification codes requested for one e-mail address. */
  otpRequestsPerEmail: { name: 'otp-request-email', max: 3, windowSeconds: MINUTE },
  /** Verification codes requested from one client address (loose: a school's whole network may share it). */
  otpRequestsPerAddress: { name: 'otp-request-ip', max: 30, windowSeconds: 10 * MINUTE },
  /** Wrong codes for one e-mail address, across all its codes (a new code does not reset this). */
  otpFailuresPerEmail: { name: 'otp-fail-email', max: 5, windowSeconds: 30 * MINUTE },
  /** Wrong codes from one client address, across e-mail addresses. */
  otpFailuresPerAddress: { name: 'otp-fail-ip', max: 50, windowSeconds: HOUR },
  /** Social-account enquiries from one client address (all of them: the answer never differs). */
  socialEnquiryPerAddress: { name: 'social-enquiry-ip', max: 10, windowSeconds: HOUR },
  /** Social-account enquiries naming one e-mail address (each match sends that address an e-mail). */
  socialEnquiryPerEmail: { name: 'social-enquiry-email', max: 5, windowSeconds: HOUR },
} as const satisfies Record<string, AttemptLimit>;

/** Wrong dates of birth after which a PIN reset link stops working. */
export const PIN_RESET_MAX_TOKEN_FAILURES = 5;
/** Spec 9: the e-mailed PIN reset link is valid for 3 days. */
export const PIN_RESET_LINK_SECONDS = 3 * DAY;
/** Life of the registration grant (portal_b2c cookie) that a verified code gives. */
export const REGISTRATION_GRANT_SECONDS = 30 * MINUTE;
/**
 * Answers that say whether several fields matched together (PIN reset request, number enquiry) and
 * the social enquiry take at least this long, so a match and a miss cannot be told apart by timing.
 */
export const DEFAULT_RESPONSE_FLOOR_MS = 300;
