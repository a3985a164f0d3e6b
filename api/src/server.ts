/**
 * Starts the portal API: validate the config, migrate, seed demo data (not in production), listen,
 * run the outbox worker and the scheduled jobs (housekeeping, offer lapses, surety reminders, payment reconciliation,
 * the admissions dashboard's counts, the retention reports),
 * and shut down gracefully on SIGINT/SIGTERM.
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from './app';
import { isProduction, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { DEMO, seedDemoData } from './db/seed';
import { purgeExpiredMailSecrets } from './mail/outbox';
import { OutboxWorker } from './mail/outbox-worker';
import { deleteStaleThrottleRows } from './security/sign-in-throttle';
import { deleteExpiredPublicRows } from './modules/public';
import { deleteEndedAttemptWindows } from './security/attempt-limits';
import { deleteExpiredFlows, deleteExpiredPendingSocialSignIns } from './modules/auth';
import { deleteExpiredRetrievals } from './modules/applicant';
import { deleteEndedSessions } from './sessions/session-store';
import { deleteExpiredPendingSignIns } from './staff/second-factor/factor-store';
import { webPlugin } from './web/plugin';
import { ADMISSION_DASHBOARD_COUNT_SECONDS, countAdmissionDashboards, lapseOverdueOffers, remindAboutSureties } from './modules/admission';
import { lapseOverdueScholarshipOffers } from './modules/scholarship';
import { lapseOverdueAidPackages } from './modules/financial-aid';
import { reconcilePayments } from './modules/payment';
import { carryOutRetention, prepareRetentionReport, ReportOpenError } from './modules/retention';
import { startScheduledJobs } from './jobs/scheduled-jobs';
import { setSecretHashCost } from './security/passwords';

const HOUSEKEEPING_INTERVAL_SECONDS = 5 * 60;
/**
 * A run renews its lease while it works, so this is not a limit on how long a job may take: it is how
 * long a job waits before another instance takes it over when the instance running it died mid-run.
 */
const JOB_LEASE_SECONDS = 120;

export interface StartServerOptions {
  extraPlugins?: FastifyPluginAsync[];
}

