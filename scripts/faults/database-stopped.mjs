// Fault 2: PostgreSQL stopped (fast shutdown: sessions cut) for 10 s under load, then started again.
// While it is down every request must be answered at once with 503 and Retry-After (by an instance,
// or by HAProxy once its health checks have taken every instance out), never hang; every instance's
// health check must say 503; once it is back every instance must be healthy within 5 s and the saves
// the browsers kept sending must land, each once.
import { REQUEST_TIMEOUT_MS } from './like-the-browser.mjs';
import { allHealthyAt, watchHealth } from './health-watch.mjs';
import { checkSaves, checkSubmissions } from './promises.mjs';
import { startSteadyLoad } from './steady-load.mjs';
import { readStoredState } from './stored-state.mjs';
import { delay, now, waitFor } from './wait.mjs';

export const SCENARIO = 'database stopped';
const SAVES_PER_SECOND = 30;
const SUBMITS = 5;
const BEFORE_STOP_MS = 3_000;
const DOWN_MS = 10_000;
const AFTER_START_MS = 10_000;
const DRAIN_TIMEOUT_MS = 30_000;
/** The promises: an answer within 1 s while the database is down, every instance healthy within 5 s of its return. */
const DOWN_ANSWER_LIMIT_MS = 1_000;
const RECOVERY_LIMIT_MS = 5_000;
/** How long the recovery is measured before it counts as none. */
const RECOVERY_WAIT_MS = 10_000;
/**
 * HAProxy checks /api/health every second and takes an instance out after two failures
 * (scripts/cluster/haproxy.mjs): once every instance is out it answers every request with its own 503.
 * Allowing a third second for the checks' phase, no request may reach an instance this long after the stop.
 */
const BALANCER_TAKES_OUT_MS = 3_000;

const seconds = (ms) => (ms / 1000).toFixed(1);

/** What is wrong with an answer given while the database was down (null: a proper 503). */
function wrongDownAnswer(attempt) {
  if (attempt.status === 0) return attempt.error === 'TIMEOUT' ? `no answer in ${REQUEST_TIMEOUT_MS / 1000} s` : `no answer (${attempt.error})`;
  if (attempt.status !== 503) return `${attempt.status} ${attempt.code ?? ''}`.trim();
  if (attempt.code !== 'SERVICE_UNAVAILABLE') return `503 without the JSON error list (${attempt.code})`;
  if (!attempt.retryAfter) return '503 without Retry-After';
  if (attempt.ms > DOWN_ANSWER_LIMIT_MS) return `503 after ${Math.round(attempt.ms)} ms`;
  return null;
}

