// A deadline evening replayed against the portal at fixed arrival rates (an open load: requests keep
// coming whether or not the portal keeps up, as applicants do): autosaves, status checks, sign-ins,
// document uploads and submissions, each by an applicant of its own (its own address and session).
import { performance } from 'node:perf_hooks';
import { LoopbackBrowser, multipartBody, samplePdf } from './loopback-browser.mjs';

/** What one applicant does, by kind. Each resolves with the answer that counts for the figures. */
const ACTIONS = {
  async save(applicant, sequence) {
    const section = 'personalStatement';
    const data = { ...applicant.answers[section], statement: `${applicant.answers[section].statement} (draft ${sequence})` };
    const response = await applicant.browser.request('PUT', `${applicant.applicationPath}/sections/${section}`, {
      json: { data, version: applicant.versions.get(section) ?? 0, complete: false },
    });
    if (response.status === 200) applicant.versions.set(section, JSON.parse(response.body).version);
    // Another tab's save got there first: the browser shows both copies; the bench's copy takes the newer version.
    if (response.status === 409) applicant.versions.set(section, JSON.parse(response.body).current.version);
    return response;
  },
  status(applicant) {
    return applicant.browser.request('GET', '/api/admission/applications');
  },
  async signIn(applicant) {
    const browser = new LoopbackBrowser(applicant.browser.base.href, applicant.address);
    try {
      // The page's first request gives the browser its anti-forgery token; without it there is no sign-in to try.
      const page = await browser.request('GET', '/api/system/settings');
      if (page.status !== 200) return page;
      return await browser.request('POST', '/api/auth/login/email', { json: { email: applicant.email, password: applicant.password } });
    } finally {
      browser.close();
    }
  },
  async upload(applicant) {
    const upload = multipartBody([
      { name: 'section', value: 'documents' },
      { name: 'documentType', value: 'RESULTS' },
      { name: 'file', value: samplePdf(), fileName: 'results.pdf', contentType: 'application/pdf' },
    ]);
    const response = await applicant.browser.request('POST', `${applicant.applicationPath}/documents`, { body: upload.body, contentType: upload.contentType });
    if (response.status === 201) applicant.uploads = (applicant.uploads ?? 0) + 1;
    return response;
  },
  async submit(applicant) {
    const response = await applicant.browser.request('POST', `${applicant.applicationPath}/submit`);
    if (response.status === 200) applicant.submitted = true;
    return response;
  },
};

/** The answers each kind expects: anything else is an error (a 503 is counted apart: "busy"). */
const EXPECTED = { save: [200, 409], status: [200], signIn: [200], upload: [201], submit: [200] };
/** A results slip per sitting, at most 10 per application (contracts/admission/documents.ts). */
const MOST_UPLOADS = 10;
/** Who may do what: a submitted application takes no more saves, uploads or submissions. */
const ELIGIBLE = {
  save: (a) => !a.submitted,
  status: () => true,
  signIn: () => true,
  upload: (a) => !a.submitted && (a.uploads ?? 0) < MOST_UPLOADS,
  submit: (a) => !a.submitted,
};

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarise(samples, seconds) {
  const byKind = {};
  for (const [kind, list] of Object.entries(samples)) {
    const ms = list.map((sample) => sample.ms).sort((a, b) => a - b);
    const busy = list.filter((sample) => sample.status === 503);
    byKind[kind] = {
      sent: list.length,
      perSecond: list.filter((sample) => EXPECTED[kind].includes(sample.status)).length / seconds,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
      errors: list.filter((sample) => sample.status !== 503 && !EXPECTED[kind].includes(sample.status)).length,
      busy: busy.length,
      busyWithoutRetryAfter: busy.filter((sample) => !sample.retryAfter).length,
      statuses: list.reduce((counts, sample) => ({ ...counts, [sample.status]: (counts[sample.status] ?? 0) + 1 }), {}),
    };
  }
  return byKind;
}

/**
 * Runs the evening for `seconds` at `rates` (requests per second by kind). An applicant does one
 * thing at a time, as a browser tab does; `skipped` counts arrivals that found every eligible
 * applicant busy (more applicants are needed for that rate). Bounded: at most rate × seconds requests.
 */
