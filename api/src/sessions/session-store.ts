/** Data access for server-side sessions. Only the SHA-256 of the cookie value is ever stored. */
import type { Principal } from '@portal/contracts/api';
import type { SystemId } from '@portal/contracts/systems';
import type { Db } from '../db/database';
import { randomToken, sha256 } from '../security/tokens';

export interface StoredSession {
  idHash: string;
  principal: Principal;
  applicationId: string | null;
  accountId: string | null;
  /** The applicant whose records this session may see; null for an account not yet linked to one. */
  applicantId: string | null;
  system: SystemId;
  subCategory: string;
  createdAt: Date;
  lastSeenAt: Date;
}

export type NewSession =
  | { kind: 'application'; applicationId: string; system: SystemId; subCategory: string }
  | { kind: 'account'; accountId: string; system: SystemId; subCategory: string };

/** Creates a session and returns the cookie value (the only place the raw id exists). */
export async function createSession(db: Db, session: NewSession, now: Date): Promise<string> {
  const id = randomToken();
  await db
    .insertInto('sessions')
    .values({
      id_hash: sha256(id),
      application_id: session.kind === 'application' ? session.applicationId : null,
      account_id: session.kind === 'account' ? session.accountId : null,
      system: session.system,
      sub_category: session.subCategory,
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  return id;
}

/** One indexed read with the principal's display data joined in, so a session check is one query. */
export async function findSession(db: Db, cookieValue: string): Promise<StoredSession | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('applications as app', 'app.id', 's.application_id')
    .leftJoin('applicants as owner', 'owner.id', 'app.applicant_id')
    .leftJoin('accounts as acc', 'acc.id', 's.account_id')
    .select([
      's.id_hash',
      's.application_id',
      's.account_id',
      's.system',
      's.sub_category',
      's.created_at',
      's.last_seen_at',
      'app.application_number',
      'app.applicant_id as application_applicant_id',
      'owner.full_name',
      'acc.email',
      'acc.first_name',
      'acc.last_name',
      'acc.applicant_id as account_applicant_id',
    ])
    .where('s.id_hash', '=', sha256(cookieValue))
    .executeTakeFirst();
  if (!row) return undefined;
  const principal: Principal = row.application_id
    ? { kind: 'application', applicationNumber: row.application_number ?? '', name: row.full_name ?? '' }
    : { kind: 'account', email: row.email ?? '', name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() };
  return {
    idHash: row.id_hash,
    principal,
    applicationId: row.application_id,
    accountId: row.account_id,
    applicantId: row.application_applicant_id ?? row.account_applicant_id ?? null,
    system: row.system as SystemId,
    subCategory: row.sub_category,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
  };
}

export async function touchSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Housekeeping: removes sessions idle longer than the timeout (they are refused anyway). */
export async function deleteIdleSessions(db: Db, idleBefore: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('last_seen_at', '<', idleBefore).executeTakeFirst();
  return Number(result.numDeletedRows);
}
