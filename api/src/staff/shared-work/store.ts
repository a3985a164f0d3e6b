/**
 * Work shared among officers (issue 37, @portal/contracts/office/shared-work), the same for every
 * console's applications: assignment, internal notes with a rating, and who has an application open.
 * Assigning, unassigning and noting each put an event on the form's timeline in the same transaction
 * (the office's timeline shows them; the applicant's leaves them out: forms/timeline.ts).
 */
import type { StaffRole } from '@portal/contracts/office/staff';
import { ASSIGNED_TO_ME, ASSIGNED_TO_NOBODY, PRESENCE_GONE_AFTER_SECONDS, type OfficeRating, type PresentOfficer, type SharedWork } from '@portal/contracts/office/shared-work';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { fieldProblem } from '../../http/problems';

/** An application whose work officers share: its form's kind and id. */
export interface SharedWorkForm {
  kind: 'ADMISSION' | 'SCHOLARSHIP' | 'FINANCIAL_AID';
  formId: string;
}

/** The officer acting, and the console (role) the application belongs to. */
export interface Acting {
  staffId: string;
  role: StaffRole;
  at: Date;
}

/** The console's active officers, by name: who may be assigned. */
export async function listOfficers(db: Db, role: StaffRole) {
  const rows = await db.selectFrom('staff_accounts').select(['id', 'full_name']).where('role', '=', role).where('active', '=', true).orderBy('full_name').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, fullName: row.full_name }));
}

export async function readSharedWork(db: Db, form: SharedWorkForm, acting: Pick<Acting, 'staffId' | 'role'>): Promise<SharedWork> {
  const [assignees, notes, officers] = await Promise.all([
    db
      .selectFrom('office_assignments as assignment')
      .innerJoin('staff_accounts as officer', 'officer.id', 'assignment.staff_id')
      .innerJoin('staff_accounts as assigner', 'assigner.id', 'assignment.assigned_by')
      .select(['officer.id', 'officer.full_name', 'assignment.assigned_at', 'assigner.full_name as assigned_by'])
      .where('assignment.form_kind', '=', form.kind)
      .where('assignment.form_id', '=', form.formId)
      .orderBy('assignment.assigned_at')
      .orderBy('officer.full_name')
      .execute(),
    db
      .selectFrom('office_notes as note')
      .innerJoin('staff_accounts as officer', 'officer.id', 'note.staff_id')
      .select(['note.id', 'note.body', 'note.rating', 'note.created_at', 'officer.full_name'])
      .where('note.form_kind', '=', form.kind)
      .where('note.form_id', '=', form.formId)
      .orderBy('note.created_at', 'desc')
      .orderBy('note.id', 'desc')
      .execute(),
    listOfficers(db, acting.role),
  ]);
  return {
    assignees: assignees.map((row) => ({ id: row.id, fullName: row.full_name, assignedAt: new Date(row.assigned_at).toISOString(), assignedBy: row.assigned_by })),
    notes: notes.map((row) => ({ id: row.id, by: row.full_name, at: new Date(row.created_at).toISOString(), body: row.body, rating: row.rating as OfficeRating | null })),
    officers,
    me: acting.staffId,
  };
}

/**
 * Assigns an officer of the console (an active one; another console's officer or a deactivated
 * account is refused at the field). Assigning someone already assigned changes nothing.
 */
export async function assignOfficer(db: Db, form: SharedWorkForm, officerId: string, acting: Acting): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const officer = await tx.selectFrom('staff_accounts').select('full_name').where('id', '=', officerId).where('role', '=', acting.role).where('active', '=', true).executeTakeFirst();
    if (!officer) throw fieldProblem(400, 'OFFICER_NOT_ASSIGNABLE', 'staffId');
    const added = await tx
      .insertInto('office_assignments')
      .values({ form_kind: form.kind, form_id: form.formId, staff_id: officerId, assigned_by: acting.staffId, assigned_at: acting.at })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await recordEvent(tx, form, { kind: 'OFFICE_ASSIGNED', actor: 'OFFICE', staffId: acting.staffId, params: { officer: officer.full_name }, at: acting.at });
  });
}

