// The bench's measurements (scripts/bench.mjs runs this once the workspace is installed and built):
// what applicants download and how much the API can take (ARCHITECTURE.md section 7). Prints a table
// and writes it into docs/performance.md between the bench markers.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { againstStaticLines, measureAgainstStatic } from './against-static.mjs';
import { dashboardsLine, measureDashboards } from './dashboards.mjs';
import { deadlineLines, measureDeadline } from './deadline.mjs';
import { firstActLine, measureFirstAct, scriptsRunning } from './first-act.mjs';
import { measurePdfStall, pdfStallLine } from './pdf-stall.mjs';
import { CHROMIUM, ROOT, step } from '../workspace.mjs';

const e2eRequire = createRequire(path.join(ROOT, 'e2e/package.json'));
const rootRequire = createRequire(path.join(ROOT, 'package.json'));
const { chromium } = e2eRequire('@playwright/test');
const autocannon = rootRequire('autocannon');

const PORT = 4890;
const BARE_PORT = 4891;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const REMOTES = ['mfe-admission', 'mfe-scholarship', 'mfe-financial-aid', 'mfe-payment', 'mfe-public'];
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function waitForHealth(url) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

function startPortal(dataDir) {
  return spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: ROOT, RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  });
}

/** gzip size of every script a page loads (what a browser without brotli would transfer). */
async function scriptsLoaded(page, action) {
  const urls = new Set();
  // A script run, or fetched ahead for the page's first act (a prefetch: resource type "other").
  const listener = (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || (type === 'other' && new URL(response.url()).pathname.endsWith('.js'))) urls.add(response.url());
  };
  page.on('response', listener);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  let total = 0;
  const byRemote = {};
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    total += size;
    const app = new URL(url).pathname.split('/')[2];
    byRemote[app] = (byRemote[app] ?? 0) + size;
  }
  return { total, byRemote, files: urls.size };
}

/**
 * The translation machinery's share of a first load: it is bundled into the shell's main file, so it
 * is measured as its sources compiled and minified on their own (what they add to that file), gzip.
 */
const TRANSLATION_SOURCES = ['shared/i18n/src/i18n.ts', 'shared/i18n/src/namespace.ts', 'shared/i18n/src/messages.ts', 'shared/contracts/src/languages.ts', 'shared/contracts/src/placeholders.ts'];

function translationMachinerySize() {
  const swc = rootRequire('@swc/core');
  const code = TRANSLATION_SOURCES.map((file) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    const { code: compiled } = swc.transformSync(source, { filename: file, jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('x') }, target: 'es2020' }, module: { type: 'es6' } });
    return compiled;
  }).join('\n');
  return gzipSync(swc.minifySync(code, { compress: true, mangle: true, module: true }).code, { level: 9 }).length;
}

async function signIn(page) {
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Application number', { exact: true }).fill('24000001');
  await page.getByLabel('PIN', { exact: true }).fill('Demo2026');
  await page.getByRole('form', { name: /application number and PIN/i }).getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
}

