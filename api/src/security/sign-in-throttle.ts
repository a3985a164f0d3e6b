/**
 * Limits on guessing PINs and passwords that a stranger cannot turn against the applicant
 * (NIST SP 800-63B 5.2.2). Counters live in the database so every API instance sees the same numbers.
 *
 * A "client" is a browser that has signed in to the account before (the device cookie), or else the
 * client address (behind a load balancer, the one TRUST_PROXY lets it name).
 *
 * 1. Per account AND client, growing delays: after 5 failures each further failure makes that client
 *    wait 1 s, 2 s, 4 s … at most 15 minutes, remembered for a day after its last failure. A stranger's
 *    failures slow the stranger, never the applicant's own browser or network.
 * 2. Per account, from clients it does not recognise: at most 100 failures a day. Beyond that, new
 *    browsers and networks are refused for the rest of the day, while recognised ones (that proved
 *    the secret before) are still only slowed by their own mistakes; a PIN reset lifts the pause.
 *    This bounds what any number of attacking addresses can try: 100 guesses per account per day.
 * 3. Per unrecognised address, across accounts: at most 100 failures in 15 minutes (spraying one
 *    common PIN over many accounts).
 *
 * Every attempt is counted BEFORE the secret is checked, in one atomic statement, so parallel
 * requests cannot slip past a limit; a correct secret gives the count back.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { releaseAttempt, reserveAttempt, type AttemptLimit, type Reservation } from './attempt-limits';
import { randomToken, sha256 } from './tokens';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export const SIGN_IN_LIMITS = {
  freeFailuresPerClient: 5,
  maxDelaySeconds: 15 * MINUTE,
  rememberClientFailuresSeconds: DAY,
  unrecognisedPerAccount: { name: 'sign-in-new-clients', max: 100, windowSeconds: DAY },
  unrecognisedPerAddress: { name: 'sign-in-address', max: 100, windowSeconds: 15 * MINUTE },
  recogniseDeviceSeconds: 180 * DAY,
  recogniseAddressSeconds: 30 * DAY,
} as const satisfies Record<string, number | AttemptLimit>;

export const accountKeyForPin = (system: string, applicationNumber: string) => `pin:${system}:${applicationNumber}`;
export const accountKeyForEmail = (email: string) => `email:${email.trim().toLowerCase()}`;
/** Staff accounts are counted apart from an applicant's e-mail account at the same address. */
export const accountKeyForStaff = (email: string) => `staff:${email.trim().toLowerCase()}`;
/** A staff account's second factor (issue 31), counted apart from its password. */
export const accountKeyForStaffSecondFactor = (staffId: string) => `staff-second-factor:${staffId}`;
const addressClientKey = (address: string) => `ip:${address}`;
const deviceClientKey = (deviceToken: string) => `device:${sha256(deviceToken)}`;
const clientThrottleKey = (accountKey: string, clientKey: string) => `${accountKey}|${clientKey}`;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface SignInClient {
  accountKey: string;
  /** The client's address as the server sees it (after TRUST_PROXY). */
  address: string;
  /** The device cookie's value, if the browser sent one. */
  deviceToken: string | undefined;
}

/** Why an attempt may not go ahead now, and for how long. */
export type SignInRefusal = { refused: 'slow-down' | 'new-clients-paused'; waitSeconds: number };

/** An attempt that was counted and may check the secret. */
export interface SignInAttempt {
  refused: false;
  accountKey: string;
  recognised: boolean;
  /** The per-account-and-client counter this attempt added to. */
  throttleKey: string;
  /** Fixed-window counters (unrecognised clients only) to give back on success. */
  reservations: Reservation[];
}

const secondsUntil = (later: Date, now: Date) => Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));

/** Which of the client's identities the account recognises (the device first), if any. */
async function recognisedClientKey(db: Db, client: SignInClient, now: Date): Promise<string | undefined> {
  const device = client.deviceToken && DEVICE_TOKEN.test(client.deviceToken) ? deviceClientKey(client.deviceToken) : undefined;
  const candidates = [device, addressClientKey(client.address)].filter((key): key is string => key !== undefined);
  const rows = await db
    .selectFrom('recognised_sign_in_clients')
    .select('client_key')
    .where('account_key', '=', client.accountKey)
    .where('client_key', 'in', candidates)
    .where('expires_at', '>', now)
    .execute();
  const known = new Set(rows.map((row) => row.client_key));
  return candidates.find((key) => known.has(key));
}

/**
 * Counts one attempt for this account and client, assuming it will fail: the delay that a failure
 * earns is set now, so a parallel attempt already has to wait. Returns the wait when the client is
 * still waiting from earlier failures (then nothing is counted).
 */
