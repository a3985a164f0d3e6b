// Fault 1: kill -9 of one API instance while applicants save and submit through HAProxy. HAProxy
// takes the dead instance out by its health checks and sends requests that could not connect to
// another; the requests that were inside the dead instance are cut, and the browsers send them again.
import { watchHealth } from './health-watch.mjs';
import { checkSaves, checkSubmissions } from './promises.mjs';
import { startSteadyLoad } from './steady-load.mjs';
import { readStoredState } from './stored-state.mjs';
import { delay, now, waitFor, waitForExit } from './wait.mjs';

export const SCENARIO = 'instance killed';
const SAVES_PER_SECOND = 30;
const SUBMITS = 10;
const BEFORE_KILL_MS = 3_000;
const AFTER_KILL_MS = 10_000;
const DRAIN_TIMEOUT_MS = 30_000;
/**
 * A kill only tests something if it cuts requests: at this rate a save spends a few milliseconds in
 * an instance, so the kill waits (at most this long) for a moment when a submit is on its way — the
 * request whose exactly-once matters most — beside at least one save.
 */
const AIM_KILL_MS = 3_000;

const failed = (attempt) => attempt.status === 0 || attempt.status >= 500;

/** Runs the fault on `rig` with `applicants` (still drafts); returns { figures, broken, killed } (killed: the instance to replace). */
export async function killAnInstance({ rig, applicants, ledger }) {
  const [victim, ...survivors] = [rig.instances[1], rig.instances[0], ...rig.instances.slice(2)];
  const startedAt = now();
  const watch = watchHealth(survivors);
  const load = startSteadyLoad({ applicants, ledger, scenario: SCENARIO, savesPerSecond: SAVES_PER_SECOND, submits: SUBMITS, submitsOver: BEFORE_KILL_MS + AFTER_KILL_MS });
  const broken = [];
  let killedAt;
  let inFlightAtKill;
  let loadSeconds;
  try {
    await delay(BEFORE_KILL_MS);
    await waitFor(() => load.sending.submit > 0 && load.sending.save > 0, { what: 'a submit and a save on their way', timeoutMs: AIM_KILL_MS, intervalMs: 1 }).catch(() => null);
    inFlightAtKill = { ...load.sending };
    killedAt = now();
    victim.child.kill('SIGKILL');
    await waitForExit(victim.child, { what: `the killed instance on port ${victim.port}`, timeoutMs: 5_000 });
    await delay(AFTER_KILL_MS);
  } finally {
    loadSeconds = Math.round((now() - startedAt) / 1000);
    load.stop();
    const abandoned = await load.drain({ timeoutMs: DRAIN_TIMEOUT_MS });
    if (abandoned) broken.push(`${abandoned} saves or submits were still retrying ${DRAIN_TIMEOUT_MS / 1000} s after the load stopped`);
    await watch.stop();
    broken.push(...load.errors);
  }

  // The survivors must have answered every health probe, and be running still.
  for (const survivor of survivors) {
    const missed = watch.of(survivor.port).filter((sample) => sample.status !== 200);
    if (missed.length) broken.push(`instance ${survivor.port} failed ${missed.length} of its health probes (first: ${missed[0].status || missed[0].error} at ${((missed[0].sentAt - killedAt) / 1000).toFixed(1)} s after the kill)`);
    if (survivor.child.exitCode !== null || survivor.child.signalCode !== null) broken.push(`instance ${survivor.port} ended (${survivor.child.exitCode ?? survivor.child.signalCode}) — its last error: ${rig.lastError(survivor) || 'none logged'}`);
  }

  const stored = await readStoredState(rig.databaseUrl, applicants);
  const saves = checkSaves(ledger, stored, SCENARIO);
  const submissions = checkSubmissions(ledger, stored, SCENARIO, applicants);
  broken.push(...saves.broken, ...submissions.broken);
  if (load.submitsLaunched < SUBMITS) broken.push(`only ${load.submitsLaunched} of ${SUBMITS} submissions could start (no idle applicant)`);

  const operations = ledger.operationsOf(SCENARIO);
  const waits = operations.filter((operation) => operation.acknowledgedAt).map((operation) => operation.acknowledgedAt - operation.firstSentAt);
  const failedAttempts = load.attempts.filter(failed);
  const figures = {
    savesPerSecond: SAVES_PER_SECOND,
    seconds: loadSeconds,
    submits: load.submitsLaunched,
    inFlightAtKill,
    savesAcknowledged: saves.acknowledged,
    savesRetriedAfterKill: ledger.operationsOf(SCENARIO, 'save').filter((operation) => operation.firstFailureAt !== null && operation.firstFailureAt >= killedAt).length,
    ownSavesRecognised: ledger.operationsOf(SCENARIO, 'save').filter((operation) => operation.writesLanded > 1).length,
    attemptsFailed: failedAttempts.length,
    lastFailureSeenAfterKillSeconds: failedAttempts.length ? (Math.max(...failedAttempts.map((attempt) => attempt.answeredAt)) - killedAt) / 1000 : 0,
    lost: saves.lost,
    submitted: submissions.submittedOnce,
    duplicateSubmissions: submissions.duplicates,
    longestWaitMs: waits.length ? Math.max(...waits) : null,
    skippedArrivals: load.skipped,
  };
  return { figures, broken, killed: victim };
}
