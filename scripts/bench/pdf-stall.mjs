// npm run bench, PDFs against everyone else (issue 31, part 3): an unrelated API call's p99 with
// nothing else going on, then while 8 maximum-size PDF copies are being rendered, in the same run
// against the same server. PDFs render on worker threads (api/src/pdf/pool.ts), so the second p99
// should stay within 3× the first; before, each render held the only JavaScript thread for about a
// second and the unrelated call waited behind it.
//
// The server is the built one (api/dist/server.js, with dist/pdf-worker.js), started here with its
// own data folder and load shedding on, as in production. Eight applicants each submit an
// application at its maximum field sizes (api/test/helpers/maximum-admission.ts); each then asks for
// its PDF copy in English and then in Chinese, so 8 requests are in flight and every one of them is a
// first render (a submitted application's copy is stored after its first render).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { importTypeScript, prepareApplicants } from '../deadline/applicants.mjs';
import { LoopbackBrowser } from '../deadline/loopback-browser.mjs';
import { ROOT } from '../workspace.mjs';

const PORT = 4892;
const BASE = `http://127.0.0.1:${PORT}`;
const PDFS_IN_FLIGHT = 8;
const IDLE_SAMPLES = Number(process.env.PDF_BENCH_IDLE_SAMPLES ?? 1000);
export const PDF_STALL_TARGET = 3;

/** The maximum-size answers the API tests use (api/test/helpers/maximum-admission.ts). */
const maximumAnswers = () => importTypeScript('api/test/helpers/maximum-admission.ts');

function startServer(dataDir) {
  return spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'error', NODE_ENV: 'development', DEV_MAILBOX: 'on' },
  });
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await fetch(`${BASE}/api/health`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${BASE} did not come up`);
}

function expectOk(response, what) {
  if (response.status < 200 || response.status > 299) throw new Error(`${what}: ${response.status} ${response.error ?? response.body.slice(0, 300)}`);
  return response.body ? JSON.parse(response.body) : null;
}

/** Rewrites each applicant's long sections at their maximum sizes, then submits. */
async function submitAtMaximum(applicant, sections) {
  for (const [id, data] of Object.entries(sections)) {
    if (!applicant.versions.has(id) || data === applicant.answers[id]) continue;
    const saved = expectOk(await applicant.browser.request('PUT', `${applicant.applicationPath}/sections/${id}`, { json: { data, version: applicant.versions.get(id), complete: true } }), `section ${id}`);
    if (saved.state !== 'COMPLETED') throw new Error(`section ${id} at its maximum size is not complete: ${JSON.stringify(saved.errors)}`);
    applicant.versions.set(id, saved.version);
  }
  expectOk(await applicant.browser.request('POST', `${applicant.applicationPath}/submit`), 'submit');
}

const percentile = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];

/** Sends the unrelated call back to back while `keepGoing()` holds (and at least once); returns each one's milliseconds. */
async function sampleUnrelated(caller, keepGoing, atLeast = 1) {
  const latencies = [];
  const failures = [];
  while (latencies.length < atLeast || keepGoing()) {
    const start = performance.now();
    const response = await caller.request('GET', '/api/auth/session');
    latencies.push(performance.now() - start);
    if (response.status !== 200) failures.push(response.status ?? response.error);
    if (latencies.length >= atLeast && !keepGoing()) break;
  }
  return { latencies, failures };
}

export async function measurePdfStall() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-pdf-'));
  const server = startServer(dataDir);
  try {
    await waitForHealth();
    const { MAXIMUM_SECTIONS } = await maximumAnswers();
    const applicants = await prepareApplicants({ base: BASE, count: PDFS_IN_FLIGHT });
    for (const applicant of applicants) await submitAtMaximum(applicant, MAXIMUM_SECTIONS);

    // The unrelated call: another applicant (the demo one) reading its session, from its own address.
    const caller = new LoopbackBrowser(BASE, '127.0.0.3');
    expectOk(await caller.request('GET', '/api/system/settings'), 'settings');
    expectOk(await caller.request('POST', '/api/auth/login/pin', { json: { applicationNumber: '24000001', pin: 'Demo2026', system: 'ADM' } }), 'demo sign-in');

    await sampleUnrelated(caller, () => false, 200); // warm-up, not counted
    const idle = await sampleUnrelated(caller, () => false, IDLE_SAMPLES);

    // Each applicant asks for its English copy, then its Chinese one: 8 requests in flight until the first finishes both.
    let inFlight = 0;
    const pdfStatuses = {};
    const renders = applicants.map(async (applicant) => {
      for (const language of ['en-GB', 'zh-Hans']) {
        inFlight += 1;
        const response = await applicant.browser.request('GET', `${applicant.applicationPath}/pdf?lang=${language}`, { timeoutMs: 300_000 });
        inFlight -= 1;
        pdfStatuses[response.status] = (pdfStatuses[response.status] ?? 0) + 1;
      }
    });
    while (inFlight < PDFS_IN_FLIGHT) await new Promise((resolve) => setImmediate(resolve));
    const loaded = await sampleUnrelated(caller, () => inFlight === PDFS_IN_FLIGHT);
    await Promise.all(renders);
    caller.close();
    applicants.forEach((applicant) => applicant.browser.close());

    const idleSorted = [...idle.latencies].sort((a, b) => a - b);
    const loadedSorted = [...loaded.latencies].sort((a, b) => a - b);
    const idleP99 = percentile(idleSorted, 0.99);
    const loadedP99 = percentile(loadedSorted, 0.99);
    return {
      idleP99,
      loadedP99,
      ratio: loadedP99 / idleP99,
      idleSamples: idleSorted.length,
      loadedSamples: loadedSorted.length,
      loadedMax: loadedSorted.at(-1),
      unrelatedFailures: idle.failures.length + loaded.failures.length,
      pdfStatuses,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bench table's row (docs/performance.md) and the console lines. */
export function pdfStallLine(figures) {
  const within = figures.ratio <= PDF_STALL_TARGET && figures.unrelatedFailures === 0;
  const pdfs = Object.entries(figures.pdfStatuses).map(([status, count]) => `${count}× ${status}`).join(', ');
  return `| Unrelated call (GET /api/auth/session) with ${PDFS_IN_FLIGHT} maximum-size application PDFs in flight (rendered on worker threads) | p99 ${figures.loadedP99.toFixed(1)} ms (${figures.loadedSamples} calls, max ${figures.loadedMax.toFixed(1)} ms) against ${figures.idleP99.toFixed(1)} ms idle (${figures.idleSamples} calls), same run: ${figures.ratio.toFixed(2)}×; PDFs answered ${pdfs}; ${figures.unrelatedFailures} unrelated calls failed | ≤ ${PDF_STALL_TARGET}× the idle p99: ${within ? 'within target' : '**over target**'} |`;
}
