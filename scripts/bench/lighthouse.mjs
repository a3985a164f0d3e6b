// Lighthouse (the npm package) against Debian's Chromium, mobile profile with its default simulated
// throttling, as issue 14 measures a phone's first load. Its simulation starts from the page's real
// timings on this machine, which vary from run to run: each page is measured RUNS times and the run
// with the median score is reported. A run Lighthouse itself reports as broken (a trace it could not
// record) is made again.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM, ROOT } from '../workspace.mjs';

const LIGHTHOUSE = path.join(ROOT, 'node_modules/.bin/lighthouse');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';
export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ATTEMPTS = RUNS + 3;

function runLighthouse(url, outputPath, cookie, flags = []) {
  const args = [url, '--only-categories=performance', '--output=json', `--output-path=${outputPath}`, '--quiet', `--chrome-flags=${CHROME_FLAGS}`, ...flags];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  return new Promise((resolve) => {
    const child = spawn(LIGHTHOUSE, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/** The figures issue 14 names, from one Lighthouse report. */
function figuresOf(report) {
  const audit = (id) => report.audits[id];
  const observed = audit('metrics').details.items[0];
  const requests = audit('network-requests').details.items;
  // What the first screen waited for: requests that started before it was drawn (as observed, unthrottled).
  const beforePaint = requests.filter((request) => request.networkRequestTime < observed.observedLargestContentfulPaint);
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    fcp: audit('first-contentful-paint').numericValue,
    // Lighthouse's critical request chain: the document counts as the first round trip.
    chainDepth: audit('critical-request-chains').details?.longestChain?.length ?? null,
    scriptsBeforePaint: beforePaint.filter((request) => request.resourceType === 'Script').length,
    apiCallsBeforePaint: beforePaint.filter((request) => new URL(request.url).pathname.startsWith('/api/')).length,
    // Lighthouse's own measure of this machine's speed: its throttling multiplies what it observes
    // here, so the same page scores lower on a slower machine (it calls about 1000 a low-end desktop).
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
  };
}

/**
 * `flags`: more of Lighthouse's own options for every page (a stronger CPU slowdown, say). The pages
 * are measured in turns (each page once, then each again): this machine's speed drifts within minutes
 * (its benchmark index 1,650–2,700 in one run), and pages measured one after the other would be
 * compared across that drift — a page against its static copy above all.
 * @param {Array<{ name: string, url: string, cookie?: string }>} pages
 * @param {string[]} [flags]
 */
export async function lighthousePages(pages, flags = []) {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const measured = pages.map((page) => ({ page, runs: [], attempts: 0, lastError: '' }));
  try {
    for (let round = 1; round <= ATTEMPTS; round += 1) {
      for (const [index, state] of measured.entries()) {
        if (state.runs.length >= RUNS || state.attempts >= ATTEMPTS) continue;
        state.attempts += 1;
        const output = path.join(folder, `${index}.json`);
        const { code, stderr } = await runLighthouse(state.page.url, output, state.page.cookie, flags);
        try {
          const report = JSON.parse(readFileSync(output, 'utf8'));
          if (code === 0 && !report.runtimeError) state.runs.push(figuresOf(report));
          else state.lastError = report.runtimeError?.message ?? stderr;
        } catch {
          state.lastError = stderr;
        }
      }
    }
    const results = {};
    for (const { page, runs, lastError } of measured) {
      if (runs.length < RUNS) throw new Error(`Lighthouse could not measure ${page.url}: ${lastError.trim().split('\n').pop()}`);
      runs.sort((a, b) => a.score - b.score);
      results[page.name] = { ...runs[Math.floor(runs.length / 2)], runs: runs.map((run) => run.score), all: runs };
    }
    return results;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
