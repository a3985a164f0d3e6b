// The restore drill (issue 38): the rig's PostgreSQL archives its WAL (scripts/cluster/postgres.mjs);
// under load through HAProxy (saves, uploads, submissions) a base backup is taken with the operators'
// own tool (npm run backup -- base), the load goes on, then the primary is lost: kill -9 of the
// server and all its processes, and its data folder is never read again. The restore tool (npm run
// restore) builds a fresh server on a new port from the base backup and the WAL archive, an API
// instance starts on it, and the drill checks what came back (backup-checks.mjs) and measures the
// recovery point (acknowledged writes lost, and how long before the loss they were acknowledged) and
// the recovery time (from starting the restore to the portal answering).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { asServerUser } from '../cluster/postgres.mjs';
import { startInstance, waitForHealth } from '../cluster/instances.mjs';
import { LoopbackBrowser } from '../deadline/loopback-browser.mjs';
import { postgresPrograms } from '../ops/command-line.mjs';
import { ROOT } from '../workspace.mjs';
import { savesRestored, submissionsRestored, tally, uploadsRestored } from './backup-checks.mjs';
import { startUploads } from './backup-uploads.mjs';
import { sameValues } from './like-the-browser.mjs';
import { startSteadyLoad } from './steady-load.mjs';
import { readStoredState } from './stored-state.mjs';
import { delay, now, waitFor, waitForExit } from './wait.mjs';

export const SCENARIO = 'backup and restore';
/**
 * How often the primary must hand a WAL file to the archive even when it is not full. Operators set
 * 60 s (docs/operations.md); the drill 5 s, so that a short run writes several archived files after
 * the base backup and the loss is measured against the setting it runs with.
 */
export const ARCHIVE_TIMEOUT_SECONDS = 5;
const SAVES_PER_SECOND = 20;
const UPLOADS_PER_SECOND = 2;
const SUBMITS = 4;
const BEFORE_BACKUP_MS = 3_000;
const AFTER_BACKUP_MS = 12_000;
const RESTORED_POSTGRES_PORT = 5496;
const RESTORED_INSTANCE_PORT = 4956;
/** The promises: nothing acknowledged older than the archive timeout (and 2 s to ship a file) lost; the portal back within a minute. */
const LOSS_LIMIT_MS = (ARCHIVE_TIMEOUT_SECONDS + 2) * 1000;
const RECOVERY_LIMIT_MS = 60_000;
const START_TIMEOUT_MS = 60_000;
/** The sections the steady load edits, whose drafts the applicants must see again. */
const EDITED_SECTIONS = ['personalStatement', 'shortQuestions'];

const seconds = (ms) => Number((ms / 1000).toFixed(1));
/** A time the tools or the database give (ISO, the machine's clock) on the suite's clock (wait.mjs now()). */
const onSuiteClock = (iso) => Date.parse(iso) - (Date.now() - now());

/** Where the drill keeps its backup folder (FOLDER of npm run backup) and its restored server. */
export function drillFolders(dir) {
  const root = path.join(dir, 'backup');
  return { root, wal: path.join(root, 'wal'), restored: path.join(dir, 'restored-postgres') };
}

/**
 * Clears what an earlier run left: a restored server still running (a run stopped hard) and the old
 * backups. Call before the rig starts, as the rig's PostgreSQL archives into the folder from its start.
 */
export async function clearEarlierDrill(dir) {
  const folders = drillFolders(dir);
  if (existsSync(path.join(folders.restored, 'postmaster.pid'))) {
    try {
      asServerUser(path.join(await postgresPrograms(), 'pg_ctl'), ['-D', folders.restored, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // not running after all: its pid file outlived it
    }
  }
  for (const folder of [folders.root, folders.restored, `${folders.restored}.log`]) rmSync(folder, { recursive: true, force: true });
}

/** Runs one of the operators' tools (scripts/ops) with --json; resolves with its result, its progress shown indented. */
function runOpsTool(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/ops', script), ...args, '--json'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    let err = '';
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => {
      err += chunk;
      for (const line of String(chunk).split('\n').filter(Boolean)) console.log(`    ${line}`);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(Buffer.concat(out).toString('utf8')));
      else reject(new Error(`${script} ${args[0]} failed (${code}): ${err.trim().split('\n').slice(-8).join(' / ')}`));
    });
  });
}

/** The parent process id of `pid` from /proc (null: gone). */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? null : Number(fields[1]);
  } catch {
    return null;
  }
}

/** The machine is gone: kill -9 of the postmaster and every process it started, at once. Returns their ids. */
function killThePrimary(dataDir) {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number).filter((pid) => parentOf(pid) === postmaster);
  for (const pid of [postmaster, ...children]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // ended by itself in between
    }
  }
  return [postmaster, ...children];
}

