/** Shared by the public helper tests: reading the outbox, pulling links and codes out of e-mails, clean state. */
import { formatMessage, MESSAGES, type MessageCode } from '@portal/contracts/messages';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../src/db/database';
import { hashSecret } from '../../../src/security/passwords';
import type { Browser } from '../../helpers/test-app';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Messages in the outbox, oldest first, optionally only those to one address. */
export async function outbox(db: Db, to?: string): Promise<SentMail[]> {
  let query = db.selectFrom('outbox').select(['to_address', 'subject', 'text_body', 'html_body', 'created_at']).orderBy('created_at').orderBy('id');
  if (to) query = query.where('to_address', '=', to);
  const rows = await query.execute();
  return rows.map((row) => ({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body }));
}

/** Runs a request and returns its answer with the messages it put in the outbox (rows share the test clock's time, so order cannot tell). */
export async function withNewMail<T>(db: Db, action: () => Promise<T>): Promise<{ result: T; mails: SentMail[] }> {
  const before = new Set((await db.selectFrom('outbox').select('id').execute()).map((row) => row.id));
  const result = await action();
  const rows = await db.selectFrom('outbox').select(['id', 'to_address', 'subject', 'text_body', 'html_body']).execute();
  const mails = rows
    .filter((row) => !before.has(row.id))
    .map((row) => ({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body }));
  return { result, mails };
}

/** Forgets every counter, token, code, grant and message between tests. */
export async function resetPublicState(db: Db): Promise<void> {
  for (const table of ['attempt_counters', 'pin_reset_tokens', 'password_reset_tokens', 'email_otps', 'registration_grants', 'outbox', 'login_throttle'] as const) {
    await db.deleteFrom(table).execute();
  }
}

/**
 * An entry of the error list as the API contract has it: English text for API clients (a message
 * that names its field says "This answer"; `field` gives the path), and the parameters themselves.
 */
export const errorOf = (code: MessageCode, params: Array<string | number> = [], field?: string) => ({
  code,
  message: formatMessage(MESSAGES[code], params, 'en-GB', MESSAGES.FIELD_NAME_FALLBACK),
  ...(params.length ? { params } : {}),
  ...(field ? { field } : {}),
});

export function expectError(response: LightMyRequestResponse, status: number, code: MessageCode, params: Array<string | number> = []) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { errors: [errorOf(code, params)] } });
}

/** POST from a given client address (the limits count per address). */
export function postFrom(browser: Browser, remoteAddress: string, url: string, payload: object) {
  return browser.request({ method: 'POST', url, payload, remoteAddress });
}

/** Adds a submitted continuing-education application (its number takes the 'P' prefix) for an applicant. */
export async function insertCeApplication(db: Db, applicantId: string, applicationNumber: string, pin: string, now: Date): Promise<void> {
  await db
    .insertInto('applications')
    .values({
      applicant_id: applicantId,
      system: 'CE',
      application_number: applicationNumber,
      pin_hash: await hashSecret(pin),
      category: 'Continuing education',
      academic_year: '2026/2027',
      status: 'SUBMITTED',
      offer_status: null,
      programme_choices: '[]',
      submitted_at: now,
    })
    .execute();
}
