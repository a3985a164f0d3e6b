/**
 * Slows down password and PIN guessing. Counters live in the database so every API instance sees
 * the same numbers.
 *
 * - Per account (system + application number, or lower-cased e-mail): after 3 failures each further
 *   failure locks the account key for 2^(failures-3) seconds, capped at 15 minutes; failures are
 *   forgotten 15 minutes after the last one, and a successful sign-in clears them. So nobody can keep
 *   a real applicant out for more than 15 minutes at a time.
 * - Per client address: a looser fixed window (30 failures per 15 minutes) against spraying many
 *   accounts from one place.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export const THROTTLE = {
  freeAccountFailures: 3,
  maxLockSeconds: 15 * 60,
  forgetAfterSeconds: 15 * 60,
  addressMaxFailures: 30,
  addressWindowSeconds: 15 * 60,
} as const;

export interface ThrottleKeys {
  account: string;
  address: string;
}

export const accountKeyForPin = (system: string, applicationNumber: string) => `pin:${system}:${applicationNumber}`;
export const accountKeyForEmail = (email: string) => `email:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

const secondsBetween = (later: Date, earlier: Date) => (later.getTime() - earlier.getTime()) / 1000;
const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

export interface ThrottleState {
  /** Seconds the caller must wait before trying again, or 0 when a sign-in attempt may go ahead. */
  waitSeconds: number;
  /** Whether the account has failures on record (so a success has something to clear). */
  accountHasFailures: boolean;
}

export async function throttleState(db: Db, keys: ThrottleKeys, now: Date): Promise<ThrottleState> {
  const rows = await db
    .selectFrom('login_throttle')
    .select(['key', 'failures', 'first_failure_at', 'locked_until'])
    .where('key', 'in', [keys.account, keys.address])
    .execute();
  let wait = 0;
  let accountHasFailures = false;
  for (const row of rows) {
    if (row.key === keys.account) accountHasFailures = true;
    if (row.key === keys.account && row.locked_until) {
      wait = Math.max(wait, secondsBetween(new Date(row.locked_until), now));
    }
    if (row.key === keys.address && row.failures >= THROTTLE.addressMaxFailures) {
      const windowEnds = addSeconds(new Date(row.first_failure_at), THROTTLE.addressWindowSeconds);
      wait = Math.max(wait, secondsBetween(windowEnds, now));
    }
  }
  return { waitSeconds: wait > 0 ? Math.ceil(wait) : 0, accountHasFailures };
}

/**
 * Counts one failure. `resetColumn` says when an old count is forgotten: the account counter
 * 15 minutes after its last failure, the address counter in fixed 15-minute windows.
 */
async function countFailure(db: Db, key: string, resetColumn: 'last_failure_at' | 'first_failure_at', forgetBefore: Date, now: Date) {
  const stale = sql<boolean>`login_throttle.${sql.ref(resetColumn)} < ${forgetBefore}`;
  const row = await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, first_failure_at: now, last_failure_at: now, locked_until: null })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        failures: sql<number>`CASE WHEN ${stale} THEN 1 ELSE login_throttle.failures + 1 END`,
        first_failure_at: sql<Date>`CASE WHEN ${stale} THEN ${now} ELSE login_throttle.first_failure_at END`,
        locked_until: sql<Date | null>`CASE WHEN ${stale} THEN NULL ELSE login_throttle.locked_until END`,
        last_failure_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function recordFailure(db: Db, keys: ThrottleKeys, now: Date): Promise<void> {
  const forgetBefore = addSeconds(now, -THROTTLE.forgetAfterSeconds);
  const failures = await countFailure(db, keys.account, 'last_failure_at', forgetBefore, now);
  if (failures >= THROTTLE.freeAccountFailures) {
    const lockSeconds = Math.min(2 ** (failures - THROTTLE.freeAccountFailures), THROTTLE.maxLockSeconds);
    await db
      .updateTable('login_throttle')
      .set({ locked_until: addSeconds(now, lockSeconds) })
      .where('key', '=', keys.account)
      .execute();
  }
  await countFailure(db, keys.address, 'first_failure_at', addSeconds(now, -THROTTLE.addressWindowSeconds), now);
}

export async function clearAccountFailures(db: Db, accountKey: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', accountKey).execute();
}

/** Housekeeping: rows nobody needs any more (no lock pending, nothing left to remember). */
export async function deleteStaleThrottleRows(db: Db, now: Date): Promise<void> {
  const forgetBefore = addSeconds(now, -Math.max(THROTTLE.forgetAfterSeconds, THROTTLE.addressWindowSeconds));
  await db
    .deleteFrom('login_throttle')
    .where('last_failure_at', '<', forgetBefore)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
}