async function signIn(url, applicant) {
  const browser = new LoopbackBrowser(url, applicant.address);
  await browser.request('GET', '/api/system/settings');
  const answer = await browser.request('POST', '/api/auth/login/email', { json: { email: applicant.email, password: applicant.password } });
  return { browser, status: answer.status };
}

/**
 * npm run restore into a fresh folder and port, then an API instance on the restored database; both
 * go into `stoppers` before they start. Resolves once the instance answers its health check.
 */
async function restoreAndStart({ rig, folders, stoppers }) {
  console.log(`  npm run restore: a fresh server on port ${RESTORED_POSTGRES_PORT} from the base backup and the WAL archive`);
  stoppers.push(async () => {
    if (existsSync(path.join(folders.restored, 'postmaster.pid'))) asServerUser(path.join(await postgresPrograms(), 'pg_ctl'), ['-D', folders.restored, '-m', 'fast', '-w', 'stop']);
  });
  const database = new URL(rig.databaseUrl).pathname.slice(1);
  const restored = await runOpsTool('restore.mjs', ['--from', folders.root, '--data-dir', folders.restored, '--port', String(RESTORED_POSTGRES_PORT), '--database', database, '--wait-seconds', '120']);
  const restoredAt = now();
  const log = openSync(path.join(rig.dir, 'restored-instance.log'), 'w');
  const instance = startInstance({ port: RESTORED_INSTANCE_PORT, env: { ...rig.env, DATABASE_URL: restored.databaseUrl }, stdio: ['ignore', log, log] });
  closeSync(log);
  stoppers.push(async () => {
    if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGTERM');
    await waitForExit(instance.child, { what: 'the API instance on the restored database', timeoutMs: 10_000 });
  });
  await waitForHealth(instance.url, { child: instance.child, timeoutMs: START_TIMEOUT_MS });
  return { restored, instance, restoredAt };
}

/**
 * Every applicant signs in on the restored portal; those whose application the restored database
 * holds as a draft read their answers, which must be what the database holds. Returns the signed-in
 * sessions (for the downloads), the refused sign-ins, and the drafts seen and not.
 */
async function applicantsOnRestoredPortal(instance, applicants, stored) {
  const sessions = new Map();
  const refused = [];
  const draftsNotSeen = [];
  let draftsSeen = 0;
  for (const applicant of applicants) {
    const { browser, status } = await signIn(instance.url, applicant);
    sessions.set(applicant, browser);
    if (status !== 200) {
      refused.push(`${applicant.email}: ${status}`);
      continue;
    }
    if (stored.applications.get(applicant.applicationNumber)?.status !== 'DRAFT') continue;
    const answers = await browser.request('GET', `${applicant.applicationPath}/answers`);
    const sections = answers.status === 200 ? JSON.parse(answers.body).sections : [];
    const differing = EDITED_SECTIONS.filter((id) => !sameValues(sections.find((section) => section.id === id)?.data ?? null, stored.sections.get(`${applicant.applicationNumber}/${id}`)?.data ?? null));
    if (answers.status !== 200 || differing.length) draftsNotSeen.push(`${applicant.applicationNumber}: ${answers.status !== 200 ? `answers ${answers.status}` : `${differing.join(', ')} differ from the database`}`);
    else draftsSeen += 1;
  }
  return { sessions, refused, draftsSeen, draftsNotSeen };
}

/**
 * Runs the drill on `rig` (started with archiving into drillFolders(rig.dir).wal), after the other
 * faults. `stoppers`: the drill adds what it starts, so the suite stops it whatever happens.
 */
