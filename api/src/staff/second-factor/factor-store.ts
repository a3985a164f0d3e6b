/**
 * Data access for staff second factors (issue 31): passkeys, the authenticator app's secret,
 * recovery codes (Argon2id hashes, deleted when used) and the pending sign-in between the password
 * and the second factor. Every "use once" rule is one conditional statement, so two requests sent
 * at the same moment cannot both succeed.
 */
import { randomInt } from 'node:crypto';
import type { StaffFactor, StaffOwnFactors } from '@portal/contracts/office/staff';
import type { Db } from '../../db/database';
import { STAFF_PENDING_SECONDS } from '../../http/cookies';
import { hashSecret, verifySecret } from '../../security/passwords';
import { randomToken, sha256 } from '../../security/tokens';
import type { StoredPasskey } from './passkeys';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper is read back right. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** How long a pending sign-in lasts: enough to find a phone and scan a QR code (the cookie's life too). */
export const PENDING_SIGN_IN_SECONDS = STAFF_PENDING_SECONDS;

export interface PendingSignIn {
  idHash: string;
  staffId: string;
  email: string;
  fullName: string;
  csrfHash: string;
  offeredTotpSecret: string | null;
  expiresAt: Date;
}

// ---- which factors an account has

export async function factorsOf(db: Db, staffId: string): Promise<StaffFactor[]> {
  const [passkey, totp, recovery] = await Promise.all([
    db.selectFrom('staff_passkeys').select('credential_id').where('staff_id', '=', staffId).executeTakeFirst(),
    db.selectFrom('staff_totp').select('staff_id').where('staff_id', '=', staffId).executeTakeFirst(),
    db.selectFrom('staff_recovery_codes').select('id').where('staff_id', '=', staffId).executeTakeFirst(),
  ]);
  return [...(passkey ? ['PASSKEY' as const] : []), ...(totp ? ['TOTP' as const] : []), ...(recovery ? ['RECOVERY_CODE' as const] : [])];
}

/** Enrolled means a passkey or an app: recovery codes alone are a way back in, not a factor to keep. */
export const isEnrolled = (factors: StaffFactor[]) => factors.includes('PASSKEY') || factors.includes('TOTP');

export async function ownFactors(db: Db, staffId: string): Promise<StaffOwnFactors> {
  const passkeys = await db.selectFrom('staff_passkeys').select(['credential_id', 'created_at', 'last_used_at']).where('staff_id', '=', staffId).orderBy('created_at').execute();
  const totp = await db.selectFrom('staff_totp').select('staff_id').where('staff_id', '=', staffId).executeTakeFirst();
  const codes = await db.selectFrom('staff_recovery_codes').select((eb) => eb.fn.countAll<string | number>().as('count')).where('staff_id', '=', staffId).executeTakeFirstOrThrow();
  return {
    passkeys: passkeys.map((row) => ({
      id: row.credential_id,
      createdAt: new Date(row.created_at).toISOString(),
      lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    })),
    totp: totp !== undefined,
    recoveryCodesLeft: Number(codes.count),
  };
}

/** The administrator's reset (call it in the audit's transaction): every factor, session and pending sign-in of the account goes. */
export async function resetFactors(tx: Db, staffId: string): Promise<void> {
  await tx.deleteFrom('staff_passkeys').where('staff_id', '=', staffId).execute();
  await tx.deleteFrom('staff_totp').where('staff_id', '=', staffId).execute();
  await tx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await tx.deleteFrom('staff_pending_sign_ins').where('staff_id', '=', staffId).execute();
  await tx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}

// ---- the pending sign-in

export async function createPendingSignIn(db: Db, staffId: string, csrfToken: string, now: Date): Promise<string> {
  const id = randomToken();
  await db
    .insertInto('staff_pending_sign_ins')
    .values({
      id_hash: sha256(id),
      staff_id: staffId,
      csrf_hash: sha256(csrfToken),
      challenge: null,
      challenge_expires_at: null,
      offered_totp_secret: null,
      created_at: now,
      expires_at: new Date(now.getTime() + PENDING_SIGN_IN_SECONDS * 1000),
    })
    .execute();
  return id;
}

/** The pending sign-in a cookie names, if it has not expired and its account may still sign in. */
export async function findPendingSignIn(db: Db, cookieValue: string, now: Date): Promise<PendingSignIn | undefined> {
  const idHash = sha256(cookieValue);
  const row = await db
    .selectFrom('staff_pending_sign_ins as p')
    .innerJoin('staff_accounts as a', 'a.id', 'p.staff_id')
    .select(['p.staff_id', 'p.csrf_hash', 'p.offered_totp_secret', 'p.expires_at', 'a.email', 'a.full_name'])
    .where('p.id_hash', '=', idHash)
    .where('p.expires_at', '>', now)
    .where('a.active', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    idHash,
    staffId: row.staff_id,
    email: row.email,
    fullName: row.full_name,
    csrfHash: row.csrf_hash,
    offeredTotpSecret: row.offered_totp_secret,
    expiresAt: new Date(row.expires_at),
  };
}

export async function deletePendingSignIn(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('staff_pending_sign_ins').where('id_hash', '=', idHash).execute();
}

/** Takes the pending sign-in (deletes it) so it completes once; false when it was already taken. */
export async function takePendingSignIn(db: Db, idHash: string): Promise<boolean> {
  const taken = await db.deleteFrom('staff_pending_sign_ins').where('id_hash', '=', idHash).returning('id_hash').executeTakeFirst();
  return taken !== undefined;
}

export async function setChallenge(db: Db, idHash: string, challenge: string, expiresAt: Date): Promise<void> {
  await db.updateTable('staff_pending_sign_ins').set({ challenge, challenge_expires_at: expiresAt }).where('id_hash', '=', idHash).execute();
}

/** The challenge handed out last, taken (cleared) so no second response can answer it; undefined if none or expired. */
export async function takeChallenge(db: Db, idHash: string, now: Date): Promise<string | undefined> {
  const row = await db.selectFrom('staff_pending_sign_ins').select(['challenge', 'challenge_expires_at']).where('id_hash', '=', idHash).executeTakeFirst();
  if (!row?.challenge) return undefined;
  const taken = await db
    .updateTable('staff_pending_sign_ins')
    .set({ challenge: null, challenge_expires_at: null })
    .where('id_hash', '=', idHash)
    .where('challenge', '=', row.challenge)
    .returning('id_hash')
    .executeTakeFirst();
  const fresh = row.challenge_expires_at !== null && new Date(row.challenge_expires_at).getTime() > now.getTime();
  return taken && fresh ? row.challenge : undefined;
}

/** The same for a signed-in member adding a passkey: the challenge lives on their session. */
export async function setSessionChallenge(db: Db, sessionIdHash: string, challenge: string, expiresAt: Date): Promise<void> {
  await db.updateTable('staff_sessions').set({ passkey_challenge: challenge, passkey_challenge_expires_at: expiresAt }).where('id_hash', '=', sessionIdHash).execute();
}

export async function takeSessionChallenge(db: Db, sessionIdHash: string, now: Date): Promise<string | undefined> {
  const row = await db.selectFrom('staff_sessions').select(['passkey_challenge', 'passkey_challenge_expires_at']).where('id_hash', '=', sessionIdHash).executeTakeFirst();
  if (!row?.passkey_challenge) return undefined;
  const taken = await db
    .updateTable('staff_sessions')
    .set({ passkey_challenge: null, passkey_challenge_expires_at: null })
    .where('id_hash', '=', sessionIdHash)
    .where('passkey_challenge', '=', row.passkey_challenge)
    .returning('id_hash')
    .executeTakeFirst();
  const fresh = row.passkey_challenge_expires_at !== null && new Date(row.passkey_challenge_expires_at).getTime() > now.getTime();
  return taken && fresh ? row.passkey_challenge : undefined;
}

/** A passkey whose credential id is already stored (for any account): never stored twice. */
export async function isKnownPasskey(db: Db, credentialId: string): Promise<boolean> {
  return (await db.selectFrom('staff_passkeys').select('credential_id').where('credential_id', '=', credentialId).executeTakeFirst()) !== undefined;
}

export async function offerTotpSecret(db: Db, idHash: string, secret: string): Promise<void> {
  await db.updateTable('staff_pending_sign_ins').set({ offered_totp_secret: secret }).where('id_hash', '=', idHash).execute();
}

export async function deleteExpiredPendingSignIns(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('staff_pending_sign_ins').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- TOTP

export async function totpSecretOf(db: Db, staffId: string): Promise<string | undefined> {
  return (await db.selectFrom('staff_totp').select('secret').where('staff_id', '=', staffId).executeTakeFirst())?.secret;
}

/**
 * Records that a code of this time step was used; false when this step (or a later one) already
 * was, i.e. the code is a replay.
 */
export async function useTotpStep(db: Db, staffId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('staff_totp')
    .set({ last_used_step: step })
    .where('staff_id', '=', staffId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('staff_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Enrols the app (replacing one there was), the confirming code's step already used (null: none yet, as in the demo seed). */
export async function saveTotp(db: Db, staffId: string, secret: string, usedStep: number | null, now: Date): Promise<void> {
  await db
    .insertInto('staff_totp')
    .values({ staff_id: staffId, secret, last_used_step: usedStep, created_at: now })
    .onConflict((conflict) => conflict.column('staff_id').doUpdateSet({ secret, last_used_step: usedStep, created_at: now }))
    .execute();
}

// ---- passkeys

export async function passkeysOf(db: Db, staffId: string): Promise<StoredPasskey[]> {
  const rows = await db.selectFrom('staff_passkeys').select(['credential_id', 'public_key', 'counter', 'transports']).where('staff_id', '=', staffId).execute();
  return rows.map((row) => ({ credentialId: row.credential_id, publicKey: row.public_key, counter: Number(row.counter), transports: row.transports }));
}

export async function savePasskey(db: Db, staffId: string, passkey: StoredPasskey, now: Date): Promise<void> {
  await db
    .insertInto('staff_passkeys')
    .values({
      credential_id: passkey.credentialId,
      staff_id: staffId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      created_at: now,
    })
    .execute();
}

/**
 * Moves the signature counter on; false if another sign-in with the same counter got there first
 * (a cloned authenticator, or the same response sent twice).
 */
export async function passkeyUsed(db: Db, passkey: StoredPasskey, newCounter: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('staff_passkeys')
    .set({ counter: newCounter, last_used_at: now })
    .where('credential_id', '=', passkey.credentialId)
    .where('counter', '=', passkey.counter)
    .returning('credential_id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---- recovery codes

const newRecoveryCode = () => {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
/** As stored and compared: lower case, without the dash. */
export const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();

/**
 * Ten new codes, replacing any the account had; returns them for showing this once. `alsoWrite` is
 * written in the same transaction (the staff audit's record of a replacement the staff member asked for).
 */
export async function replaceRecoveryCodes(db: Db, staffId: string, now: Date, alsoWrite?: (tx: Db) => Promise<void>): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashSecret(normaliseRecoveryCode(code))));
  await db.transaction().execute(async (tx) => {
    await alsoWrite?.(tx);
    await tx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
    await tx
      .insertInto('staff_recovery_codes')
      .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash, created_at: now })))
      .execute();
  });
  return codes;
}

/** Uses up the matching code: true only for the one request that deleted it. */
export async function useRecoveryCode(db: Db, staffId: string, code: string): Promise<boolean> {
  const rows = await db.selectFrom('staff_recovery_codes').select(['id', 'code_hash']).where('staff_id', '=', staffId).execute();
  for (const row of rows) {
    if (await verifySecret(row.code_hash, normaliseRecoveryCode(code))) {
      const deleted = await db.deleteFrom('staff_recovery_codes').where('id', '=', row.id).returning('id').executeTakeFirst();
      return deleted !== undefined;
    }
  }
  // With none left it still takes a check's time.
  if (rows.length === 0) await verifySecret(undefined, code);
  return false;
}
