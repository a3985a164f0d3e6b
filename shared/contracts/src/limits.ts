/** Business constants and field limits (spec sections 5 and 9). */
export const LIMITS = {
  pin: 8,
  email: 50,
  name: 200,
  nric: 15,
  countryCode: 4,
  areaCode: 4,
  contactNumber: 15,
  applicationNumber: 12,
  /** Upper bound so a hostile body cannot make Argon2 hash megabytes. */
  passwordMax: 128,
  /** NIST SP 800-63B: length, not character classes, makes a password hard to guess. */
  passwordMin: 12,
  publicFormAttempts: 3,
  otpMinutes: 5,
  pinResetLinkDays: 3,
  /** A forgotten password's e-mailed link works this long (shorter than the PIN's: it needs nothing else to use). */
  passwordResetLinkHours: 24,
  idleWarningSeconds: 60,
  fileBytes: 5 * 1024 * 1024,
} as const;

export const DATE_FORMAT = 'dd/mm/yyyy';

/** 8 case-sensitive letters or digits. */
export const PIN_PATTERN = /^[A-Za-z0-9]{8}$/;
export const DIGITS_PATTERN = /^[0-9]+$/;

/**
 * An amount of money as typed: at most 12 digits including 2 decimals (spec 5 and 9), so up to 10
 * digits before the point and up to 2 after it, no thousands separators ("2500", "2500.5", "2500.00").
 */
export const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
