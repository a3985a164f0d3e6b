// npm run faults: faults done to the cluster under load, each checked against the database and
// summed up in a row of docs/operations.md's faults table; exits non-zero when a promise is broken. `--json` prints the rows and
// figures as JSON on stdout (the progress goes to stderr then).
//   1. kill -9 of one of three API instances during saves and submits;
//   2. PostgreSQL stopped for 10 s under load, then started again;
//   3. the restore drill: a base backup under load, the primary lost, a restore from the backup and
//      the WAL archive into a fresh server (faults/backup-drill.mjs);
//   and, through the balancer, per-address limits see each applicant's own address (TRUST_PROXY).
// It runs its own PostgreSQL (.data/faults/postgres, port 5497, archiving its WAL into
// .data/faults/backup), instances and HAProxy (4950–4953), and the restored server (5496) with an instance (4956).
import path from 'node:path';
import { checkClientAddresses } from './cluster/client-address-check.mjs';
import { ARCHIVE_TIMEOUT_SECONDS, clearEarlierDrill, drillFolders, restoreDrill } from './faults/backup-drill.mjs';
import { stopTheDatabase } from './faults/database-stopped.mjs';
import { killAnInstance } from './faults/instance-killed.mjs';
import { backupRestoredLine, databaseStoppedLine, instanceKilledLine } from './faults/report.mjs';
import { startRig } from './faults/rig.mjs';
import { Ledger } from './faults/ledger.mjs';
import { now } from './faults/wait.mjs';
import { prepareApplicants } from './deadline/applicants.mjs';
import { ROOT, step } from './workspace.mjs';

const INSTANCES = 3;
const APPLICANTS = 40;
/**
 * The whole run is bounded: past this, whatever is still running is stopped and the run fails. Five
 * minutes: the run takes about 100 s on a quiet machine, 30–60 s of it the restore drill (a base
 * backup, 12 s of writing on, the restore, an instance started, 40 sign-ins), and with other work on
 * the machine it has taken up to 230 s, too near the 4 minutes it had before the drill.
 */
const RUN_LIMIT_MS = 5 * 60_000;

const json = process.argv.includes('--json');
// With --json, stdout carries only the JSON: the progress (console.log, also in the modules) goes to stderr.
if (json) console.log = console.error;

const started = now();
let rig = null;
let applicants = [];
/** What the scenarios started beside the rig (the restored server and its instance), stopped last first. */
const stoppers = [];

async function stopEverything() {
  applicants.forEach((applicant) => applicant.browser.close());
  const problems = [];
  for (const stop of stoppers.splice(0).reverse()) {
    try {
      await stop();
    } catch (error) {
      problems.push(error.message);
    }
  }
  if (rig) problems.push(...(await rig.stop()));
  for (const problem of problems) console.error(`✖ ${problem}`);
}

const watchdog = setTimeout(async () => {
  console.error(`\n✖ the fault suite ran over ${RUN_LIMIT_MS / 60_000} minutes: stopping`);
  await stopEverything();
  process.exit(1);
}, RUN_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    console.error(`\n✖ ${signal}: stopping the cluster`);
    await stopEverything();
    process.exit(130);
  });
}

const results = [];
let failure = null;
try {
  step(`Fault suite: a private PostgreSQL (port 5497, archiving its WAL), ${INSTANCES} API instances behind HAProxy (port 4950)`);
  const dir = path.join(ROOT, '.data/faults');
  await clearEarlierDrill(dir);
  rig = await startRig({ dir, postgresPort: 5497, basePort: 4950, count: INSTANCES, archive: { walDir: drillFolders(dir).wal, timeoutSeconds: ARCHIVE_TIMEOUT_SECONDS } });
  step(`Preparing ${APPLICANTS} applicants (registration, sign-in, a complete application each)`);
  applicants = await prepareApplicants({ base: rig.url, count: APPLICANTS });
  const ledger = new Ledger();

  step("Per-address limits behind the balancer: the applicant's own address, whichever instance answers");
  const addresses = await checkClientAddresses(rig.url);
  results.push({
    fault: 'client address',
    line: `| Per-address limit through HAProxy (application-number enquiry, 10 misses an hour from one address, counted in the database) | misses 1–10 from one address: ${addresses.statuses.join(', ')}; the 11th, claiming another address in X-Forwarded-For: ${addresses.posing}; a second address: ${addresses.other} | the real address counted on every instance, a forged header ignored: ${addresses.held ? 'kept' : '**broken**'} |`,
    figures: addresses,
    broken: addresses.held ? [] : [`the per-address limit did not see the real addresses: ${JSON.stringify(addresses)}`],
  });
  console.log(results.at(-1).line);

  step('Fault 1: kill -9 of an API instance during saves and submits');
  const killed = await killAnInstance({ rig, applicants, ledger });
  results.push({ fault: 'instance killed', line: instanceKilledLine(killed, INSTANCES), figures: killed.figures, broken: killed.broken });
  console.log(results.at(-1).line);

  step(`Starting a new instance in place of the killed one (port ${killed.killed.port})`);
  await rig.replaceInstance(killed.killed);

  step('Fault 2: PostgreSQL stopped for 10 s under load');
  // All applicants: those submitted in fault 1 take no more saves, but their sections are checked again.
  const stopped = await stopTheDatabase({ rig, applicants, ledger });
  results.push({ fault: 'database stopped', line: databaseStoppedLine(stopped, INSTANCES), figures: stopped.figures, broken: stopped.broken });
  console.log(results.at(-1).line);

  step('Restore drill: a base backup under load, the primary lost, restored from the backup and the WAL archive');
  const drill = await restoreDrill({ rig, applicants, ledger, stoppers });
  results.push({ fault: 'backup and restore', line: backupRestoredLine(drill, INSTANCES), figures: drill.figures, broken: drill.broken });
  console.log(results.at(-1).line);
} catch (error) {
  failure = error;
} finally {
  await stopEverything();
  clearTimeout(watchdog);
}

const seconds = Math.round((now() - started) / 1000);
const broken = results.flatMap((result) => result.broken.map((problem) => `${result.fault}: ${problem}`));
if (failure) broken.push(`the suite could not finish: ${failure.message}`);
if (json) {
  process.stdout.write(`${JSON.stringify({ ok: broken.length === 0, seconds, results, broken }, null, 2)}\n`);
} else {
  step(`Fault suite summary (${seconds} s)`);
  for (const result of results) console.log(result.line);
  for (const problem of broken) console.log(`✖ ${problem}`);
  if (broken.length === 0) console.log('✔ every promise kept');
  if (rig && broken.length) console.log(`  (the instances' logs: ${path.relative(ROOT, rig.logFile)})`);
}
process.exit(broken.length ? 1 : 0);
