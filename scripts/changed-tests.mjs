// What `npm test -- --changed` runs: the files a change touched (against HEAD, or --changed=<ref>,
// untracked files included), and from them the lint targets, the jest suites that import them and
// the browser specs that load the apps they belong to.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './workspace.mjs';

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Paths (from the root) changed since `ref` and not yet committed there, deleted ones left out. */
export function changedFiles(ref = 'HEAD') {
  const files = new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')]);
  return [...files].filter((file) => existsSync(path.join(ROOT, file)));
}

const LINTED = /\.(m|c)?(j|t)sx?$/;
export const lintTargets = (files) => files.filter((file) => LINTED.test(file));

/** The workspace app a path belongs to, for the apps the browser specs load. */
function appOf(file) {
  const top = file.split('/')[0];
  return APPS.includes(top) ? top : null;
}

/**
 * Browser tests and the apps each loaded, per spec, as the last full Playwright run recorded them
 * (e2e/support/apps-used.ts): `line` is null in a record from before lines were kept.
 */
function appsUsedByTest() {
  const folder = path.join(ROOT, 'test-results/apps-used');
  if (!existsSync(folder)) return null;
  const bySpec = new Map();
  for (const spec of readdirSync(folder)) {
    const tests = readdirSync(path.join(folder, spec)).map((record) => {
      const recorded = JSON.parse(readFileSync(path.join(folder, spec, record), 'utf8'));
      return Array.isArray(recorded) ? { line: null, apps: new Set(recorded) } : { line: recorded.line, apps: new Set(recorded.apps) };
    });
    bySpec.set(spec, tests);
  }
  return bySpec;
}

/** A spec whose tests build on each other (serial mode) runs whole; in any other each test stands alone (a retry runs it so). */
const isSerial = (specPath) => /mode: 'serial'/.test(readFileSync(specPath, 'utf8'));

/**
 * The browser specs a change calls for: specs it edited, specs that import an e2e helper it edited,
 * and the tests that loaded an app it edited (`<spec>:<line>`, or the whole spec when it is serial).
 * `unmapped` says the apps could not be mapped (no full run recorded yet).
 */
export function browserSpecsFor(files) {
  const specs = new Set();
  const specsDir = path.join(ROOT, 'e2e/tests');
  const allSpecs = readdirSync(specsDir).filter((name) => name.endsWith('.spec.ts'));
  for (const file of files) {
    if (file.startsWith('e2e/tests/') && file.endsWith('.spec.ts')) specs.add(path.basename(file));
    if (file.startsWith('e2e/support/')) {
      const helper = path.basename(file).replace(/\.(ts|mjs|cjs)$/, '');
      for (const spec of allSpecs) if (readFileSync(path.join(specsDir, spec), 'utf8').includes(`support/${helper}'`)) specs.add(spec);
    }
  }
  const apps = new Set(files.map(appOf).filter(Boolean));
  const byTest = apps.size ? appsUsedByTest() : new Map();
  const tests = new Set();
  if (byTest) {
    for (const [spec, recorded] of byTest) {
      if (!allSpecs.includes(spec) || specs.has(spec)) continue;
      const using = recorded.filter((test) => [...apps].some((app) => test.apps.has(app)));
      if (!using.length) continue;
      if (using.some((test) => test.line === null) || isSerial(path.join(specsDir, spec))) specs.add(spec);
      else using.forEach((test) => tests.add(`${spec}:${test.line}`));
    }
  }
  return { specs: [...specs, ...tests].sort(), apps: [...apps], unmapped: apps.size > 0 && !byTest };
}

const API_SOURCE = /^api\/src\/(.+)\.(ts|tsx)$/;
const TEST_FILE = /\.test\.(ts|tsx|js)$/;

function testFilesUnder(folder) {
  const found = [];
  if (!existsSync(path.join(ROOT, folder))) return found;
  for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && TEST_FILE.test(entry.name)) found.push(path.relative(ROOT, path.join(entry.parentPath ?? entry.path, entry.name)));
  }
  return found;
}

/**
 * The jest suites for the API's changed sources. Every API suite builds the whole app, so jest's
 * --findRelatedTests would name all of them for any source file: instead, the suites in the test
 * folder that mirrors the source's (api/src/modules/payment/… → api/test/modules/payment/), and any
 * suite or test helper that imports the file itself (with the suites that use such a helper).
 */
export function apiSuitesFor(files) {
  const sources = files.map((file) => API_SOURCE.exec(file)).filter(Boolean);
  if (!sources.length) return [];
  const allTests = testFilesUnder('api/test');
  const helpers = readdirSync(path.join(ROOT, 'api/test/helpers')).map((name) => `api/test/helpers/${name}`);
  const suites = new Set();
  const importsOf = (file, module) => readFileSync(path.join(ROOT, file), 'utf8').includes(`${module}'`);
  for (const [, modulePath] of sources) {
    const folder = path.dirname(modulePath);
    if (folder !== '.') testFilesUnder(`api/test/${folder}`).forEach((suite) => suites.add(suite));
    const module = `src/${modulePath}`;
    allTests.filter((suite) => importsOf(suite, module)).forEach((suite) => suites.add(suite));
    for (const helper of helpers.filter((file) => importsOf(file, module))) {
      const name = `helpers/${path.basename(helper).replace(/\.ts$/, '')}`;
      allTests.filter((suite) => importsOf(suite, name)).forEach((suite) => suites.add(suite));
    }
  }
  return [...suites].sort();
}

/** Changed files other than the API's sources, for jest's own --findRelatedTests. */
export const nonApiFiles = (files) => files.filter((file) => !API_SOURCE.test(file));

/**
 * The suites that read the operations files a change touched (ops/: Containerfiles, the Compose file,
 * the alert rules): they read them by path, never import them, so jest cannot relate them. A suite
 * reads a file when it names the file's folder, e.g. `ops/compose`.
 */
export function opsSuitesFor(files) {
  const folders = new Set(files.filter((file) => file.startsWith('ops/')).map((file) => file.split('/').slice(0, 2).join('/')));
  if (!folders.size) return [];
  const suites = testFilesUnder('scripts').filter((suite) => {
    const text = readFileSync(path.join(ROOT, suite), 'utf8');
    return [...folders].some((folder) => text.includes(folder));
  });
  return suites.sort();
}

/** Every jest suite a change calls for: the API's (apiSuitesFor), the operations files' (opsSuitesFor) and jest's related suites of the rest. */
export function jestSuitesFor(files) {
  const suites = new Set([...apiSuitesFor(files), ...opsSuitesFor(files)]);
  const others = nonApiFiles(files);
  if (others.length) {
    const listed = execFileSync(path.join(ROOT, 'node_modules/.bin/jest'), ['--listTests', '--json', '--findRelatedTests', ...others], { cwd: ROOT, encoding: 'utf8' });
    for (const suite of JSON.parse(listed)) suites.add(path.relative(ROOT, suite));
  }
  return [...suites].sort();
}
