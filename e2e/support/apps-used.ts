/**
 * Records which apps each browser test loads (the /apps/<app>/ files its pages fetch), so that the
 * fast inner loop (`npm test -- --changed`, scripts/changed-tests.mjs) can run the browser specs of
 * the apps a change touched, as the last full run saw them, instead of a hand-kept list.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, TestInfo } from '@playwright/test';

export const APPS_USED_DIR = path.resolve(__dirname, '../../test-results/apps-used');

const APP_FILE = /^\/apps\/([a-z0-9-]+)\//;

/**
 * Starts noting the apps `context`'s pages run into `used`: scripts only, as the shell prefetches
 * every applicant remote after sign-in (rel=prefetch, not run) and a prefetched app is not used.
 */
export function watchAppsUsed(context: BrowserContext, used: Set<string>): void {
  context.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const app = APP_FILE.exec(new URL(request.url()).pathname)?.[1];
    if (app) used.add(app);
  });
}

/**
 * Writes one test's apps and where the test is (its line: the inner loop runs that test alone when
 * its file is not serial): test-results/apps-used/<spec file>/<test id>.json.
 */
export function recordAppsUsed(testInfo: TestInfo, used: Set<string>): void {
  const folder = path.join(APPS_USED_DIR, path.basename(testInfo.file));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${testInfo.testId}.json`), JSON.stringify({ line: testInfo.line, apps: [...used].sort() }));
}
