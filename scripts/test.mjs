// npm test: install what is missing, then type checks, lint, unit + API tests, build, and the
// Playwright suites in Debian's Chromium. Ends with one "N passed, N failed" line. The API tests
// scan uploads with a private clamd, so Debian's clamav-daemon is installed when missing, and one
// browser test moves its server's clock with Debian's libfaketime.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildAll, CHROMIUM, ensureChromium, ensureClamd, ensureFaketime, install, ROOT, run, step } from './workspace.mjs';

const REPORTS = path.join(ROOT, 'test-results');
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
  await ensureChromium();
  await ensureClamd();
  await ensureFaketime();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
mkdirSync(REPORTS, { recursive: true });

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
await check('Type checks (TypeScript 7)', process.execPath, [path.join(ROOT, 'node_modules/typescript-native/bin/tsc'), '-p', 'tsconfig.json']);
await check('Lint (ESLint)', bin('eslint'), ['.', '--max-warnings=0']);
const jestReport = path.join(REPORTS, 'jest.json');
await check('Unit and API tests (jest)', bin('jest'), ['--ci', '--json', `--outputFile=${jestReport}`]);
countJest(jestReport);

let built = true;
try {
  await buildAll();
} catch (error) {
  console.error(`✖ ${error.message}`);
  failedSteps.push('Build');
  built = false;
}
if (built) {
  const playwrightReport = path.join(REPORTS, 'playwright.json');
  await check('Browser tests (Playwright, Chromium)', path.join(ROOT, 'e2e/node_modules/.bin/playwright'), ['test'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, CHROMIUM_PATH: CHROMIUM, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
  countPlaywright(playwrightReport);
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
