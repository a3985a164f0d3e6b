/**
 * A form's timeline as the office reads it: the applicant's events (forms/timeline.ts) plus the
 * officer behind each office event. Every console (admissions, finance) shows it this way.
 */
import type { OfficeTimelineEvent } from '@portal/contracts/office/timeline';
import type { Db } from '../db/database';
import type { FormRef } from '../forms/section-store';

/** Oldest first; only the given kinds when `kinds` is set (e.g. the events about fees). */
export async function listOfficeTimeline(db: Db, form: FormRef, kinds?: readonly string[]): Promise<OfficeTimelineEvent[]> {
  let query = db
    .selectFrom('form_events as event')
    .leftJoin('staff_accounts as staff', 'staff.id', 'event.staff_id')
    .select(['event.kind', 'event.actor', 'event.params', 'event.occurred_at', 'staff.full_name'])
    .where('event.form_kind', '=', form.kind)
    .where('event.form_id', '=', form.formId);
  if (kinds) query = query.where('event.kind', 'in', [...kinds]);
  const rows = await query.orderBy('event.occurred_at').orderBy('event.id').execute();
  return rows.map((row) => ({ kind: row.kind, actor: row.actor, params: row.params, occurredAt: new Date(row.occurred_at).toISOString(), staffName: row.full_name }));
}

/** OpenAPI: a timeline as the office reads it, naming the officer behind each office event. */
export const officeTimelineResponseSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['kind', 'occurredAt', 'actor', 'params', 'staffName'],
    properties: { kind: { type: 'string' }, occurredAt: { type: 'string', format: 'date-time' }, actor: { type: 'string' }, params: { type: 'object', additionalProperties: { type: ['string', 'number'] } }, staffName: { type: ['string', 'null'] } },
  },
} as const;
