// Shared steps of npm start, npm test and npm run bench: install, build, and where things are.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mfe-public', 'mfe-admission', 'mfe-scholarship', 'mfe-financial-aid', 'mfe-payment'];

export function step(title) {
  console.log(`\n▶ ${title}`);
}

export function install() {
  step('Installing dependencies (pnpm, frozen lockfile)');
  const status = pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'], { cwd: ROOT });
  if (status !== 0) throw new Error('pnpm install failed');
}

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`✖ could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Builds every app that changed (two at a time, one per core) and the API bundle. */
export async function buildAll({ force = false } = {}) {
  step(force ? 'Building every app' : 'Building what changed');
  const queue = [...APPS];
  const failures = [];
  const worker = async () => {
    while (queue.length) {
      const app = queue.shift();
      const args = [path.join(ROOT, 'shared/federation/bin/portal-build.js'), ...(force ? [] : ['--if-changed'])];
      if ((await run(process.execPath, args, { cwd: path.join(ROOT, app) })) !== 0) failures.push(app);
    }
  };
  await Promise.all([worker(), worker()]);
  if ((await run(process.execPath, ['build.mjs'], { cwd: path.join(ROOT, 'api') })) !== 0) failures.push('api');
  if (failures.length) throw new Error(`build failed: ${failures.join(', ')}`);
}

/** Debian's full Chromium: the bench's Lighthouse measures pages as a desktop browser draws them. */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell: the same Blink and V8 without the desktop browser's GPU and UI
 * processes, so the browser suites spend their two cores on the pages (a third less time than
 * headless full Chromium, measured on login + applicant-area: 137 s → 86 s). CHROMIUM_PATH overrides.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const APT_ENV = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
let aptListsFresh = false;

/** apt-get install as root, reading the package lists once per run. */
async function aptInstall(packages) {
  if (!aptListsFresh && (await run('apt-get', ['update', '-qq'], { env: APT_ENV })) !== 0) throw new Error('apt-get update failed');
  aptListsFresh = true;
  if ((await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env: APT_ENV })) !== 0) {
    throw new Error(`apt-get install ${packages.join(' ')} failed`);
  }
}

/** A Debian package's program, installed (as root) when missing; returns whether it was installed now. */
async function ensureDebianPackage(program, packageName, title) {
  if (existsSync(program)) return false;
  if (process.getuid?.() !== 0) throw new Error(`${title} is missing at ${program}; install Debian's package: sudo apt-get install -y ${packageName}`);
  step(`Installing Debian's ${title} (apt-get)`);
  await aptInstall([packageName]);
  return true;
}

/** Debian's Chromium for the bench (never a browser download). */
export async function ensureChromium() {
  await ensureDebianPackage(CHROMIUM, 'chromium', 'Chromium');
}

/** Debian's Chromium headless shell for the Playwright suites (never a browser download). */
export async function ensureTestChromium() {
  await ensureDebianPackage(TEST_CHROMIUM, 'chromium-headless-shell', 'Chromium headless shell');
}

/** Debian's HAProxy: the load balancer in front of several API instances (npm run start:cluster). */
export const HAPROXY = '/usr/sbin/haproxy';

export async function ensureHaproxy() {
  await ensureDebianPackage(HAPROXY, 'haproxy', 'HAProxy');
}

/** Debian's PostgreSQL server programs (initdb, pg_ctl) for a private database the cluster owns. */
export async function ensurePostgresServer() {
  // Debian keeps each major version's programs in /usr/lib/postgresql/<version>/bin.
  const programs = () => {
    if (!existsSync('/usr/lib/postgresql')) return undefined;
    return readdirSync('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin`).find((bin) => existsSync(`${bin}/pg_ctl`));
  };
  if (!programs()) {
    if (process.getuid?.() !== 0) throw new Error("PostgreSQL's server programs are missing; install Debian's package: sudo apt-get install -y postgresql");
    step("Installing Debian's PostgreSQL server (apt-get)");
    await aptInstall(['postgresql']);
  }
  return programs();
}

export const CLAMD = '/usr/sbin/clamd';

/**
 * Debian's ClamAV daemon for the virus-scanning tests. They start a private clamd of their own (own
 * folder, loopback port and a signature made from the EICAR test string), so no virus database is
 * ever downloaded: freshclam cannot reach its servers from here, and a real database needs gigabytes.
 */
export async function ensureClamd() {
  if (!(await ensureDebianPackage(CLAMD, 'clamav-daemon', 'ClamAV daemon'))) return;
  // Where systemd runs, the package enables Debian's own clamd and freshclam: the tests never use
  // them, clamd would idle without a database, and freshclam would retry downloads that cannot work.
  if (existsSync('/run/systemd/system')) {
    await run('systemctl', ['disable', '--now', 'clamav-daemon.service', 'clamav-freshclam.service'], { env: APT_ENV });
  }
}

/** Debian's libfaketime: the offer-lapse browser test moves its portal server's clock days ahead. */
export const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

export async function ensureFaketime() {
  await ensureDebianPackage(LIBFAKETIME, 'faketime', 'libfaketime');
}

/** Debian's Prometheus (and its promtool): start:cluster's monitoring, and npm test's check of the alert rules. */
export const PROMETHEUS = '/usr/bin/prometheus';
export const PROMTOOL = '/usr/bin/promtool';

export async function ensurePrometheus() {
  if (!(await ensureDebianPackage(PROMETHEUS, 'prometheus', 'Prometheus'))) return;
  // Where systemd runs, the package starts Debian's own Prometheus on port 9090 with its own
  // configuration: start:cluster runs a private one instead, and two would fight over the port.
  if (existsSync('/run/systemd/system')) {
    await run('systemctl', ['disable', '--now', 'prometheus.service'], { env: APT_ENV });
  }
}

/** Debian's Alertmanager (and its amtool): where Prometheus's alerts go to reach a person (start:cluster, npm test). */
export const ALERTMANAGER = '/usr/bin/prometheus-alertmanager';
export const AMTOOL = '/usr/bin/amtool';

export async function ensureAlertmanager() {
  if (!(await ensureDebianPackage(ALERTMANAGER, 'prometheus-alertmanager', 'Alertmanager'))) return;
  // As with Prometheus: Debian's own service would hold port 9093 with its own configuration.
  if (existsSync('/run/systemd/system')) {
    await run('systemctl', ['disable', '--now', 'prometheus-alertmanager.service'], { env: APT_ENV });
  }
}
