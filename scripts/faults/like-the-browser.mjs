// An applicant's section saves and submission as the portal's browser code makes them
// (shared/forms/src/section-saver.tsx and draft-client.tsx): one save at a time; a save that got no
// proper answer (no connection, a cut one, 408, 429 or 5xx) is sent again after a back-off with the
// same values and the version the client last knew; a 409 whose copy holds exactly the values sent
// is this client's own earlier attempt that landed unanswered, so it takes that version and sends
// once more. The back-off is shorter than the browser's (2 s doubling to 60 s) so a fault run stays short.
import { now } from './wait.mjs';

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 2_000;
/** An answer slower than this is a hang: the request is abandoned and counted (and retried). */
export const REQUEST_TIMEOUT_MS = 5_000;

const isTransient = (status) => status === 0 || status === 408 || status === 429 || status >= 500;
const backOff = (failures) => Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS);

/** JSON with object keys sorted (shared/forms/src/local-drafts.tsx): PostgreSQL's jsonb reorders keys. */
function stableJson(value) {
  return JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  );
}
export const sameValues = (a, b) => stableJson(a) === stableJson(b);

/** The saver's test: the server's copy holds every answer of `values` (section-saver.tsx holdsTheseValues). */
const holdsTheseValues = (current, values) => current?.data != null && sameValues({ ...values, ...current.data }, values);

function parse(body) {
  try {
    return body ? JSON.parse(body) : null;
  } catch {
    return null;
  }
}

/** Sleeps `ms`, waking early when the run gives up on outstanding work. */
function backOffSleep(ms, givingUp) {
  return new Promise((resolve) => {
    const started = now();
    const timer = setInterval(() => {
      if (givingUp() || now() - started >= ms) {
        clearInterval(timer);
        resolve();
      }
    }, 20);
  });
}

/**
 * Sends one request: `onSend(kind)` as it leaves (it returns what to call once answered), then
 * `onAttempt` with what came back: { kind, sentAt, answeredAt, ms, status, error, retryAfter, code (the first
 * error code of a JSON error list), fromApi (the answer carries the API's own security headers, so it
 * is not HAProxy's own 503) }.
 */
async function attempt(applicant, kind, method, path, json, { onSend, onAttempt }) {
  const sentAt = now();
  const answered = onSend?.(kind);
  const answer = await applicant.browser.request(method, path, { json, timeoutMs: REQUEST_TIMEOUT_MS });
  answered?.();
  const body = parse(answer.body);
  onAttempt({
    kind,
    sentAt,
    answeredAt: now(),
    ms: answer.ms,
    status: answer.status,
    error: answer.error,
    retryAfter: answer.headers['retry-after'],
    code: body?.errors?.[0]?.code,
    fromApi: answer.headers['x-frame-options'] !== undefined,
  });
  return { ...answer, json: body };
}

/**
 * Saves `values` into `section` until the server acknowledges them, the server refuses them, or the
 * run gives up (`givingUp()`). Returns the operation's record: outcome ('acknowledged', 'conflict',
 * 'refused <status>', 'gave up'), when it was first sent and acknowledged, how many attempts failed
 * and when the first failure was seen, and `writesLanded` (the stored versions this save made that
 * the client knows of: the acknowledged one, and each earlier attempt recognised as landed by its 409).
 */
export async function saveLikeTheBrowser(applicant, section, values, { givingUp, ...hooks }) {
  const operation = { kind: 'save', section, values, firstSentAt: now(), acknowledgedAt: null, outcome: null, failedAttempts: 0, firstFailureAt: null, writesLanded: 0 };
  const path = `${applicant.applicationPath}/sections/${section}`;
  let resentAfterOwnSave = false;
  while (!givingUp()) {
    const answer = await attempt(applicant, 'save', 'PUT', path, { data: values, version: applicant.versions.get(section), complete: false }, hooks);
    if (answer.status === 200 && typeof answer.json?.version === 'number') {
      applicant.versions.set(section, answer.json.version);
      operation.writesLanded += 1;
      return { ...operation, outcome: 'acknowledged', acknowledgedAt: now() };
    }
    const current = answer.status === 409 ? answer.json?.current : undefined;
    if (current && !resentAfterOwnSave && holdsTheseValues(current, values)) {
      applicant.versions.set(section, current.version);
      operation.writesLanded += 1;
      resentAfterOwnSave = true;
      continue;
    }
    if (current) return { ...operation, outcome: 'conflict', conflict: current };
    if (!isTransient(answer.status)) return { ...operation, outcome: `refused ${answer.status} ${answer.json?.errors?.[0]?.code ?? ''}`.trim() };
    operation.failedAttempts += 1;
    operation.firstFailureAt ??= now();
    // A later retry is a new request to the saver: its own 409 may be recognised again.
    resentAfterOwnSave = false;
    await backOffSleep(backOff(operation.failedAttempts), givingUp);
  }
  return { ...operation, outcome: 'gave up' };
}

/**
 * Submits the application until the server acknowledges it (200, also when an earlier attempt had
 * already submitted it) or refuses. The record keeps every acknowledgement's submittedAt: all must
 * name the one submission.
 */
export async function submitLikeTheBrowser(applicant, { givingUp, ...hooks }) {
  const operation = { kind: 'submit', firstSentAt: now(), acknowledgedAt: null, outcome: null, failedAttempts: 0, firstFailureAt: null, submittedAt: null };
  while (!givingUp()) {
    const answer = await attempt(applicant, 'submit', 'POST', `${applicant.applicationPath}/submit`, undefined, hooks);
    if (answer.status === 200) {
      applicant.submitted = true;
      return { ...operation, outcome: 'acknowledged', acknowledgedAt: now(), submittedAt: answer.json?.submittedAt ?? null };
    }
    if (!isTransient(answer.status)) return { ...operation, outcome: `refused ${answer.status} ${answer.json?.errors?.[0]?.code ?? ''}`.trim() };
    operation.failedAttempts += 1;
    operation.firstFailureAt ??= now();
    await backOffSleep(backOff(operation.failedAttempts), givingUp);
  }
  return { ...operation, outcome: 'gave up' };
}
