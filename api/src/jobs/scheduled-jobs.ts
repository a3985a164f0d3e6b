/**
 * Scheduled jobs that run once per period across every API instance, never twice at the same time.
 *
 * Each job has one row in `scheduled_jobs` (migration 0025): when it is next due and until when the
 * run in progress holds it. An instance takes a run with one atomic statement that moves the next run
 * a period ahead and sets the lease; PostgreSQL re-checks that statement's condition on the row's
 * newest version after waiting for another claimer's lock, so of N instances asking at once exactly
 * one gets the row back. The period lives in the database, not in each process's timer, so instances
 * started at different times still run each job once per period between them. A run renews its lease
 * while it works; if its instance dies, the lease runs out and another instance takes the job again.
 *
 * Times come from the instance's clock (as the outbox worker's do), not the database's now(): tests
 * drive that clock, and instances' clocks are kept in step by NTP, well inside any period or lease.
 */
import { sql } from 'kysely';
import type { Clock } from '../app-context';
import type { Db } from '../db/database';
import { countJobRun, describeJobSchedule } from '../metrics/jobs';

export interface ScheduledJob {
  /** The job's row: one name, one schedule across every instance. */
  name: string;
  /** One run per this many seconds, counted from the start of the previous run. */
  intervalSeconds: number;
  /** How long a claim holds without being renewed: after an instance dies mid-run, the wait before another takes over. */
  leaseSeconds: number;
}

export interface RunScheduledJobOptions extends ScheduledJob {
  clock?: Clock;
  /** How often a run in progress renews its lease; a third of the lease unless given. */
  leaseRenewalMs?: number;
}

/** A run this instance holds; `startedAt` tells it apart from any later run of the same job. */
export interface ScheduledRunClaim {
  name: string;
  startedAt: Date;
}

const MAX_ERROR_LENGTH = 1000;

function secondsAfter(time: Date, seconds: number): Date {
  return new Date(time.getTime() + seconds * 1000);
}

/**
 * Takes the job's run for the period that is due at `now`, or returns undefined when it is not due or
 * another run holds it. One statement: it creates the job's row the first time (due at once) and
 * otherwise claims the existing row only if it is due and unleased.
 *
 * A next run or lease further ahead than twice its length was not written by a clock in step with this
 * one (a clock that was moved back, or a shortened interval); it is taken as due rather than left to
 * hold the job for days.
 */
export async function claimScheduledRun(db: Db, job: ScheduledJob, now: Date): Promise<ScheduledRunClaim | undefined> {
  const nextRunAt = secondsAfter(now, job.intervalSeconds);
  const leaseUntil = secondsAfter(now, job.leaseSeconds);
  const result = await sql<{ name: string }>`
    INSERT INTO scheduled_jobs AS job (name, next_run_at, lease_until, last_started_at)
    VALUES (${job.name}, ${nextRunAt}, ${leaseUntil}, ${now})
    ON CONFLICT (name) DO UPDATE
      SET next_run_at = excluded.next_run_at, lease_until = excluded.lease_until, last_started_at = excluded.last_started_at
      WHERE (job.next_run_at <= ${now} OR job.next_run_at > ${secondsAfter(now, 2 * job.intervalSeconds)})
        AND (job.lease_until IS NULL OR job.lease_until <= ${now} OR job.lease_until > ${secondsAfter(now, 2 * job.leaseSeconds)})
    RETURNING job.name`.execute(db);
  return result.rows.length > 0 ? { name: job.name, startedAt: now } : undefined;
}

/** Keeps a run in progress leased; does nothing once the run has finished or another run took the job. */
async function renewLease(db: Db, claim: ScheduledRunClaim, leaseSeconds: number, now: Date): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set({ lease_until: secondsAfter(now, leaseSeconds) })
    .where('name', '=', claim.name)
    .where('last_started_at', '=', claim.startedAt)
    .where('lease_until', 'is not', null)
    .execute();
}

/** Releases the lease and records the outcome, unless the job has since been taken by another run. */
async function finishRun(db: Db, claim: ScheduledRunClaim, finishedAt: Date, error: unknown): Promise<void> {
  const lastError = error === undefined ? null : (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
  await db
    .updateTable('scheduled_jobs')
    .set({ lease_until: null, last_finished_at: finishedAt, last_error: lastError })
    .where('name', '=', claim.name)
    .where('last_started_at', '=', claim.startedAt)
    .execute();
}

/**
 * Runs `work` if this instance claims the job's current period; returns whether it ran. A failure of
 * `work` is recorded in the job's row and thrown on to the caller (who logs it); the next period runs
 * as usual.
 */
export async function runScheduledJob(db: Db, options: RunScheduledJobOptions, work: () => Promise<unknown>): Promise<boolean> {
  const clock = options.clock ?? (() => new Date());
  const claim = await claimScheduledRun(db, options, clock());
  if (!claim) return false;

  // A run longer than its lease must not let another instance start the job beside it.
  let renewing: Promise<void> = Promise.resolve();
  const renewal = setInterval(() => {
    // A renewal that fails leaves the lease as it was; the next one tries again.
    renewing = renewing.then(() => renewLease(db, claim, options.leaseSeconds, clock())).catch(() => undefined);
  }, options.leaseRenewalMs ?? (options.leaseSeconds * 1000) / 3);
  renewal.unref();

  let failure: unknown;
  const started = performance.now();
  try {
    await work();
  } catch (error) {
    failure = error ?? new Error('scheduled job failed');
  } finally {
    clearInterval(renewal);
    // A renewal still in flight must land before the release, or it would lease the finished job again.
    await renewing;
  }
  // Counted by the instance that ran it (metrics/jobs.ts); the lag comes from the job's row.
  countJobRun(options.name, failure !== undefined, (performance.now() - started) / 1000);
  await finishRun(db, claim, clock(), failure);
  if (failure !== undefined) throw failure;
  return true;
}

export interface ScheduledJobDefinition extends ScheduledJob {
  work(): Promise<unknown>;
  /** Logged with the error when a run (or its claim) fails. */
  failureMessage: string;
}

export interface ScheduledJobsOptions {
  log: { error(obj: object, msg: string): void };
  clock?: Clock;
  /** How often each job is asked whether it is due; by default 5 s, or the shortest interval if shorter. */
  pollMs?: number;
  leaseRenewalMs?: number;
}

export interface ScheduledJobs {
  /** Stops asking and waits for this instance's runs in progress to finish (their leases are released). */
  stop(): Promise<void>;
}

const DEFAULT_POLL_SECONDS = 5;

/**
 * Asks every job on a short timer whether it is due, and runs it when this instance claims it. A job
 * this instance is already running is not asked again until it finishes (the lease would refuse it anyway).
 */
export function startScheduledJobs(db: Db, jobs: ScheduledJobDefinition[], options: ScheduledJobsOptions): ScheduledJobs {
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  for (const job of jobs) describeJobSchedule(job.name, job.intervalSeconds);

  const tick = () => {
    for (const job of jobs) {
      if (stopped || running.has(job.name)) continue;
      const run = runScheduledJob(db, { ...job, clock: options.clock, leaseRenewalMs: options.leaseRenewalMs }, () => job.work())
        .then(
          () => undefined,
          (error: unknown) => options.log.error({ err: error, job: job.name }, job.failureMessage),
        )
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }
  };

  const pollMs = options.pollMs ?? Math.max(1, Math.min(DEFAULT_POLL_SECONDS, ...jobs.map((job) => job.intervalSeconds))) * 1000;
  const timer = setInterval(tick, pollMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
