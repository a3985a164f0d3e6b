// Shared steps of npm start, npm test and npm run bench: install, build, and where things are.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for the Playwright suites and the bench (never a browser download). */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) throw new Error(`Chromium is missing at ${CHROMIUM}; install Debian's package: sudo apt-get install -y chromium`);
  step("Installing Debian's Chromium (apt-get)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0 || (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) !== 0) {
    throw new Error('apt-get install chromium failed');
  }
}
