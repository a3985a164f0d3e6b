/**
 * Guess and request limits kept in the database, so reloading a page or reaching another API
 * instance buys nothing. Each limit is a fixed window per subject (a client address, an e-mail
 * address, an application number): the first hit opens a window of `windowSeconds`, and once more
 * than `max` hits fall in it further attempts are refused until it ends.
 *
 * The counter is taken before the work is done ("reserve"), in one atomic upsert, so parallel
 * requests cannot slip past the limit between a check and a write. Limits that count only failures
 * give the hit back (`release`) when the attempt turns out to be a success.
 *
 * This is the general form of the sign-in throttle (sign-in-throttle.ts), which keeps its
 * own table and its growing-lock rules.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface AttemptLimit {
  /** Part of the stored key; unique per limit. */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface Reservation {
  key: string;
  /** Hits in the current window, this one included. */
  hits: number;
  /** 0 when the attempt may go ahead; otherwise the seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

const keyOf = (limit: AttemptLimit, subject: string) => `${limit.name}:${subject}`;

/** Counts one attempt against a limit and says whether it is allowed. */
export async function reserveAttempt(db: Db, limit: AttemptLimit, subject: string, now: Date): Promise<Reservation> {
  const key = keyOf(limit, subject);
  const windowEnds = new Date(now.getTime() + limit.windowSeconds * 1000);
  const ended = sql<boolean>`attempt_counters.window_ends_at <= ${now}`;
  const row = await db
    .insertInto('attempt_counters')
    .values({ key, hits: 1, window_started_at: now, window_ends_at: windowEnds })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN ${ended} THEN 1 ELSE attempt_counters.hits + 1 END`,
        window_started_at: sql<Date>`CASE WHEN ${ended} THEN ${now} ELSE attempt_counters.window_started_at END`,
        window_ends_at: sql<Date>`CASE WHEN ${ended} THEN ${windowEnds} ELSE attempt_counters.window_ends_at END`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  const retryAfterSeconds = row.hits > limit.max ? secondsUntil(new Date(row.window_ends_at), now) : 0;
  return { key, hits: row.hits, retryAfterSeconds };
}

/** Gives back a reserved hit (the attempt succeeded and only failures count). */
export async function releaseAttempt(db: Db, reservation: Pick<Reservation, 'key'>): Promise<void> {
  await db
    .updateTable('attempt_counters')
    .set({ hits: sql<number>`hits - 1` })
    .where('key', '=', reservation.key)
    .where('hits', '>', 0)
    .execute();
}

/**
 * Counts one attempt against each limit (a limit and its subject). Over any of them, the others are
 * given back (a refused attempt uses nothing up) and the longest wait is answered; otherwise 0 and
 * the reservations, so a success can give back those that count only failures.
 */
export async function reserveAttempts(db: Db, checks: ReadonlyArray<readonly [AttemptLimit, string]>, now: Date): Promise<{ retryAfterSeconds: number; reservations: Reservation[] }> {
  const reservations: Reservation[] = [];
  for (const [limit, subject] of checks) reservations.push(await reserveAttempt(db, limit, subject, now));
  const retryAfterSeconds = Math.max(0, ...reservations.map((reservation) => reservation.retryAfterSeconds));
  if (retryAfterSeconds > 0) {
    await Promise.all(reservations.filter((reservation) => reservation.retryAfterSeconds === 0).map((reservation) => releaseAttempt(db, reservation)));
  }
  return { retryAfterSeconds, reservations };
}

/** Housekeeping: windows that have ended are the same as no row. */
export async function deleteEndedAttemptWindows(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('attempt_counters').where('window_ends_at', '<=', now).execute();
}

function secondsUntil(later: Date, now: Date): number {
  const seconds = Math.ceil((later.getTime() - now.getTime()) / 1000);
  return seconds > 0 ? seconds : 0;
}
