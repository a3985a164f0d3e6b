/**
 * The status timeline of a long form: every state change with its time, shown to the applicant
 * (and later the office). Events are only ever added, never changed.
 */
import type { FormEventKind } from '@portal/contracts/form-events';
import type { TimelineEvent } from '@portal/contracts/forms';
import { OFFICE_WORK_EVENTS, type OfficeWorkEvent } from '@portal/contracts/office/shared-work';
import type { Db } from '../db/database';
import type { FormRef } from './section-store';

export interface NewEvent {
  /** One of the form's kinds in shared/contracts/src/form-events.ts, which the remotes word; or the office's own work (assigned, noted). */
  kind: FormEventKind | OfficeWorkEvent;
  actor: TimelineEvent['actor'];
  params?: Record<string, string | number>;
  at: Date;
  /** The officer behind an OFFICE event (the office sees who; the applicant sees only the office). */
  staffId?: string;
}

export async function recordEvent(db: Db, form: FormRef, event: NewEvent): Promise<void> {
  await db
    .insertInto('form_events')
    .values({
      form_kind: form.kind,
      form_id: form.formId,
      kind: event.kind,
      actor: event.actor,
      params: JSON.stringify(event.params ?? {}),
      occurred_at: event.at,
      staff_id: event.staffId ?? null,
    })
    .execute();
}

/** Oldest first, as a timeline reads: the applicant's, so without the office's own work (who is assigned, its notes). */
export async function listEvents(db: Db, form: FormRef): Promise<TimelineEvent[]> {
  const rows = await db
    .selectFrom('form_events')
    .select(['kind', 'actor', 'params', 'occurred_at'])
    .where('form_kind', '=', form.kind)
    .where('form_id', '=', form.formId)
    .where('kind', 'not in', [...OFFICE_WORK_EVENTS])
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ kind: row.kind, actor: row.actor, params: row.params, occurredAt: row.occurred_at.toISOString() }));
}

export async function deleteEvents(db: Db, form: FormRef): Promise<void> {
  await db.deleteFrom('form_events').where('form_kind', '=', form.kind).where('form_id', '=', form.formId).execute();
}

/** OpenAPI: a timeline as the applicant reads it (GET …/timeline of any long form). */
export const timelineResponseSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['kind', 'occurredAt', 'actor', 'params'],
    properties: { kind: { type: 'string' }, occurredAt: { type: 'string', format: 'date-time' }, actor: { type: 'string' }, params: { type: 'object', additionalProperties: { type: ['string', 'number'] } } },
  },
} as const;
