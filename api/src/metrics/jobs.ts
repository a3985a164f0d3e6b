/**
 * The scheduled jobs (jobs/scheduled-jobs.ts): runs and failures counted by the instance that ran
 * them, and each job's lag read from its row in the database, which every instance shares — so the
 * lag is the same on every instance's page, and the alert takes the largest. The label is
 * `scheduled_job`: Prometheus keeps `job` for the scrape target (portal-api).
 *
 * Lag: how long ago the job's next run fell due without any instance starting it. It stays 0 while
 * runs start on time (claiming a run moves next_run_at a period ahead), and grows when no instance
 * runs the job, or a run hangs holding its lease.
 */
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/database';
import { processCounter, processRegistry } from './registry';

const runs = processCounter('portal_scheduled_job_runs_total', 'Scheduled job runs by this instance, by job and outcome (success, failure)', ['scheduled_job', 'outcome'] as const);

const runSeconds = processCounter('portal_scheduled_job_run_seconds_total', 'Time spent in scheduled job runs by this instance, by job', ['scheduled_job'] as const);

/** Each job's period as this process schedules it, told by startScheduledJobs. */
const intervals = new Gauge({
  name: 'portal_scheduled_job_interval_seconds',
  help: 'The period of each scheduled job: one run per this many seconds across all instances',
  labelNames: ['scheduled_job'] as const,
  registers: [processRegistry],
});

export function countJobRun(job: string, failed: boolean, seconds: number): void {
  runs.inc({ scheduled_job: job, outcome: failed ? 'failure' : 'success' });
  runSeconds.inc({ scheduled_job: job }, seconds);
}

export function describeJobSchedule(job: string, intervalSeconds: number): void {
  intervals.set({ scheduled_job: job }, intervalSeconds);
}

export interface JobFigures {
  job: string;
  lagSeconds: number;
  lastFinishedAt: Date | null;
  lastFailed: boolean;
}

export async function readJobFigures(db: Db, now: Date): Promise<JobFigures[]> {
  const rows = await db.selectFrom('scheduled_jobs').select(['name', 'next_run_at', 'last_finished_at', 'last_error']).execute();
  return rows.map((row) => ({
    job: row.name,
    lagSeconds: Math.max(0, (now.getTime() - new Date(row.next_run_at).getTime()) / 1000),
    lastFinishedAt: row.last_finished_at ? new Date(row.last_finished_at) : null,
    lastFailed: row.last_error !== null,
  }));
}

export function jobGauges(registry: Registry) {
  const lag = new Gauge({ name: 'portal_scheduled_job_lag_seconds', help: 'How long ago the job fell due without a run starting (0: on time)', labelNames: ['scheduled_job'] as const, registers: [registry] });
  const lastFinished = new Gauge({
    name: 'portal_scheduled_job_last_finished_timestamp_seconds',
    help: "When the job's last run finished, on any instance (Unix time)",
    labelNames: ['scheduled_job'] as const,
    registers: [registry],
  });
  const lastFailed = new Gauge({ name: 'portal_scheduled_job_last_run_failed', help: "1 when the job's last run, on any instance, failed", labelNames: ['scheduled_job'] as const, registers: [registry] });
  return {
    set(figures: JobFigures[] | undefined) {
      for (const gauge of [lag, lastFinished, lastFailed]) gauge.reset();
      for (const figure of figures ?? []) {
        lag.set({ scheduled_job: figure.job }, figure.lagSeconds);
        if (figure.lastFinishedAt) lastFinished.set({ scheduled_job: figure.job }, figure.lastFinishedAt.getTime() / 1000);
        lastFailed.set({ scheduled_job: figure.job }, figure.lastFailed ? 1 : 0);
      }
    },
  };
}
