/** Data access for server-side sessions. Only the SHA-256 of the cookie value is ever stored. */
import type { Principal } from '@portal/contracts/api';
import type { Language } from '@portal/contracts/languages';
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
  /** The signed-in person's chosen language; null when never chosen. */
  language: Language | null;
  /**
   * SHA-256 of the anti-forgery token issued with this session (null: a session from before it
   * existed; undefined: not read, as for requests that change nothing).
   */
  csrfHash?: string | null;
}

export type NewSession =
  | { kind: 'application'; applicationId: string; system: SystemId; subCategory: string }
  | { kind: 'account'; accountId: string; system: SystemId; subCategory: string }
  /**
   * Signed in with the national identity service: the applicant with that NRIC, following one of
   * their applications (null: none yet), and when the service vouched for them. A social sign-in
   * is an applicant's session too, but nothing vouched for who they are: verifiedAt null.
   */
  | { kind: 'identity'; applicantId: string; applicationId: string | null; system: SystemId; subCategory: string; verifiedAt: Date | null };

/** Who the new session belongs to, read once at sign-in so every later request needs no join. */
async function principalOf(db: Db, session: NewSession): Promise<{ principal: Principal; applicantId: string | null; language: Language | null }> {
  if (session.kind === 'identity') {
    const owner = await db.selectFrom('applicants').select(['full_name', 'language']).where('id', '=', session.applicantId).executeTakeFirstOrThrow();
    const application = session.applicationId
      ? await db.selectFrom('applications').select('application_number').where('id', '=', session.applicationId).executeTakeFirstOrThrow()
      : undefined;
    return {
      principal: { kind: 'identity', name: owner.full_name, ...(application ? { applicationNumber: application.application_number } : {}) },
      applicantId: session.applicantId,
      language: owner.language,
    };
  }
  if (session.kind === 'application') {
    const row = await db
      .selectFrom('applications as app')
      .innerJoin('applicants as owner', 'owner.id', 'app.applicant_id')
      .select(['app.application_number', 'app.applicant_id', 'owner.full_name', 'owner.language'])
      .where('app.id', '=', session.applicationId)
      .executeTakeFirstOrThrow();
    return {
      principal: { kind: 'application', applicationNumber: row.application_number, name: row.full_name },
      applicantId: row.applicant_id,
      language: row.language,
    };
  }
  const row = await db
    .selectFrom('accounts')
    .select(['email', 'first_name', 'last_name', 'applicant_id', 'language'])
    .where('id', '=', session.accountId)
    .executeTakeFirstOrThrow();
  return {
    principal: { kind: 'account', email: row.email, name: `${row.first_name} ${row.last_name}`.trim() },
    applicantId: row.applicant_id,
    language: row.language,
  };
}

/**
 * Creates a session bound to the anti-forgery token issued with it, and returns the cookie value
 * (the only place the raw id exists).
 */
export async function createSession(db: Db, session: NewSession, csrfToken: string, now: Date): Promise<string> {
  const id = randomToken();
  const { principal, applicantId, language } = await principalOf(db, session);
  await db
    .insertInto('sessions')
    .values({
      id_hash: sha256(id),
      application_id: session.kind === 'application' ? session.applicationId : null,
      account_id: session.kind === 'account' ? session.accountId : null,
      system: session.system,
      sub_category: session.subCategory,
      principal: JSON.stringify(principal),
      applicant_id: applicantId,
      created_at: now,
      last_seen_at: now,
      csrf_hash: sha256(csrfToken),
      language,
      identity_verified_at: session.kind === 'identity' ? session.verifiedAt : null,
      // Followed as if chosen with Switch application: deleting that draft leaves the session alive.
      chosen_application_id: session.kind === 'identity' ? session.applicationId : null,
    })
    .execute();
  return id;
}

const SESSION_COLUMNS = [
  'application_id',
  'account_id',
  'applicant_id',
  'principal',
  'system',
  'sub_category',
  'created_at',
  'last_seen_at',
  'language',
] as const;

/**
 * One primary-key read of just the columns a request uses: this runs on every API call, and the
 * embedded database's cost grows with each column it hands back. The anti-forgery hash is read only
 * for requests that change something (`withCsrfHash`), the only ones checked against it.
 */
export async function findSession(db: Db, cookieValue: string, { withCsrfHash = false } = {}): Promise<StoredSession | undefined> {
  const idHash = sha256(cookieValue);
  const row = await db
    .selectFrom('sessions')
    .select(withCsrfHash ? [...SESSION_COLUMNS, 'csrf_hash'] : SESSION_COLUMNS)
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    idHash,
    principal: row.principal,
    applicationId: row.application_id,
    accountId: row.account_id,
    applicantId: row.applicant_id,
    system: row.system as SystemId,
    subCategory: row.sub_category,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
    language: row.language,
    csrfHash: 'csrf_hash' in row ? (row.csrf_hash as string | null) : undefined,
  };
}

/**
 * Records the signed-in person's language: on the application's applicant, or on the account (and
 * on its applicant, when linked: the same person gets the applicant's e-mails), and on every session
 * of theirs so the session info says it without a join.
 */
export async function storeSessionLanguage(db: Db, session: StoredSession, language: Language): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (session.accountId) await tx.updateTable('accounts').set({ language }).where('id', '=', session.accountId).execute();
    if (session.applicantId) await tx.updateTable('applicants').set({ language }).where('id', '=', session.applicantId).execute();
    await tx
      .updateTable('sessions')
      .set({ language })
      .where((eb) =>
        eb.or([
          eb('id_hash', '=', session.idHash),
          ...(session.applicantId ? [eb('applicant_id', '=', session.applicantId)] : []),
          ...(session.accountId ? [eb('account_id', '=', session.accountId)] : []),
        ]),
      )
      .execute();
  });
  session.language = language;
}

/**
 * An account holder became an applicant (started a first application): every session of the account
 * may now see that applicant's records. Run in the same transaction that created the applicant.
 */
export async function linkAccountSessions(db: Db, accountId: string, applicantId: string): Promise<void> {
  await db.updateTable('sessions').set({ applicant_id: applicantId }).where('account_id', '=', accountId).execute();
}

/**
 * When the person behind this session last signed in with the national identity service (null:
 * never in this session). Read only where it matters (the identity-data screen's guard), not with
 * every request.
 */
export async function identityVerifiedAt(db: Db, idHash: string): Promise<Date | null> {
  const row = await db.selectFrom('sessions').select('identity_verified_at').where('id_hash', '=', idHash).executeTakeFirst();
  return row?.identity_verified_at ? new Date(row.identity_verified_at) : null;
}

/** The person behind this session has just proved who they are with the national identity service again. */
export async function markIdentityVerified(db: Db, idHash: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ identity_verified_at: at }).where('id_hash', '=', idHash).execute();
}

/** Ends every session of an e-mail login account (its password changed). Runs in the caller's transaction. */
export async function endAccountSessions(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom('sessions').where('account_id', '=', accountId).execute();
}

export async function touchSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Housekeeping: removes sessions idle longer than the timeout or past their absolute end (they are refused anyway). */
export async function deleteEndedSessions(db: Db, idleBefore: Date, createdBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<', idleBefore), eb('created_at', '<', createdBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