async function measureBrowser() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = {};
  try {
    for (const [key, route, locale] of [['/login', '/login', 'en-GB'], ['/pin/reset', '/pin/reset', 'en-GB'], ['/login in 中文', '/login', 'zh-CN']]) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      results[key] = await scriptsLoaded(page, async () => {
        await page.goto(`${BASE}${route}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Its scripts run at the first act (shell/src/after-paint.ts): counted with them running.
        await scriptsRunning(page);
      });
      await context.close();
    }
    const signedIn = await browser.newContext();
    await signIn(await signedIn.newPage());
    const cookies = await signedIn.cookies();
    const fresh = await browser.newContext();
    await fresh.addCookies(cookies);
    await fresh.addInitScript(() => {
      window.__renderers = 0;
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, renderers: new Map(), inject() { window.__renderers += 1; return window.__renderers; }, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onScheduleFiberRoot() {}, checkDCE() {} };
    });
    const page = await fresh.newPage();
    results['/applicant'] = await scriptsLoaded(page, async () => {
      await page.goto(`${BASE}/applicant`);
      await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
      await scriptsRunning(page);
    });
    // Each remote's entry screen, reached from the menu as an applicant would. The shell preloads
    // remotes after sign-in, so the remote's files are counted over the whole visit; only files
    // from the remote's own folder count (the shared singletons come from the shell).
    const screens = [
      ['Enquire status', 0, 'Application Summary and Status'],
      ['Enquire status', 1, 'Scholarship application status'],
      ['Enquire status', 2, 'Financial aid application status'],
      ['Payment details', 0, 'Payment Details'],
    ];
    const visit = await scriptsLoaded(page, async () => {
      for (const [link, index, heading] of screens) {
        await page.getByRole('navigation', { name: 'Applicant menu' }).getByRole('link', { name: link }).nth(index).click();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      }
    });
    const remoteOwn = {};
    for (const remote of ['mfe-admission', 'mfe-scholarship', 'mfe-financial-aid', 'mfe-payment']) {
      remoteOwn[remote] = (results['/applicant'].byRemote[remote] ?? 0) + (visit.byRemote[remote] ?? 0);
    }
    remoteOwn['mfe-public'] = results['/pin/reset'].byRemote['mfe-public'] ?? 0;
    results.remoteOwn = remoteOwn;
    results.scriptsWhenOpeningRemotes = visit.files;
    results.reactDomCopies = await page.evaluate(() => window.__renderers);
    results.translationMachinery = translationMachinerySize();
    await Promise.all([signedIn.close(), fresh.close()]);
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * A repeat visit with the service worker warm: the worker has seen /login once, then the network is
 * cut and the page loaded again. It must still draw its first screen, from the worker's copy.
 */
async function measureRepeatVisit() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${BASE}/login`);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(async () => (await (await caches.open('portal-pages-v2')).match('/login')) !== undefined);
    await context.setOffline(true);
    const fromNetwork = [];
    page.on('response', (response) => !response.fromServiceWorker() && fromNetwork.push(response.url()));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    // The heading is in the page before it is painted: wait for the paint itself (read at once, it was sometimes not there yet).
    const paint = await (await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)).jsonValue();
    return { drawnOffline: true, firstPaint: paint, networkRequests: fromNetwork.length };
  } finally {
    await browser.close();
  }
}

/**
 * Issue 36's pages (issue 14's among them, two signed in: the demo applicant; the draft account's form
 * section), each against its static copy, on this machine and as a slow one (bench/against-static.mjs).
 */
async function measurePages() {
  const { signedIn } = await benchBrowser();
  const draft = await signInDraftAccount();
  const [application] = await (await fetch(`${BASE}/api/admission/applications`, { headers: draft.headers })).json();
  const pages = [
    { name: '/login', url: `${BASE}/login` },
    { name: '/pin/reset', url: `${BASE}/pin/reset` },
    { name: '/b2c', url: `${BASE}/b2c` },
    { name: '/applicationNumber/enquiry', url: `${BASE}/applicationNumber/enquiry` },
    { name: '/faq', url: `${BASE}/faq` },
    { name: '/FinancialAidCalculator', url: `${BASE}/FinancialAidCalculator` },
    { name: '/applicant', url: `${BASE}/applicant`, cookie: signedIn.cookie },
    { name: 'admission form section', url: `${BASE}/applicant/admission/applications/${application.applicationNumber}/sections/personalStatement`, cookie: draft.headers.cookie },
  ];
  // BENCH_PAGES=/login,/faq measures only those (while working on one page).
  const chosen = process.env.BENCH_PAGES?.split(',');
  return measureAgainstStatic(BASE, chosen ? pages.filter((page) => chosen.includes(page.name)) : pages);
}

/** What the first act on a drawn page costs, at a phone's CPU slowdown and the slow machine's (bench/first-act.mjs). */
function firstActCost(pages) {
  step('Measuring what a drawn page\'s first act costs (its scripts start then)');
  return measureFirstAct({ chromium, executablePath: CHROMIUM, args: CHROMIUM_ARGS, base: BASE, slowdowns: [...new Set([4, pages.slowdown])] });
}

/** Issue 14's figures for each page: its median run on this machine. */
const issue14Figures = (pages) => Object.fromEntries(Object.entries(pages.asItIs).map(([name, { full }]) => [name, full]));

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A short unmeasured run first, so both sides are compared after the JIT has warmed up. */
async function cannon(options) {
  await run({ connections: 16, ...options, duration: 2 });
  return run({ connections: 16, duration: DURATION_SECONDS, ...options });
}

const SIGN_IN_BODY = JSON.stringify({ applicationNumber: '24000001', pin: 'Demo2026', system: 'ADM' });
const cookieNamed = (response, name) => response.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith(`${name}=`));

