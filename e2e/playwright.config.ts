import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORT } from './support/ports';
import { newRunId } from './support/postgres-databases.cjs';

// One migrated and seeded database per run, which every portal server of the run starts on a copy of
// (support/serve-portal.mjs). Set here, in the runner, so its workers and the web server inherit it.
process.env.PORTAL_DATA_TEMPLATE ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-template-'));
// The run's name in the PostgreSQL databases of its private portals (support/postgres-databases.cjs).
process.env.PORTAL_E2E_RUN ??= newRunId();

// Debian's Chromium headless shell (npm test installs it), never a downloaded browser. The
// background-networking flags keep Chromium from flooding the closed network with connection attempts.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  // Drops the run's PostgreSQL databases and their template folder.
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  // Two cores: one browser per core. Tests that need a server of their own start it (support/private-portal.ts).
  workers: 2,
  forbidOnly: true,
  // On CI (two cores shared by two browsers and a portal server per suite) a test that fails is run
  // once more; one that then passes is reported as flaky in npm test's summary, never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // How long an expectation waits for the page to show something: on a busy machine (CI, other jobs on
  // two cores) a screen can take several seconds to draw. Tests that pass never wait this long.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS },
    // Recording a trace costs a fifth of the suite's time (login + applicant-area: 103 s → 81 s); a test
    // that fails is traced on its retry (CI), or run it again with --trace=on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node support/serve-portal.mjs ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    // Building the database and starting the local servers, on a machine that may be busy.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Asked to stop, the server removes its database folder and the run's template; without this
    // Playwright kills it outright and both stay in the temporary folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
