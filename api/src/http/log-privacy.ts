/**
 * The last guard between a log line and the log store: personal data beyond an applicant's id never
 * leaves the process (issue 38). The logger's redaction paths (app.ts) remove the fields known to hold
 * secrets or personal data; this catches what no path can name — an e-mail address or NRIC/FIN inside
 * a message, an error from SMTP ("recipient <…> rejected") or from PostgreSQL (a row's values in its
 * detail) — by rewriting every line before it is written.
 */
import type { FastifyLoggerOptions } from 'fastify';

export const SCRUBBED_EMAIL = '[e-mail]';
export const SCRUBBED_IDENTITY_NUMBER = '[nric]';

/** An address as mail servers and people write one; JSON escapes none of these characters. */
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Singapore NRIC and FIN numbers (S, T, F, G or M, seven digits, a check letter). */
const IDENTITY_NUMBER = /\b[STFGM]\d{7}[A-Z]\b/g;

export function scrubPersonalData(line: string): string {
  // Most lines hold neither: a cheap look first keeps the common line untouched.
  const withoutEmail = line.includes('@') ? line.replace(EMAIL_ADDRESS, SCRUBBED_EMAIL) : line;
  return withoutEmail.replace(IDENTITY_NUMBER, SCRUBBED_IDENTITY_NUMBER);
}

type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

/** Writes each line, scrubbed, to `destination` (standard output unless given). */
export function privateLogStream(destination: LogStream = process.stdout): LogStream {
  return { write: (line: string) => destination.write(scrubPersonalData(line)) };
}

/**
 * Fields that hold personal data or secrets wherever they appear in a logged object (pino's redaction
 * paths). A PostgreSQL error's `detail` quotes the row it refused ("Failing row contains (…)") or the
 * value that clashed ("Key (email)=(…) already exists"): its code, table and constraint say enough.
 */
export const PERSONAL_DATA_PATHS = ['email', '*.email', 'fullName', '*.fullName', 'nric', '*.nric', 'err.detail', 'err.cause.detail'];