/** A browser before sign-in (its anti-forgery cookie and token) and the same browser signed in. */
async function benchBrowser() {
  const first = await fetch(`${BASE}/api/system/settings`);
  const xsrf = cookieNamed(first, 'XSRF-TOKEN');
  const anonymous = { cookie: xsrf, token: decodeURIComponent(xsrf.split('=')[1]) };
  const login = await fetch(`${BASE}/api/auth/login/pin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: anonymous.cookie, 'x-xsrf-token': anonymous.token },
    body: SIGN_IN_BODY,
  });
  if (!login.ok) throw new Error(`bench sign-in failed: ${login.status} ${await login.text()}`);
  // Sign-in replaces the anti-forgery token with one bound to the new session.
  return { anonymous, signedIn: { cookie: `${cookieNamed(login, 'XSRF-TOKEN')}; ${cookieNamed(login, 'portal_session')}` } };
}

/**
 * Autosaves as deadline-evening applicants make them: each connection is one applicant's tab saving
 * its own section of the demo draft again and again, always naming the version it last saw (a 409
 * would mean the bench, not the portal, lost track).
 */
const AUTOSAVED_SECTIONS = ['personalStatement', 'shortQuestions', 'achievements', 'referees', 'householdIncome', 'healthSupport', 'nationalService', 'residentialCollege'];

/** The draft account (a draft admission application) signed in: its cookies and anti-forgery header. */
async function signInDraftAccount() {
  const first = await fetch(`${BASE}/api/system/settings`);
  const xsrf = cookieNamed(first, 'XSRF-TOKEN');
  const login = await fetch(`${BASE}/api/auth/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': decodeURIComponent(xsrf.split('=')[1]) },
    body: JSON.stringify({ email: 'draft.account@example.edu', password: 'Portal#Draft2026', system: 'ADM' }),
  });
  if (!login.ok) throw new Error(`bench draft sign-in failed: ${login.status}`);
  const sessionXsrf = cookieNamed(login, 'XSRF-TOKEN');
  const cookie = `${sessionXsrf}; ${cookieNamed(login, 'portal_session')}`;
  return { headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': decodeURIComponent(sessionXsrf.split('=')[1]) } };
}

async function draftSaveRun() {
  const { headers } = await signInDraftAccount();
  const [draft] = await (await fetch(`${BASE}/api/admission/applications`, { headers })).json();
  const statement = 'I have wanted to study this since I built my first radio. '.repeat(25);
  let nextSection = 0;
  const versions = new Map();
  return cannon({
    url: `${BASE}/api/admission/applications/${draft.applicationNumber}/sections/x`,
    connections: AUTOSAVED_SECTIONS.length,
    headers,
    requests: [
      {
        method: 'PUT',
        setupRequest(request, context) {
          context.section ??= AUTOSAVED_SECTIONS[nextSection++ % AUTOSAVED_SECTIONS.length];
          const version = versions.get(context.section) ?? 0;
          return {
            ...request,
            path: request.path.replace(/sections\/[^/]+$/, `sections/${context.section}`),
            body: JSON.stringify({ data: { statement }, version, complete: false }),
          };
        },
        onResponse(status, body, context) {
          if (status === 200) versions.set(context.section, JSON.parse(body).version);
          else if (status === 409) versions.set(context.section, JSON.parse(body).current.version);
        },
      },
    ],
  });
}

async function measureApi() {
  const bare = fork(path.join(ROOT, 'scripts/bench/bare-server.mjs'), [String(BARE_PORT)], { stdio: 'inherit' });
  await new Promise((resolve) => bare.once('message', resolve));
  try {
    const { anonymous, signedIn } = await benchBrowser();
    const bareRun = await cannon({ url: `http://127.0.0.1:${BARE_PORT}/bare/item-500` });
    const sessionRun = await cannon({ url: `${BASE}/api/auth/session`, headers: { cookie: signedIn.cookie } });
    const loginRun = await cannon({
      url: `${BASE}/api/auth/login/pin`,
      method: 'POST',
      connections: 4,
      headers: { 'content-type': 'application/json', cookie: anonymous.cookie, 'x-xsrf-token': anonymous.token },
      body: SIGN_IN_BODY,
    });
    const saveRun = await draftSaveRun();
    const ok = (run) => run.non2xx === 0 && run.errors === 0;
    // A save that finds a newer version answers 409 by design (two tabs); it is counted apart, not as a failure.
    const conflicts = saveRun.statusCodeStats?.['409']?.count ?? 0;
    const savedPerSecond = (saveRun.statusCodeStats?.['200']?.count ?? 0) / saveRun.duration;
    return {
      bare: bareRun.requests.average,
      session: sessionRun.requests.average,
      logins: loginRun.requests.average,
      saves: savedPerSecond,
      conflicts,
      healthy: ok(bareRun) && ok(sessionRun) && ok(loginRun) && saveRun.non2xx === conflicts && saveRun.errors === 0,
      failures: {
        bare: bareRun.non2xx + bareRun.errors,
        session: sessionRun.non2xx + sessionRun.errors,
        logins: loginRun.non2xx + loginRun.errors,
        saves: saveRun.non2xx - conflicts + saveRun.errors,
      },
    };
  } finally {
    bare.kill();
  }
}