export async function startServer(config: Config, options: StartServerOptions = {}): Promise<FastifyInstance> {
  const db = openDatabase(config);
  // Before the seed, which hashes the demo secrets.
  setSecretHashCost(config.secretHashCost);
  try {
    await migrateToLatest(db);
    if (!isProduction(config)) await seedDemoData(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  // The browser apps are served last, so their catch-all page route never shadows an API route.
  const web: FastifyPluginAsync[] = config.webRoot ? [async (scope) => scope.register(webPlugin, { root: config.webRoot! })] : [];
  const app = await buildApp(config, { db, extraPlugins: [...(options.extraPlugins ?? []), ...web] });
  const worker = new OutboxWorker({ db, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, log: app.log });

  // Each job runs once per period across every API instance on this database, never twice at once
  // (jobs/scheduled-jobs.ts); each job's own function is unchanged.
  const scheduledJobs = startScheduledJobs(
    db,
    [
      // Rows that no request will ever accept again; removing them keeps the tables small. E-mails whose
      // one-time code or link has expired lose their body (and are never sent if still waiting).
      {
        name: 'housekeeping',
        intervalSeconds: HOUSEKEEPING_INTERVAL_SECONDS,
        leaseSeconds: JOB_LEASE_SECONDS,
        failureMessage: 'housekeeping failed',
        work: async () => {
          const now = new Date();
          await Promise.all([
            deleteEndedSessions(db, new Date(now.getTime() - config.sessionIdleSeconds * 1000), new Date(now.getTime() - config.sessionAbsoluteSeconds * 1000)),
            deleteStaleThrottleRows(db, now),
            deleteEndedAttemptWindows(db, now),
            deleteExpiredPublicRows(db, now),
            purgeExpiredMailSecrets(db, now),
            deleteExpiredPendingSocialSignIns(db, now),
            deleteExpiredPendingSignIns(db, now),
            deleteExpiredFlows(db, now),
            deleteExpiredRetrievals(db, now),
          ]);
        },
      },
      // Offers unanswered at their due date lapse (spec 4).
      {
        name: 'admission-offer-lapse',
        intervalSeconds: config.offerLapseCheckSeconds,
        leaseSeconds: JOB_LEASE_SECONDS,
        failureMessage: 'lapsing overdue offers failed',
        work: async () => {
          const numbers = await lapseOverdueOffers(db, new Date(), { publicUrl: config.publicUrl });
          if (numbers.length) app.log.info({ applications: numbers }, 'offers lapsed');
        },
      },
      // Scholarship offers lapse the day after their reply due date (spec 4), on the same schedule.
      {
        name: 'scholarship-offer-lapse',
        intervalSeconds: config.offerLapseCheckSeconds,
        leaseSeconds: JOB_LEASE_SECONDS,
        failureMessage: 'lapsing overdue scholarship offers failed',
        work: async () => {
          const ids = await lapseOverdueScholarshipOffers(db, new Date(), { publicUrl: config.publicUrl });
          if (ids.length) app.log.info({ scholarshipApplications: ids }, 'scholarship offers lapsed');
        },
      },
      // Financial aid packages (bursary offers) lapse the day after their reply due date too.
      {
        name: 'financial-aid-package-lapse',
        intervalSeconds: config.offerLapseCheckSeconds,
        leaseSeconds: JOB_LEASE_SECONDS,
        failureMessage: 'lapsing overdue financial aid packages failed',
        work: async () => {
          const ids = await lapseOverdueAidPackages(db, new Date(), { publicUrl: config.publicUrl });
          if (ids.length) app.log.info({ financialAidApplications: ids }, 'financial aid packages lapsed');
        },
      },
      // The applicant is reminded a week and a day before the tuition grant sureties' reply due date
      // while the two have not both confirmed (issue 34), each reminder once.
      {
        name: 'tuition-grant-surety-reminders',
        intervalSeconds: config.suretyReminderCheckSeconds,
        leaseSeconds: JOB_LEASE_SECONDS,
        failureMessage: 'reminding applicants about tuition grant sureties failed',
        work: async () => {
          const numbers = await remindAboutSureties(db, new Date(), { publicUrl: config.publicUrl });
          if (numbers.length) app.log.info({ applications: numbers }, 'tuition grant surety reminders sent');
        },
      },
      // The admissions dashboard's counts (issue 37): a year's intake is too large to count at every
      // look, so it is counted here each minute and the dashboard says when.
      {
        name: 'admission-dashboard-counts',
        intervalSeconds: ADMISSION_DASHBOARD_COUNT_SECONDS,
        leaseSeconds: JOB_LEASE_SECONDS,
        failureMessage: 'counting the admissions dashboard failed',
        work: () => countAdmissionDashboards(db, new Date()),
      },
      // Personal data kept no longer than its period (issue 38): a report of what is due, each day, for
      // the office administrator to approve (none while one is open, none when nothing is due)…
      {
        name: 'retention-report',
        intervalSeconds: config.retention.reportSeconds,
        leaseSeconds: JOB_LEASE_SECONDS,
        failureMessage: 'preparing the retention report failed',
        work: async () => {
          try {
            const reportId = await prepareRetentionReport(db, config.retention, new Date(), null);
            if (reportId) app.log.info({ retentionReport: reportId }, 'retention report prepared');
          } catch (error) {
            if (!(error instanceof ReportOpenError)) throw error;
          }
        },
      },
      // …and an approved report carried out soon after the approval, batch by batch.
      {
        name: 'retention-removal',
        intervalSeconds: config.retention.removalCheckSeconds,
        leaseSeconds: JOB_LEASE_SECONDS,
        failureMessage: 'carrying out the retention report failed',
        work: async () => {
          const reportId = await carryOutRetention({ db, storage: app.fileStorage, log: app.log, now: () => new Date() });
          if (reportId) app.log.info({ retentionReport: reportId }, 'retention report carried out');
        },
      },
      // Payments left unconfirmed (a closed tab, a lost webhook) are settled by asking the gateway.
      {
        name: 'payment-reconciliation',
        intervalSeconds: config.paymentReconcileSeconds,
        leaseSeconds: JOB_LEASE_SECONDS,
        failureMessage: 'payment reconciliation failed',
        work: async () => {
          const gateway = app.paymentGateway;
          if (!gateway) return;
          const { settled } = await reconcilePayments(db, gateway, { now: new Date(), publicUrl: config.publicUrl }, app.log);
          if (settled) app.log.info({ settled }, 'payments reconciled');
        },
      },
    ],
    { log: app.log },
  );

  app.addHook('onClose', async () => {
    // Runs in progress finish (and release their leases) before the database closes.
    await scheduledJobs.stop();
    await worker.stop();
    await db.destroy();
  });

  await app.listen({ port: config.port, host: config.host });
  worker.start();
  app.log.info({ url: config.publicUrl }, `Undergraduate Applicant Portal listening on ${config.publicUrl}`);
  if (!isProduction(config)) {
    app.log.info(
      `Demo sign-ins: application ${DEMO.application.applicationNumber} / PIN ${DEMO.application.pin}; ` +
        `e-mail ${DEMO.account.email} / password ${DEMO.account.password}`,
    );
  }
  return app;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }

  let app: FastifyInstance | undefined;
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err && app) app.log.error({ err }, 'shutting down after an unexpected error');
    else if (err) console.error('shutting down after an unexpected error', err);
    else app?.log.info({ signal }, 'shutting down');
    await app?.close();
  });
  try {
    app = await startServer(config);
  } catch (error) {
    console.error('The portal API could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

// Run only when this file is the program (node dist/server.js), not when a start script imports startServer.
if (require.main === module) void main();
