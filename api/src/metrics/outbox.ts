/**
 * The e-mail outbox as the people waiting for their codes see it: how many messages wait to be sent
 * and how long the oldest has waited. Read at scrape time in one statement that only touches the
 * waiting rows (the partial index outbox_due_idx holds exactly those).
 */
import { sql } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/database';

export interface OutboxFigures {
  pending: number;
  /** Seconds since the oldest waiting message was queued; 0 when none waits. */
  oldestAgeSeconds: number;
}

export async function readOutboxFigures(db: Db, now: Date): Promise<OutboxFigures> {
  const { rows } = await sql<{ pending: number; oldest: Date | null }>`
    SELECT count(*)::int AS pending, min(created_at) AS oldest FROM outbox WHERE status = 'PENDING'`.execute(db);
  const row = rows[0] ?? { pending: 0, oldest: null };
  const oldest = row.oldest ? new Date(row.oldest).getTime() : undefined;
  return { pending: row.pending, oldestAgeSeconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000) };
}

export function outboxGauges(registry: Registry) {
  const pending = new Gauge({ name: 'portal_outbox_pending_messages', help: 'E-mails queued and not yet sent (including those waiting for a retry)', registers: [registry] });
  const oldestAge = new Gauge({ name: 'portal_outbox_oldest_pending_age_seconds', help: 'How long the oldest e-mail not yet sent has waited (0 when none waits)', registers: [registry] });
  return {
    set(figures: OutboxFigures | undefined) {
      // Unknown (the database did not answer) is left out, not shown as an empty outbox.
      if (!figures) {
        pending.reset();
        oldestAge.reset();
        return;
      }
      pending.set(figures.pending);
      oldestAge.set(figures.oldestAgeSeconds);
    },
  };
}