const LIGHTHOUSE_TARGETS = { score: 95, lcp: 2000, tbt: 150, cls: 0.05, chainDepth: 2 };

/** One Lighthouse line: the figures, and which of issue 14's targets the page misses. */
function lighthouseLine(name, figures) {
  const machine = figures.benchmarkIndex ? ` · this machine's Lighthouse benchmark index ${Math.round(figures.benchmarkIndex)}` : '';
  const misses = [
    figures.score < LIGHTHOUSE_TARGETS.score && 'score',
    figures.lcp > LIGHTHOUSE_TARGETS.lcp && 'LCP',
    figures.tbt > LIGHTHOUSE_TARGETS.tbt && 'TBT',
    figures.cls > LIGHTHOUSE_TARGETS.cls && 'CLS',
    figures.chainDepth > LIGHTHOUSE_TARGETS.chainDepth && 'round trips',
  ].filter(Boolean);
  const measured = `${figures.score} (median of ${figures.runs.join(', ')}) · LCP ${(figures.lcp / 1000).toFixed(2)} s · TBT ${Math.round(figures.tbt)} ms · CLS ${figures.cls.toFixed(3)} · FCP ${(figures.fcp / 1000).toFixed(2)} s · ${figures.chainDepth} round trips deep · ${figures.scriptsBeforePaint} scripts and ${figures.apiCallsBeforePaint} API calls before the first screen${machine}`;
  return `| Lighthouse mobile, ${name} | ${measured} | ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05, ≤ 2 round trips: ${misses.length ? `**misses ${misses.join(', ')}**` : 'within target'} |`;
}

function report(browser, api, pages, firstAct, repeat, deadline, pdfStall, dashboards) {
  const verdict = (pass) => (pass ? 'within target' : '**over target**');
  // A run that got refusals or errors measured how fast the server says no, not the work itself.
  const apiVerdict = (run, pass) => (api.failures[run] ? `**not measured: ${api.failures[run]} failed requests**` : verdict(pass));
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${process.arch}, Node ${process.version}, ${DURATION_SECONDS} s per API run.`,
    '',
    '| What | Measured | Target |',
    '|---|---|---|',
    ...againstStaticLines(pages),
    firstActLine(firstAct),
    ...Object.entries(issue14Figures(pages)).map(([name, figures]) => lighthouseLine(name, figures)),
    `| Repeat visit, service worker warm, network off: /login | ${repeat.drawnOffline ? 'drawn' : 'not drawn'} from the worker's copy, first paint at ${Math.round(repeat.firstPaint)} ms, ${repeat.networkRequests} requests to the network | drawn without any network round trip: ${verdict(repeat.drawnOffline && repeat.networkRequests === 0)} |`,
    `| JavaScript on first load of /login (gzip) | ${kb(browser['/login'].total)} in ${browser['/login'].files} files | ≤ 160 KB in about 10 files: ${verdict(browser['/login'].total <= 160 * 1024 && browser['/login'].files <= 10)} |`,
    `| of which the translation machinery (@portal/i18n and the language helpers, compiled on their own; the strings are counted with each app) | ${kb(browser.translationMachinery)} | ≤ 5 KB ("a few"): ${verdict(browser.translationMachinery <= 5 * 1024)} |`,
    `| JavaScript on first load of /login in 中文 (gzip; a browser preferring Chinese) | ${kb(browser['/login in 中文'].total)} in ${browser['/login in 中文'].files} files | only the chosen language's strings |`,
    `| JavaScript on first load of /pin/reset (gzip) | ${kb(browser['/pin/reset'].total)} in ${browser['/pin/reset'].files} files | |`,
    `| JavaScript on first load of /applicant (gzip; the four remotes' files, prefetched in idle time after sign-in, are not run and not counted) | ${kb(browser['/applicant'].total)} in ${browser['/applicant'].files} files | |`,
    `| Scripts still fetched when opening the four remote screens after that | ${browser.scriptsWhenOpeningRemotes} | ≤ 2 serial round trips to a remote's first render |`,
    ...REMOTES.map((remote) => `| ${remote}: own code for its entry screen (gzip) | ${kb(browser.remoteOwn[remote])} | ≤ 30 KB: ${verdict(browser.remoteOwn[remote] <= 30 * 1024)} |`),
    `| Copies of react-dom on the page (shell + all remotes) | ${browser.reactDomCopies} | 1 |`,
    `| Bare Fastify + PGlite primary-key lookup | ${Math.round(api.bare)} req/s | yardstick |`,
    `| Session read, GET /api/auth/session | ${Math.round(api.session)} req/s = ${Math.round((api.session / api.bare) * 100)}% of bare | ≥ 50%: ${apiVerdict('session', api.session / api.bare >= 0.5)} |`,
    `| Sign-ins (Argon2id, m=19 MiB t=2 p=1) | ${Math.round(api.logins)} /s | ≥ 60/s: ${apiVerdict('logins', api.logins >= 60)} |`,
    `| Draft autosaves stored (PUT …/sections/{section}, 8 tabs, 1.5 KB each) | ${Math.round(api.saves)} /s = ${Math.round((api.saves / api.bare) * 100)}% of bare (${api.conflicts} answered 409: the bench's copy was older) | yardstick: every save is a versioned write and the section's full rules |`,
    pdfStallLine(pdfStall),
    ...deadlineLines(deadline),
    dashboardsLine(dashboards),
  ];
  if (!api.healthy) lines.push('', `Non-2xx answers or errors during the runs: ${JSON.stringify(api.failures)}`);
  return lines.join('\n');
}

