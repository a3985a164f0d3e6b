/**
 * E-mail goes through an outbox table: a request only writes a row (fast, and inside its own
 * transaction if it has one), and the worker delivers it. Nothing is lost if SMTP is down.
 */
import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Lets a worker in this process start at once instead of waiting for its next poll. */
export const outboxNudges = new EventEmitter();
outboxNudges.setMaxListeners(50);

export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail, now: Date = new Date()): Promise<string> {
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  outboxNudges.emit('enqueued');
  return row.id;
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
