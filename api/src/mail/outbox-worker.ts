/**
 * Drains the outbox: polls about once a second (and at once when mail is enqueued in this process),
 * sends through SMTP when SMTP_URL is set, otherwise marks messages as kept in the outbox (then
 * /dev/mailbox is the mailbox). Failed sends are retried with growing delays; an unsent message is
 * never deleted. A message whose one-time code or link has expired is no longer sent (housekeeping
 * marks it EXPIRED), and one sent over SMTP keeps no copy of its code or link. Several API instances
 * can run workers: a message is leased with FOR UPDATE SKIP LOCKED, so only one of them sends it.
 */
import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../app-context';
import type { Db } from '../db/database';
import type { OutboxTable } from '../db/schema';
import { outboxNudges, purgedBodies } from './outbox';

export interface OutboxWorkerOptions {
  db: Db;
  smtpUrl: string | undefined;
  mailFrom: string;
  clock?: Clock;
  pollIntervalMs?: number;
  batchSize?: number;
  log?: { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

/** While a worker sends a message, others leave it alone; if the worker dies it is retried after this. */
const LEASE_SECONDS = 300;
const RETRY_BASE_SECONDS = 30;
const RETRY_MAX_SECONDS = 3600;

/** 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_SECONDS);
}

type ClaimedRow = Pick<OutboxTable, 'to_address' | 'subject' | 'text_body' | 'html_body' | 'secret_expires_at'> & {
  id: string;
  attempts: number;
  /** The request that queued it: its log lines name the same id (http/request-id.ts). */
  request_id: string | null;
};

export class OutboxWorker {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly onNudge = () => this.kick();

  constructor(private readonly options: OutboxWorkerOptions) {
    this.db = options.db;
    this.clock = options.clock ?? (() => new Date());
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : undefined;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    outboxNudges.on('enqueued', this.onNudge);
    this.schedule();
    this.kick();
  }

  /** Stops polling and waits for a delivery in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    outboxNudges.off('enqueued', this.onNudge);
    clearTimeout(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Delivers everything that is due now; returns how many messages were handled (sent, kept or failed). */
  async drainOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.claimDue();
      if (batch.length === 0) return handled;
      for (const message of batch) await this.deliver(message);
      handled += batch.length;
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.kick();
      this.schedule();
    }, this.options.pollIntervalMs ?? 1000);
    this.timer.unref();
  }

  /** Runs a drain unless one is running; a nudge during a drain makes it go round once more. */
  private kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.drainOnce();
        } catch (error) {
          this.options.log?.error({ err: error }, 'outbox: drain failed; will retry');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
  }

  /** Leases a batch of due messages in one statement, so two workers never take the same one. */
  private async claimDue(): Promise<ClaimedRow[]> {
    const now = this.clock();
    const leaseUntil = new Date(now.getTime() + LEASE_SECONDS * 1000);
    const result = await sql<ClaimedRow>`
      UPDATE outbox SET next_attempt_at = ${leaseUntil}
      WHERE id IN (
        SELECT id FROM outbox
        WHERE status = 'PENDING' AND next_attempt_at <= ${now}
          AND (secret_expires_at IS NULL OR secret_expires_at > ${now})
        ORDER BY next_attempt_at
        LIMIT ${this.options.batchSize ?? 10}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, to_address, subject, text_body, html_body, attempts, secret_expires_at, request_id`.execute(this.db);
    return result.rows;
  }

  private async deliver(message: ClaimedRow): Promise<void> {
    // Without SMTP the outbox is the mailbox: the body stays readable until its secret expires.
    if (!this.transport) {
      await this.db
        .updateTable('outbox')
        .set({ status: 'KEPT_IN_OUTBOX', sent_at: this.clock(), attempts: message.attempts + 1 })
        .where('id', '=', message.id)
        .execute();
      this.options.log?.info?.({ outboxId: message.id, requestId: message.request_id }, 'outbox: kept in the outbox (no SMTP_URL)');
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.options.mailFrom,
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        ...(message.html_body ? { html: message.html_body } : {}),
      });
      const sentAt = this.clock();
      await this.db
        .updateTable('outbox')
        .set({
          status: 'SENT',
          sent_at: sentAt,
          attempts: message.attempts + 1,
          last_error: null,
          // Delivered: the recipient's mailbox has the code or link; the outbox needs no copy.
          ...(message.secret_expires_at ? purgedBodies(message.html_body !== null, sentAt) : {}),
        })
        .where('id', '=', message.id)
        .execute();
      // The outbox id and the request's, never the address or the subject (they can name the person).
      this.options.log?.info?.({ outboxId: message.id, requestId: message.request_id }, 'outbox: sent');
    } catch (error) {
      const attempts = message.attempts + 1;
      const retryAt = new Date(this.clock().getTime() + retryDelaySeconds(attempts) * 1000);
      const reason = error instanceof Error ? error.message : String(error);
      this.options.log?.error({ outboxId: message.id, requestId: message.request_id, attempts, err: reason }, 'outbox: sending failed; will retry');
      await this.db
        .updateTable('outbox')
        .set({ attempts, next_attempt_at: retryAt, last_error: reason.slice(0, 1000) })
        .where('id', '=', message.id)
        .execute();
    }
  }
}