export async function runEvening({ applicants, rates, seconds, onSample }) {
  const samples = Object.fromEntries(Object.keys(rates).map((kind) => [kind, []]));
  const skipped = Object.fromEntries(Object.keys(rates).map((kind) => [kind, 0]));
  const inFlight = new Set();
  const started = performance.now();
  const due = Object.fromEntries(Object.keys(rates).map((kind) => [kind, 0]));
  let cursor = 0;
  let sequence = 0;

  const pick = (kind) => {
    for (let tried = 0; tried < applicants.length; tried += 1) {
      const applicant = applicants[(cursor += 1) % applicants.length];
      if (!applicant.busy && ELIGIBLE[kind](applicant)) return applicant;
    }
    return null;
  };

  const launch = (kind) => {
    const applicant = pick(kind);
    if (!applicant) {
      skipped[kind] += 1;
      return;
    }
    applicant.busy = true;
    const at = performance.now() - started;
    const work = ACTIONS[kind](applicant, (sequence += 1)).then((response) => {
      const sample = { at, ms: response.ms, status: response.status, retryAfter: response.headers?.['retry-after'], error: response.error };
      samples[kind].push(sample);
      onSample?.(kind, sample);
    });
    inFlight.add(work);
    void work.finally(() => {
      applicant.busy = false;
      inFlight.delete(work);
    });
  };

  // Arrivals evenly spaced per kind, checked every few milliseconds.
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      const until = Math.min(elapsed, seconds);
      for (const [kind, rate] of Object.entries(rates)) {
        while (due[kind] < until * rate) {
          due[kind] += 1;
          launch(kind);
        }
      }
      if (elapsed >= seconds) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  await Promise.all(inFlight);
  return { seconds, byKind: summarise(samples, seconds), skipped };
}

/** Sends again after a 503 as the browser does: once the Retry-After has passed. */
const waitAsAsked = (response) => new Promise((resolve) => setTimeout(resolve, (Number(response.headers['retry-after']) || 1) * 1000));

/**
 * Beyond capacity, for `seconds`: `connections` tabs autosaving (each one applicant's tab on one
 * section, so saves do not collide) and `signInsAtOnce` browsers signing in (Argon2id: the work a
 * server cannot do faster), each sent again as soon as it is answered. Every answer must be what the
 * request asked for or a 503 with Retry-After; none may hang (30 s) or fail.
 */
export async function overload({ applicants, connections, signInsAtOnce, seconds }) {
  const until = performance.now() + seconds * 1000;
  const samples = { save: [], signIn: [] };
  const record = (kind, response) => samples[kind].push({ ms: response.ms, status: response.status, retryAfter: response.headers?.['retry-after'], error: response.error });
  const tabs = applicants.filter((applicant) => !applicant.submitted).flatMap((applicant) => [...applicant.versions.keys()].map((section) => ({ applicant, section })));
  const saveLanes = Array.from({ length: Math.min(connections, tabs.length) }, async (_, lane) => {
    const { applicant, section } = tabs[lane];
    const tab = applicant.browser.newTab();
    while (performance.now() < until) {
      const response = await tab.request('PUT', `${applicant.applicationPath}/sections/${section}`, {
        json: { data: applicant.answers[section], version: applicant.versions.get(section), complete: false },
      });
      if (response.status === 200) applicant.versions.set(section, JSON.parse(response.body).version);
      if (response.status === 409) applicant.versions.set(section, JSON.parse(response.body).current.version);
      record('save', response);
      if (response.status === 503) await waitAsAsked(response);
    }
    tab.close();
  });
  const signInLanes = Array.from({ length: signInsAtOnce }, async (_, lane) => {
    const applicant = applicants[lane % applicants.length];
    while (performance.now() < until) {
      const response = await ACTIONS.signIn(applicant);
      record('signIn', response);
      if (response.status === 503) await waitAsAsked(response);
    }
  });
  await Promise.all([...saveLanes, ...signInLanes]);
  return { byKind: summarise(samples, seconds), tabs: saveLanes.length, signInsAtOnce };
}
