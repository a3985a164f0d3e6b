/**
 * The suites' `test`: Playwright's, with one check on every page a test opens in its context. A screen
 * the browser draws differently from the server's drawing is reported by the portal itself
 * (shared/mount/src/hydration.tsx: React then draws it again, slower, and may move what the
 * applicant sees); any such report fails the test, whichever suite opened the page.
 */
import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

const HYDRATION_MISMATCH = /^Hydration mismatch/;

export const test = base.extend({
  context: async ({ context }, provide) => {
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