async function reserveClientAttempt(db: Db, key: string, now: Date): Promise<{ waitSeconds: number }> {
  const { freeFailuresPerClient: free, maxDelaySeconds, rememberClientFailuresSeconds } = SIGN_IN_LIMITS;
  const forgetBefore = new Date(now.getTime() - rememberClientFailuresSeconds * 1000);
  const stale = sql<boolean>`login_throttle.last_failure_at < ${forgetBefore}`;
  const failures = sql<number>`CASE WHEN ${stale} THEN 1 ELSE login_throttle.failures + 1 END`;
  const delayUntil = (count: unknown) =>
    sql<Date | null>`CASE WHEN ${count} >= ${free}
      THEN CAST(${now} AS timestamptz) + make_interval(secs => LEAST(${maxDelaySeconds}, power(2, ${count} - ${free})))
      ELSE NULL END`;
  const counted = await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, first_failure_at: now, last_failure_at: now, locked_until: null })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({
          failures,
          first_failure_at: sql<Date>`CASE WHEN ${stale} THEN ${now} ELSE login_throttle.first_failure_at END`,
          last_failure_at: now,
          locked_until: delayUntil(failures),
        })
        .where((eb) => eb.or([eb('login_throttle.locked_until', 'is', null), eb('login_throttle.locked_until', '<=', now)])),
    )
    .returning('failures')
    .executeTakeFirst();
  if (counted) return { waitSeconds: 0 };
  const row = await db.selectFrom('login_throttle').select('locked_until').where('key', '=', key).executeTakeFirst();
  return { waitSeconds: row?.locked_until ? secondsUntil(new Date(row.locked_until), now) : 1 };
}

/** Counts a sign-in attempt against every limit that applies, or says why it must wait. */
export async function beginSignIn(db: Db, client: SignInClient, now: Date): Promise<SignInAttempt | SignInRefusal> {
  const recognisedKey = await recognisedClientKey(db, client, now);
  const reservations: Reservation[] = [];
  if (!recognisedKey) {
    const perAccount = await reserveAttempt(db, SIGN_IN_LIMITS.unrecognisedPerAccount, client.accountKey, now);
    const perAddress = await reserveAttempt(db, SIGN_IN_LIMITS.unrecognisedPerAddress, client.address, now);
    reservations.push(perAccount, perAddress);
    const refusal: SignInRefusal | undefined =
      perAccount.retryAfterSeconds > 0
        ? { refused: 'new-clients-paused', waitSeconds: perAccount.retryAfterSeconds }
        : perAddress.retryAfterSeconds > 0
          ? { refused: 'slow-down', waitSeconds: perAddress.retryAfterSeconds }
          : undefined;
    if (refusal) {
      // A refused attempt checks nothing, so it uses up nothing.
      await Promise.all(reservations.map((reservation) => releaseAttempt(db, reservation)));
      return refusal;
    }
  }
  const throttleKey = clientThrottleKey(client.accountKey, recognisedKey ?? addressClientKey(client.address));
  const { waitSeconds } = await reserveClientAttempt(db, throttleKey, now);
  if (waitSeconds > 0) {
    await Promise.all(reservations.map((reservation) => releaseAttempt(db, reservation)));
    return { refused: 'slow-down', waitSeconds };
  }
  return { refused: false, accountKey: client.accountKey, recognised: recognisedKey !== undefined, throttleKey, reservations };
}

/**
 * The secret was right: give the counts back and remember this browser and address for the account.
 * Returns the device cookie value to (re)set.
 */
export async function signInSucceeded(db: Db, attempt: SignInAttempt, client: SignInClient, now: Date): Promise<string> {
  const deviceToken = client.deviceToken && DEVICE_TOKEN.test(client.deviceToken) ? client.deviceToken : randomToken();
  await db.deleteFrom('login_throttle').where('key', '=', attempt.throttleKey).execute();
  await Promise.all(attempt.reservations.map((reservation) => releaseAttempt(db, reservation)));
  const remember = (clientKey: string, forSeconds: number) => ({
    account_key: client.accountKey,
    client_key: clientKey,
    last_success_at: now,
    expires_at: new Date(now.getTime() + forSeconds * 1000),
  });
  const rows = [
    remember(deviceClientKey(deviceToken), SIGN_IN_LIMITS.recogniseDeviceSeconds),
    remember(addressClientKey(client.address), SIGN_IN_LIMITS.recogniseAddressSeconds),
  ];
  await db
    .insertInto('recognised_sign_in_clients')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['account_key', 'client_key']).doUpdateSet((eb) => ({
        last_success_at: eb.ref('excluded.last_success_at'),
        expires_at: eb.ref('excluded.expires_at'),
      })),
    )
    .execute();
  return deviceToken;
}

/**
 * After a PIN reset the applicant has proved who they are another way: every delay and pause on the
 * account is lifted, so the new PIN works at once from anywhere.
 */
export async function forgetSignInFailures(db: Db, accountKey: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', 'like', `${escapeLike(accountKey)}|%`).execute();
  await db.deleteFrom('attempt_counters').where('key', '=', `${SIGN_IN_LIMITS.unrecognisedPerAccount.name}:${accountKey}`).execute();
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Housekeeping: counters nobody needs any more, and recognitions that have lapsed. */
export async function deleteStaleThrottleRows(db: Db, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - SIGN_IN_LIMITS.rememberClientFailuresSeconds * 1000);
  await db
    .deleteFrom('login_throttle')
    .where('last_failure_at', '<', forgetBefore)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
  await db.deleteFrom('recognised_sign_in_clients').where('expires_at', '<=', now).execute();
}