/** Takes an officer off the application (any officer of the console may: a colleague away, a queue rebalanced). */
export async function unassignOfficer(db: Db, form: SharedWorkForm, officerId: string, acting: Acting): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const removed = await tx
      .deleteFrom('office_assignments as assignment')
      .where('assignment.form_kind', '=', form.kind)
      .where('assignment.form_id', '=', form.formId)
      .where('assignment.staff_id', '=', officerId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return;
    const officer = await tx.selectFrom('staff_accounts').select('full_name').where('id', '=', officerId).executeTakeFirstOrThrow();
    await recordEvent(tx, form, { kind: 'OFFICE_UNASSIGNED', actor: 'OFFICE', staffId: acting.staffId, params: { officer: officer.full_name }, at: acting.at });
  });
}

/** An internal note, kept as written (notes are never edited or removed: the office's record). */
export async function addNote(db: Db, form: SharedWorkForm, note: { body: string; rating: OfficeRating | null }, acting: Acting): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('office_notes').values({ form_kind: form.kind, form_id: form.formId, staff_id: acting.staffId, body: note.body, rating: note.rating, created_at: acting.at }).execute();
    await recordEvent(tx, form, { kind: 'OFFICE_NOTE_ADDED', actor: 'OFFICE', staffId: acting.staffId, params: note.rating === null ? {} : { rating: note.rating }, at: acting.at });
  });
}

/**
 * The officer still has the application open (the page says so every PRESENCE_HEARTBEAT_SECONDS);
 * answers the other officers who have it open now. Rows of officers long gone are cleared as it goes.
 */
export async function touchPresence(db: Db, form: SharedWorkForm, acting: Pick<Acting, 'staffId' | 'at'>): Promise<PresentOfficer[]> {
  const goneBefore = new Date(acting.at.getTime() - PRESENCE_GONE_AFTER_SECONDS * 1000);
  await db
    .insertInto('office_presence')
    .values({ form_kind: form.kind, form_id: form.formId, staff_id: acting.staffId, opened_at: acting.at, seen_at: acting.at })
    // Someone who had it open until a moment ago is still there: keep when they opened it.
    .onConflict((conflict) =>
      conflict.columns(['form_kind', 'form_id', 'staff_id']).doUpdateSet((eb) => ({
        seen_at: acting.at,
        opened_at: sql<Date>`CASE WHEN ${eb.ref('office_presence.seen_at')} < ${goneBefore} THEN ${acting.at} ELSE ${eb.ref('office_presence.opened_at')} END`,
      })),
    )
    .execute();
  await db.deleteFrom('office_presence').where('form_kind', '=', form.kind).where('form_id', '=', form.formId).where('seen_at', '<', goneBefore).execute();
  const others = await db
    .selectFrom('office_presence as presence')
    .innerJoin('staff_accounts as officer', 'officer.id', 'presence.staff_id')
    .select(['officer.full_name', 'presence.opened_at'])
    .where('presence.form_kind', '=', form.kind)
    .where('presence.form_id', '=', form.formId)
    .where('presence.staff_id', '!=', acting.staffId)
    .orderBy('presence.opened_at')
    .execute();
  return others.map((row) => ({ fullName: row.full_name, since: new Date(row.opened_at).toISOString() }));
}

/** The officer closed the application (left the page): the others stop seeing them at once. */
export async function leavePresence(db: Db, form: SharedWorkForm, staffId: string): Promise<void> {
  await db.deleteFrom('office_presence').where('form_kind', '=', form.kind).where('form_id', '=', form.formId).where('staff_id', '=', staffId).execute();
}

/**
 * A list's "assigned to" filter as a condition on its rows: `formId` names the column of the row's
 * form id; `assignedTo` is an officer's id (my queue: the route puts the officer's own) or nobody's.
 */
export function assignedCondition(kind: SharedWorkForm['kind'], formId: string, assignedTo: string): Expression<SqlBool> {
  const assigned = (officer: string | null) =>
    sql<SqlBool>`EXISTS (SELECT 1 FROM office_assignments assignment WHERE assignment.form_kind = ${kind} AND assignment.form_id = ${sql.ref(formId)}${
      officer === null ? sql`` : sql` AND assignment.staff_id = ${officer}`
    })`;
  return assignedTo === ASSIGNED_TO_NOBODY ? sql<SqlBool>`NOT ${assigned(null)}` : assigned(assignedTo);
}

/** A list's search as asked (`assignedTo=me`: my queue) with "me" read as the officer asking. */
export function withMyQueue<Query extends { assignedTo: string }>(query: Query, staffId: string): Query {
  return query.assignedTo === ASSIGNED_TO_ME ? { ...query, assignedTo: staffId } : query;
}
