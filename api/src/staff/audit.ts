/**
 * Every staff action, with who and when (issue 10). Domain modules call recordStaffAction in the
 * same transaction as the change it describes, so the record and the change land together or not
 * at all. The applicant-facing timeline (forms/timeline.ts) is separate: it words what happened to
 * the application; this says which officer did it.
 */
import type { Db } from '../db/database';

export interface StaffAction {
  staffId: string;
  /** What was done, e.g. OUTCOME_RELEASED, STAFF_CREATED. */
  action: string;
  /** What it was done to: APPLICATION, STAFF, … and its id (an application number, an account id). */
  targetKind: string;
  targetId: string;
  params?: Record<string, unknown>;
  at: Date;
}

export async function recordStaffAction(db: Db, action: StaffAction): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      staff_id: action.staffId,
      action: action.action,
      target_kind: action.targetKind,
      target_id: action.targetId,
      params: JSON.stringify(action.params ?? {}),
      occurred_at: action.at,
    })
    .execute();
}

export interface StaffActionRecord {
  action: string;
  targetKind: string;
  targetId: string;
  params: Record<string, unknown>;
  staffName: string;
  staffEmail: string;
  occurredAt: string;
}

/** The actions on one target, oldest first, with the officer's name. */
export async function listStaffActions(db: Db, targetKind: string, targetId: string): Promise<StaffActionRecord[]> {
  const rows = await db
    .selectFrom('staff_audit as audit')
    .innerJoin('staff_accounts as staff', 'staff.id', 'audit.staff_id')
    .select(['audit.action', 'audit.target_kind', 'audit.target_id', 'audit.params', 'audit.occurred_at', 'staff.full_name', 'staff.email'])
    .where('audit.target_kind', '=', targetKind)
    .where('audit.target_id', '=', targetId)
    .orderBy('audit.occurred_at')
    .orderBy('audit.id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    targetKind: row.target_kind,
    targetId: row.target_id,
    params: row.params,
    staffName: row.full_name,
    staffEmail: row.email,
    occurredAt: new Date(row.occurred_at).toISOString(),
  }));
}
