/** Data access for staff accounts and staff sessions. Only hashes of passwords and cookie values are stored. */
import type { StaffMember, StaffRole } from '@portal/contracts/office/staff';
import type { Db } from '../db/database';
import { hashSecret } from '../security/passwords';
import { randomToken, sha256 } from '../security/tokens';
import { recordStaffAction } from './audit';

export interface StoredStaffSession {
  idHash: string;
  staffId: string;
  email: string;
  fullName: string;
  role: StaffRole;
  csrfHash: string;
  createdAt: Date;
  lastSeenAt: Date;
}

const toMember = (row: { id: string; email: string; full_name: string; role: StaffRole; active: boolean; created_at: Date }): StaffMember => ({
  id: row.id,
  email: row.email,
  fullName: row.full_name,
  role: row.role,
  active: row.active,
  createdAt: new Date(row.created_at).toISOString(),
});

const MEMBER_COLUMNS = ['id', 'email', 'full_name', 'role', 'active', 'created_at'] as const;

/** The account a sign-in names, if it may sign in (a deactivated account is treated as unknown). */
export async function findStaffForLogin(db: Db, email: string) {
  return db
    .selectFrom('staff_accounts')
    .select(['id', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .where('active', '=', true)
    .executeTakeFirst();
}

export class StaffEmailTakenError extends Error {}

/** Who made a change to an account, for the staff audit (an administrator's; the CLI and the seed record none). */
export interface RecordedBy {
  staffId: string;
  at: Date;
}

/**
 * Creates an account (CLI, seed, administrator); a second account for the same address is refused.
 * The account and its audit record land together or not at all.
 */
export async function createStaff(db: Db, input: { email: string; fullName: string; role: StaffRole; password: string }, recordedBy?: RecordedBy): Promise<StaffMember> {
  // Hashed before the transaction: Argon2id takes tens of milliseconds, and a transaction holds a connection.
  const passwordHash = await hashSecret(input.password);
  return db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('staff_accounts')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email.trim().toLowerCase()))
      .executeTakeFirst();
    if (existing) throw new StaffEmailTakenError(input.email);
    const row = await tx
      .insertInto('staff_accounts')
      .values({ email: input.email.trim(), full_name: input.fullName.trim(), role: input.role, password_hash: passwordHash })
      .returning(MEMBER_COLUMNS)
      .executeTakeFirstOrThrow();
    const member = toMember(row);
    if (recordedBy) await recordStaffAction(tx, { staffId: recordedBy.staffId, action: 'STAFF_CREATED', targetKind: 'STAFF', targetId: member.id, params: { role: member.role }, at: recordedBy.at });
    return member;
  });
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.selectFrom('staff_accounts').select(MEMBER_COLUMNS).orderBy('role').orderBy('full_name').execute();
  return rows.map(toMember);
}

/**
 * Changes a role or deactivates; deactivating (or a new role) also ends the person's sessions. The
 * change, the sessions' end and the audit record (the change as asked) land together or not at all.
 */
export async function updateStaff(db: Db, id: string, change: { role?: StaffRole; active?: boolean }, recordedBy: RecordedBy): Promise<StaffMember | undefined> {
  const values = { ...(change.role ? { role: change.role } : {}), ...(change.active === undefined ? {} : { active: change.active }) };
  const changes = Object.keys(values).length > 0;
  return db.transaction().execute(async (tx) => {
    const row = changes
      ? await tx.updateTable('staff_accounts').set(values).where('id', '=', id).returning(MEMBER_COLUMNS).executeTakeFirst()
      : await tx.selectFrom('staff_accounts').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    if (changes) await tx.deleteFrom('staff_sessions').where('staff_id', '=', id).execute();
    await recordStaffAction(tx, { staffId: recordedBy.staffId, action: 'STAFF_UPDATED', targetKind: 'STAFF', targetId: id, params: { ...change }, at: recordedBy.at });
    return toMember(row);
  });
}

export async function createStaffSession(db: Db, staffId: string, csrfToken: string, now: Date): Promise<string> {
  const id = randomToken();
  await db
    .insertInto('staff_sessions')
    .values({ id_hash: sha256(id), staff_id: staffId, csrf_hash: sha256(csrfToken), created_at: now, last_seen_at: now })
    .execute();
  return id;
}

export async function findStaffSession(db: Db, cookieValue: string): Promise<StoredStaffSession | undefined> {
  const idHash = sha256(cookieValue);
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
    .select(['s.staff_id', 's.csrf_hash', 's.created_at', 's.last_seen_at', 'a.email', 'a.full_name', 'a.role', 'a.active'])
    .where('s.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row || !row.active) return undefined;
  return {
    idHash,
    staffId: row.staff_id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    csrfHash: row.csrf_hash,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
  };
}

export async function touchStaffSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
}

export async function deleteStaffSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
}
