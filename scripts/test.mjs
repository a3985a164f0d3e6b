// npm test: install what is missing, then type checks, lint, unit + API tests, build, and the
// Playwright suites in Debian's Chromium headless shell. Ends with one "N passed, N failed" line.
//
// The type checks, lint and build run beside the jest suites, at a lower CPU priority: jest leaves
// about a fifth of two cores idle (its suites wait on the databases and their own servers), which is
// enough for them, and a busy machine's spare time goes to jest first. Their output is printed as
// each ends; the Playwright suites start once jest and the build are done.
//
// npm test -- --changed[=<ref>]: the fast inner loop, for what a change touched since <ref> (HEAD by
// default, uncommitted and untracked files included): type checks, lint of the changed files, the
// jest suites that import them, and the browser specs that load a changed app or were changed
// (scripts/changed-tests.mjs): for the API, the suites of the changed module rather than every suite
// that builds the app.
//
// The API tests scan uploads with a private clamd, so Debian's clamav-daemon is installed when
// missing, and one browser test moves its server's clock with Debian's libfaketime; the monitoring
// tests need Debian's prometheus (promtool) and haproxy.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { browserSpecsFor, changedFiles, jestSuitesFor, lintTargets } from './changed-tests.mjs';
import { benchmarkIndex } from './machine-speed.mjs';
import { TEST_CHROMIUM, ensureTestChromium, ensureClamd, ensureFaketime, ensureHaproxy, ensurePrometheus, ensureAlertmanager, install, ROOT, run, step } from './workspace.mjs';

const REPORTS = path.join(ROOT, 'test-results');
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const failedSteps = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

async function check(title, command, args, options) {
  step(title);
  const code = await run(command, args, options);
  if (code !== 0) failedSteps.push(title);
  return code === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function countJest(file) {
  const report = readJson(file);
  if (!report) return;
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  counts.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  const report = readJson(file);
  if (!report) return;
  counts.passed += report.stats.expected + report.stats.flaky;
  if (report.stats.flaky > 0) console.log(`${report.stats.flaky} browser test(s) passed only on their retry (flaky): see the list above`);
  counts.failed += report.stats.unexpected;
  counts.skipped += report.stats.skipped;
}

try {
  install();
  await ensureTestChromium();
  await ensureClamd();
  await ensureFaketime();
  // The monitoring tests run promtool on the alert rules, amtool and an alert through Alertmanager to
  // an SMTP server, and HAProxy's request ids (scripts/cluster/test).
  await ensurePrometheus();
  await ensureAlertmanager();
  await ensureHaproxy();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
mkdirSync(REPORTS, { recursive: true });

/** The change `--changed[=<ref>]` asks about, or null for the whole suite. */
function changedMode() {
  const flag = process.argv.slice(2).find((arg) => arg === '--changed' || arg.startsWith('--changed='));
  if (!flag) return null;
  const files = changedFiles(flag.split('=')[1] || 'HEAD');
  const browser = browserSpecsFor(files);
  const suites = jestSuitesFor(files);
  console.log(`\n${files.length} changed file(s); ${suites.length} jest suite(s); browser specs: ${browser.specs.length ? browser.specs.join(', ') : 'none'}`);
  if (browser.unmapped) console.log(`Changed apps (${browser.apps.join(', ')}) not mapped to browser specs yet: a full npm test records which specs load which app.`);
  return { files, suites, specs: browser.specs };
}

/**
 * The API suites run on PostgreSQL as well as PGlite when TEST_DATABASE_URL names one; when it is unset
 * and this machine's PostgreSQL answers at the usual address, that one is used (and said).
 */
async function choosePostgres() {
  if (process.env.TEST_DATABASE_URL) return;
  const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    process.env.TEST_DATABASE_URL = LOCAL_POSTGRES;
    console.log(`API tests: PostgreSQL at ${LOCAL_POSTGRES} answers, so they use it beside PGlite (set TEST_DATABASE_URL to choose another).`);
  } catch {
    console.log('API tests: no PostgreSQL at the usual address and no TEST_DATABASE_URL: PGlite only.');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Niceness of the steps beside jest: they get the CPU time jest leaves. */
const BESIDE_JEST_NICENESS = 10;

/**
 * Starts a step beside the jest suites: its output is kept, and printed under its title once the
 * step ends (two tools writing at once would interleave line by line). Resolves with whether it passed.
 */
function besideJest(title, command, args) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
  try {
    // Set before the step starts its own processes (webpack, the API bundle), which inherit it.
    setPriority(child.pid, BESIDE_JEST_NICENESS);
  } catch {
    // Not permitted here: the step simply runs at jest's priority.
  }
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const finished = new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`✖ could not run ${command}: ${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return {
    /** Waits for the step, prints its output, and records a failure. */
    async report() {
      const code = await finished;
      step(`${title} (beside jest, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) failedSteps.push(title);
      return code === 0;
    },
  };
}

// Read before anything else runs: the suite's minutes mean little without the machine's speed.
const runStarted = Date.now();
const machineSpeed = await benchmarkIndex(3);
await choosePostgres();
const changed = changedMode();
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const runsBrowserSpecs = !changed || changed.specs.length > 0;
const typeChecks = besideJest('Type checks (TypeScript 7)', process.execPath, [path.join(ROOT, 'node_modules/typescript-native/bin/tsc'), '-p', 'tsconfig.json']);
const linted = changed ? lintTargets(changed.files) : ['.'];
const lint = linted.length ? besideJest('Lint (ESLint)', bin('eslint'), [...linted, '--max-warnings=0', '--no-warn-ignored']) : null;
// Builds what changed since the last build (every app, in a fresh clone).
const build = runsBrowserSpecs ? besideJest('Build', process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--installed']) : null;

const jestReport = path.join(REPORTS, 'jest.json');
if (!changed || changed.suites.length) {
  const related = changed ? ['--runTestsByPath', ...changed.suites] : [];
  await check('Unit and API tests (jest)', bin('jest'), ['--ci', '--json', `--outputFile=${jestReport}`, ...related]);
  countJest(jestReport);
}
await typeChecks.report();
await lint?.report();
const built = (await build?.report()) ?? false;

if (runsBrowserSpecs && built) {
  // A full run records afresh which specs load which app (e2e/support/apps-used.ts).
  if (!changed) rmSync(path.join(REPORTS, 'apps-used'), { recursive: true, force: true });
  const playwrightReport = path.join(REPORTS, 'playwright.json');
  await check('Browser tests (Playwright, Chromium)', path.join(ROOT, 'e2e/node_modules/.bin/playwright'), ['test', ...(changed ? changed.specs.map((spec) => `tests/${spec}`) : [])], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, CHROMIUM_PATH: TEST_CHROMIUM, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
  countPlaywright(playwrightReport);
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${((Date.now() - runStarted) / 60_000).toFixed(1)} minutes on a machine of benchmark index ${machineSpeed} (Lighthouse's measure of its speed, read before the suite)`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