if (process.argv.includes('--deadline-only')) {
  console.log(deadlineLines(await measureDeadline()).join('\n'));
  process.exit(0);
}
if (process.argv.includes('--dashboards-only')) {
  console.log(dashboardsLine(await measureDashboards()));
  process.exit(0);
}
if (process.argv.includes('--pdf-only')) {
  step('PDFs against everyone else: an unrelated call idle, then with 8 maximum-size PDFs in flight');
  const figures = await measurePdfStall();
  console.log(JSON.stringify(figures, null, 2));
  console.log(pdfStallLine(figures));
  process.exit(0);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const portal = startPortal(dataDir);
try {
  await waitForHealth(`${BASE}/api/health`);
  if (process.argv.includes('--pages-only')) {
    step('Measuring a phone\'s first load (Lighthouse, mobile profile): each page against its static copy');
    const pages = await measurePages();
    // Printed as soon as measured: what follows may fail, and these took twenty minutes.
    console.log([...againstStaticLines(pages), ...Object.entries(issue14Figures(pages)).map(([name, figures]) => lighthouseLine(name, figures))].join('\n'));
    console.log(firstActLine(await firstActCost(pages)));
  } else {
    await measureEverything();
  }
} finally {
  // Stopped here whichever part ran (an exit from inside the try left the portal running).
  portal.kill('SIGTERM');
  await new Promise((resolve) => portal.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/** The whole bench: every table row, written into docs/performance.md (`--browser-only`: the downloads alone). */
async function measureEverything() {
  step('Measuring what the browser downloads');
  const browser = await measureBrowser();
  if (process.argv.includes('--browser-only')) {
    console.log(JSON.stringify(browser, null, 2));
    return;
  }
  step('Measuring a phone\'s first load (Lighthouse, mobile profile): each page against its static copy, and a repeat visit');
  const pages = await measurePages();
  const firstAct = await firstActCost(pages);
  const repeat = await measureRepeatVisit();
  step(`Measuring API throughput (${DURATION_SECONDS} s per run)`);
  const api = await measureApi();
  step('PDFs against everyone else: an unrelated call idle, then with 8 maximum-size PDFs in flight');
  const pdfStall = await measurePdfStall();
  const deadline = await measureDeadline();
  const dashboards = await measureDashboards();
  const table = report(browser, api, pages, firstAct, repeat, deadline, pdfStall, dashboards);
  console.log(`\n${table}`);
  const tablePath = path.join(ROOT, 'docs/performance.md');
  const page = readFileSync(tablePath, 'utf8');
  writeFileSync(tablePath, page.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, `<!-- bench:start -->\n${table}\n<!-- bench:end -->`));
}