/** Runs the fault on `rig` (every instance running) with `applicants` (still drafts); returns { figures, broken }. */
export async function stopTheDatabase({ rig, applicants, ledger }) {
  const watch = watchHealth(rig.instances);
  const load = startSteadyLoad({ applicants, ledger, scenario: SCENARIO, savesPerSecond: SAVES_PER_SECOND, submits: SUBMITS, submitsOver: BEFORE_STOP_MS + DOWN_MS + AFTER_START_MS });
  const broken = [];
  let stopping;
  let starting;
  let healthyAt;
  try {
    await delay(BEFORE_STOP_MS);
    stopping = await rig.postgres.stop();
    await delay(Math.max(0, stopping.finishedAt + DOWN_MS - now()));
    starting = await rig.postgres.start();
    healthyAt = await waitFor(() => allHealthyAt(watch, rig.instances, starting.finishedAt), { what: 'every instance to be healthy again', timeoutMs: RECOVERY_WAIT_MS }).catch(() => null);
    await delay(Math.max(0, starting.finishedAt + AFTER_START_MS - now()));
  } finally {
    load.stop();
    const abandoned = await load.drain({ timeoutMs: DRAIN_TIMEOUT_MS });
    if (abandoned) broken.push(`${abandoned} saves or submits were still retrying ${DRAIN_TIMEOUT_MS / 1000} s after the load stopped`);
    await watch.stop();
    broken.push(...load.errors);
  }

  // Down: from pg_ctl stop returning to pg_ctl start being called. Every request sent then must get a proper 503.
  const down = load.attempts.filter((attempt) => attempt.sentAt >= stopping.finishedAt && attempt.sentAt < starting.startedAt);
  const wrong = down.map((attempt) => [attempt, wrongDownAnswer(attempt)]).filter(([, problem]) => problem);
  if (wrong.length) broken.push(`${wrong.length} of ${down.length} requests sent while the database was down were not a prompt 503 with Retry-After: ${[...new Set(wrong.map(([, problem]) => problem))].slice(0, 5).join('; ')}`);
  // Stopping and starting (pg_ctl at work, the shutdown checkpoint or the recovery loading this small
  // machine): not "down" yet or any more, so only answered at all — never a cut connection or a hang.
  // Its slowest answer is reported beside the down window's.
  const inTransition = load.attempts.filter((attempt) => (attempt.sentAt >= stopping.startedAt && attempt.sentAt < stopping.finishedAt) || (attempt.sentAt >= starting.startedAt && attempt.sentAt < starting.finishedAt));
  const unanswered = inTransition.filter((attempt) => attempt.status === 0);
  const when = (attempt) => `${attempt.sentAt < stopping.finishedAt ? 'stopping' : 'starting'} +${Math.round(attempt.sentAt - stopping.startedAt)} ms`;
  if (unanswered.length) broken.push(`${unanswered.length} requests sent while PostgreSQL was stopping or starting got no answer: ${unanswered.slice(0, 5).map((attempt) => `${attempt.kind} ${attempt.error} after ${Math.round(attempt.ms)} ms (${when(attempt)})`).join(', ')}`);
  const hangs = load.attempts.filter((attempt) => attempt.error === 'TIMEOUT');
  if (hangs.length) broken.push(`${hangs.length} requests hung (no answer in ${REQUEST_TIMEOUT_MS / 1000} s)`);

  for (const instance of rig.instances) {
    const probes = watch.of(instance.port, stopping.finishedAt, starting.startedAt);
    const notUnavailable = probes.filter((probe) => probe.status !== 503);
    if (probes.length === 0) broken.push(`instance ${instance.port}'s health was never probed while the database was down`);
    if (notUnavailable.length) broken.push(`instance ${instance.port}'s /api/health answered ${[...new Set(notUnavailable.map((probe) => probe.status || probe.error))].join(', ')} while the database was down (${notUnavailable.length} of ${probes.length} probes)`);
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) broken.push(`instance ${instance.port} ended (${instance.child.exitCode ?? instance.child.signalCode}) — its last error: ${rig.lastError(instance) || 'none logged'}`);
  }
  // Taken out: from then on HAProxy answers every request itself, none reaches an instance. (Its own
  // 503s alone would not show it: it also answers so when every instance it tried refused the connection.)
  const reachedAnInstance = down.filter((attempt) => attempt.fromApi);
  const takenOutMs = reachedAnInstance.length ? Math.max(...reachedAnInstance.map((attempt) => attempt.sentAt)) - stopping.finishedAt : 0;
  if (takenOutMs > BALANCER_TAKES_OUT_MS) {
    broken.push(`HAProxy did not take the instances out by its health checks within ${BALANCER_TAKES_OUT_MS / 1000} s: requests still reached them ${seconds(takenOutMs)} s after the stop`);
  }
  const firstSaveBack = load.attempts.find((attempt) => attempt.kind === 'save' && attempt.status === 200 && attempt.sentAt >= starting.finishedAt);
  const recoveryMs = healthyAt === null ? null : healthyAt - starting.finishedAt;
  if (recoveryMs === null || recoveryMs > RECOVERY_LIMIT_MS) broken.push(`the instances were not all healthy within ${RECOVERY_LIMIT_MS / 1000} s of PostgreSQL's return (${recoveryMs === null ? `not within ${RECOVERY_WAIT_MS / 1000} s` : `${seconds(recoveryMs)} s`})`);

  const stored = await readStoredState(rig.databaseUrl, applicants);
  const saves = checkSaves(ledger, stored, SCENARIO);
  const submissions = checkSubmissions(ledger, stored, SCENARIO, applicants);
  broken.push(...saves.broken, ...submissions.broken);

  const unavailable = down.filter((attempt) => attempt.status === 503);
  const figures = {
    savesPerSecond: SAVES_PER_SECOND,
    downSeconds: Number(seconds(starting.startedAt - stopping.finishedAt)),
    stopSeconds: Number(seconds(stopping.finishedAt - stopping.startedAt)),
    startSeconds: Number(seconds(starting.finishedAt - starting.startedAt)),
    slowestDownAnswerMs: down.length ? Math.round(Math.max(...down.map((attempt) => attempt.ms))) : null,
    slowestTransitionAnswerMs: inTransition.length ? Math.round(Math.max(...inTransition.map((attempt) => attempt.ms))) : null,
    unavailableAnswers: unavailable.length,
    unavailableFromInstances: unavailable.filter((attempt) => attempt.fromApi).length,
    unavailableFromBalancer: unavailable.filter((attempt) => !attempt.fromApi).length,
    balancerTookOutSeconds: Number(seconds(takenOutMs)),
    recoverySeconds: recoveryMs === null ? null : Number(seconds(recoveryMs)),
    firstSaveBackSeconds: firstSaveBack ? Number(seconds(firstSaveBack.sentAt + firstSaveBack.ms - starting.finishedAt)) : null,
    savesAcknowledged: saves.acknowledged,
    savesRetried: ledger.operationsOf(SCENARIO, 'save').filter((operation) => operation.failedAttempts > 0).length,
    lost: saves.lost,
    submitted: submissions.submittedOnce,
    duplicateSubmissions: submissions.duplicates,
  };
  return { figures, broken };
}
