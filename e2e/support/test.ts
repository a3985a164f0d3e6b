/**
 * The suites' `test`: Playwright's, with two checks on every page a test opens, in its own context or
 * in one it opens itself (an officer's beside the applicant's):
 * - a screen the browser draws differently from the server's drawing is reported by the portal
 *   itself (shared/mount/src/hydration.tsx: React then draws it again, slower, and may move what the
 *   applicant sees);
 * - words shown as their catalogue keys (`documents.types.OTHER`) or as a catalogue reference never
 *   worded (support/raw-keys.ts), in either language;
 * any such report fails the test, whichever suite opened the page.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { recordAppsUsed, watchAppsUsed } from './apps-used';
import { watchRawKeys } from './raw-keys';

export * from '@playwright/test';

const HYDRATION_MISMATCH = /^Hydration mismatch/;

/** Contexts a test opens itself (an officer's browser beside the applicant's) are told to these. */
const contextWatchers = new Set<(context: BrowserContext) => void | Promise<void>>();

export const test = base.extend<{ appsUsed: Set<string>; rawKeys: string[] }, { watchedBrowser: void }>({
  // The apps every test's pages load, in any of its contexts (support/apps-used.ts).
  watchedBrowser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await Promise.all([...contextWatchers].map((watch) => watch(context)));
        return context;
      };
      await provide();
    },
    { scope: 'worker', auto: true },
  ],
  appsUsed: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, testInfo) => {
      const used = new Set<string>();
      const watch = (context: BrowserContext) => watchAppsUsed(context, used);
      contextWatchers.add(watch);
      await provide(used);
      contextWatchers.delete(watch);
      recordAppsUsed(testInfo, used);
    },
    { auto: true },
  ],
  rawKeys: [
    // Words shown as keys on any page of the test, in any of its contexts (support/raw-keys.ts).
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const reported: string[] = [];
      const watch = (context: BrowserContext) => watchRawKeys(context, reported);
      contextWatchers.add(watch);
      await provide(reported);
      contextWatchers.delete(watch);
      expect([...new Set(reported)], 'words shown as their catalogue keys').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, appsUsed, rawKeys }, provide) => {
    watchAppsUsed(context, appsUsed);
    await watchRawKeys(context, rawKeys);
    const mismatches: string[] = [];
    const watch = (page: Page) =>
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_MISMATCH.test(message.text())) mismatches.push(`${page.url()}: ${message.text()}`);
      });
    context.pages().forEach(watch);
    context.on('page', watch);
    await provide(context);
    expect(mismatches, 'screens the browser drew differently from the server').toEqual([]);
  },
});
