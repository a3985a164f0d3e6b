/**
 * The office's changes to staff accounts that are not in src/staff/staff-store.ts: the
 * administrator's reset of an account's second factors and a staff member's new passkey. Each change
 * and its staff audit record are written in one transaction (staff/audit.ts).
 */
import type { Db } from '../../db/database';
import { recordStaffAction } from '../../staff/audit';
import { replaceRecoveryCodes, resetFactors, savePasskey } from '../../staff/second-factor/factor-store';
import type { StoredPasskey } from '../../staff/second-factor/passkeys';

export async function staffAccountExists(db: Db, staffId: string): Promise<boolean> {
  const row = await db.selectFrom('staff_accounts').select('id').where('id', '=', staffId).executeTakeFirst();
  return row !== undefined;
}

/** The administrator `adminId` removes every factor, session and pending sign-in of the account (resetFactors). */
export async function resetSecondFactors(db: Db, staffId: string, adminId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await resetFactors(tx, staffId);
    await recordStaffAction(tx, { staffId: adminId, action: 'STAFF_SECOND_FACTOR_RESET', targetKind: 'STAFF', targetId: staffId, at: now });
  });
}

/** A signed-in staff member's additional passkey, already verified. */
export async function addOwnPasskey(db: Db, staffId: string, passkey: StoredPasskey, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await savePasskey(tx, staffId, passkey, now);
    await recordStaffAction(tx, { staffId, action: 'PASSKEY_ADDED', targetKind: 'STAFF', targetId: staffId, at: now });
  });
}

/** A signed-in staff member's new recovery codes (the old ones stop working), shown once. */
export function replaceOwnRecoveryCodes(db: Db, staffId: string, now: Date): Promise<string[]> {
  return replaceRecoveryCodes(db, staffId, now, (tx) => recordStaffAction(tx, { staffId, action: 'RECOVERY_CODES_REPLACED', targetKind: 'STAFF', targetId: staffId, at: now }));
}