export async function restoreDrill({ rig, applicants, ledger, stoppers }) {
  const folders = drillFolders(rig.dir);
  const broken = [];
  const drafts = applicants.filter((applicant) => !applicant.submitted);

  console.log('  npm run backup -- check: does a WAL file reach the archive?');
  const archiving = await runOpsTool('backup.mjs', ['check', '--database-url', rig.databaseUrl, '--to', folders.root, '--wait-seconds', '20']);
  if (!archiving.ok) throw new Error(`WAL archiving is not working: ${archiving.problems.join('; ')}`);

  const load = startSteadyLoad({ applicants: drafts, ledger, scenario: SCENARIO, savesPerSecond: SAVES_PER_SECOND, submits: SUBMITS, submitsOver: BEFORE_BACKUP_MS + AFTER_BACKUP_MS + 5_000 });
  const uploads = startUploads({ applicants: drafts, perSecond: UPLOADS_PER_SECOND });
  let backup;
  let backupStartedAt;
  let lostAt;
  let killed = [];
  try {
    await delay(BEFORE_BACKUP_MS);
    console.log('  npm run backup -- base, while the load goes on');
    backupStartedAt = now();
    backup = await runOpsTool('backup.mjs', ['base', '--database-url', rig.databaseUrl, '--to', folders.root]);
    await delay(AFTER_BACKUP_MS);
    lostAt = now();
    killed = killThePrimary(path.join(rig.dir, 'postgres/data'));
    console.log(`  The primary is lost: kill -9 of PostgreSQL's ${killed.length} processes ${seconds(lostAt - backupStartedAt)} s after the backup started`);
  } finally {
    load.stop();
    uploads.stop();
    // Nothing in flight can land any more: let it fail once and give up.
    await load.drain({ timeoutMs: 0 });
    await uploads.finished();
    broken.push(...load.errors, ...uploads.errors);
  }
  await waitFor(() => killed.every((pid) => parentOf(pid) === null), { what: 'the killed PostgreSQL processes to end', timeoutMs: 5_000 });

  const restoreStartedAt = now();
  const { restored, instance, restoredAt } = await restoreAndStart({ rig, folders, stoppers });
  const answeringAt = now();
  const recoveryMs = answeringAt - restoreStartedAt;

  // The last transaction the archive held; none after the base backup's end: that end (at the latest when the tool finished).
  const restorePoint = onSuiteClock(restored.restoredTo ?? backup.finishedAt);
  const marks = { backupStartedAt, restorePoint };
  const stored = await readStoredState(restored.databaseUrl, applicants);
  const portal = await applicantsOnRestoredPortal(instance, applicants, stored);
  if (portal.refused.length) broken.push(`${portal.refused.length} applicants could not sign in on the restored portal: ${portal.refused.slice(0, 5).join('; ')}`);
  if (portal.draftsNotSeen.length) broken.push(`${portal.draftsNotSeen.length} applicants did not see their draft as restored: ${portal.draftsNotSeen.slice(0, 5).join('; ')}`);

  let documents;
  try {
    documents = tally('uploads', await uploadsRestored(uploads.uploads, portal.sessions), marks);
  } finally {
    for (const browser of portal.sessions.values()) browser.close();
  }
  const saves = tally('saves', savesRestored(ledger, stored), marks);
  const submissions = tally('submissions', submissionsRestored(ledger, stored), marks);
  broken.push(...saves.broken, ...submissions.broken, ...documents.broken);

  const lostAcknowledgedAt = [...saves.lostAcknowledgedAt, ...submissions.lostAcknowledgedAt, ...documents.lostAcknowledgedAt];
  const lossSpanMs = lostAcknowledgedAt.length ? lostAt - Math.min(...lostAcknowledgedAt) : 0;
  const restorePointBeforeLossMs = lostAt - restorePoint;
  if (restorePointBeforeLossMs > LOSS_LIMIT_MS) broken.push(`the restore point is ${seconds(restorePointBeforeLossMs)} s before the loss: the archive fell further behind than archive_timeout (${ARCHIVE_TIMEOUT_SECONDS} s) and 2 s to ship a file`);
  if (lossSpanMs > LOSS_LIMIT_MS) broken.push(`writes acknowledged ${seconds(lossSpanMs)} s before the loss were lost (the promise: none older than ${LOSS_LIMIT_MS / 1000} s)`);
  if (recoveryMs > RECOVERY_LIMIT_MS) broken.push(`the portal answered ${seconds(recoveryMs)} s after the restore started (the promise: within ${RECOVERY_LIMIT_MS / 1000} s)`);
  if (uploads.uploads.filter((upload) => upload.status === 201 && upload.answeredAt < backupStartedAt).length === 0) broken.push('no upload was acknowledged before the backup started: the drill checked no file from the base backup');

  const figures = {
    savesPerSecond: SAVES_PER_SECOND,
    uploadsPerSecond: UPLOADS_PER_SECOND,
    submits: load.submitsLaunched,
    archiveTimeoutSeconds: ARCHIVE_TIMEOUT_SECONDS,
    archiveCheckSeconds: archiving.arrivedSeconds,
    backupSeconds: backup.seconds,
    backupMegabytes: Number((backup.sizeBytes / 1e6).toFixed(1)),
    writingAfterBackupSeconds: seconds(lostAt - onSuiteClock(backup.finishedAt)),
    restorePointBeforeLossSeconds: seconds(restorePointBeforeLossMs),
    saves,
    submissions,
    uploads: documents,
    lost: lostAcknowledgedAt.length,
    lossSpanSeconds: seconds(lossSpanMs),
    recoverySeconds: seconds(recoveryMs),
    restoreSeconds: restored.seconds,
    instanceStartSeconds: seconds(answeringAt - restoredAt),
    signedIn: applicants.length - portal.refused.length,
    draftsSeen: portal.draftsSeen,
  };
  return { figures, broken };
}
