/**
 * E-mail goes through an outbox table: a request only writes a row (fast, and inside its own
 * transaction if it has one), and the worker delivers it. Nothing is lost if SMTP is down.
 *
 * A message holding a one-time code or link is a credential at rest: its body is replaced by a
 * notice once the worker has handed it to SMTP, or (whatever its status) once the secret has expired.
 * Kept in the outbox instead (no SMTP: the development mailbox) it stays readable until then.
 */
import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import type { Database, OutboxStatus } from '../db/schema';
import { currentRequestId } from '../http/request-id';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface EnqueueOptions {
  /** The message holds a one-time code or link that stops working after this many seconds. */
  secretValidForSeconds?: number;
}

/** What is left of a message holding a secret once it has been delivered or its secret has expired. */
export const PURGED_MAIL_NOTICE = 'This message held a one-time code or link; it was removed after delivery.';
const PURGED_MAIL_HTML = `<p>${PURGED_MAIL_NOTICE}</p>`;

/** The body columns of a purged message (an HTML part, when there was one, becomes the notice too). */
export function purgedBodies(hadHtml: boolean, now: Date) {
  return { text_body: PURGED_MAIL_NOTICE, html_body: hadHtml ? PURGED_MAIL_HTML : null, purged_at: now };
}

/** Lets a worker in this process start at once instead of waiting for its next poll. */
export const outboxNudges = new EventEmitter();
outboxNudges.setMaxListeners(50);

export async function enqueueMail(
  db: Kysely<Database>,
  mail: OutgoingMail,
  now: Date = new Date(),
  options: EnqueueOptions = {},
): Promise<string> {
  const { secretValidForSeconds } = options;
  const row = await db
    .insertInto('outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      next_attempt_at: now,
      created_at: now,
      last_error: null,
      sent_at: null,
      secret_expires_at: secretValidForSeconds === undefined ? null : new Date(now.getTime() + secretValidForSeconds * 1000),
      purged_at: null,
      // The request this runs for, whichever module queued the message (http/request-id.ts).
      request_id: currentRequestId() ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  outboxNudges.emit('enqueued');
  return row.id;
}

/**
 * Replaces the bodies of messages whose secret has expired (a still-unsent one becomes EXPIRED and is
 * never sent); returns how many. Run by the server's housekeeping.
 */
export async function purgeExpiredMailSecrets(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({
      status: sql<OutboxStatus>`CASE WHEN status = 'PENDING' THEN 'EXPIRED' ELSE status END`,
      text_body: PURGED_MAIL_NOTICE,
      html_body: sql<string | null>`CASE WHEN html_body IS NULL THEN NULL ELSE ${PURGED_MAIL_HTML} END`,
      purged_at: now,
    })
    .where('purged_at', 'is', null)
    .where('secret_expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** Newest first; for the development mailbox. */
export async function listOutbox(db: Kysely<Database>, limit = 100): Promise<OutboxEntry[]> {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  }));
}
