import { expect, type Page, type Request } from '@playwright/test';

/**
 * Counts the page's API calls still waiting for an answer. `waitForLoadState('networkidle')` cannot
 * tell: it is reached once per document, and a single-page app's later calls (after sign-in, on a
 * route change) never reset it. Tests that move the browser's clock need the calls answered first,
 * because every answer counts as activity and moves the session's idle deadline.
 */
export function trackApiCalls(page: Page) {
  const waiting = new Set<Request>();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request)) waiting.add(request);
  });
  const done = (request: Request) => waiting.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once no API call is waiting for its answer. */
    async settled(): Promise<void> {
      await expect.poll(() => waiting.size, { message: 'API calls still waiting for an answer' }).toBe(0);
    },
  };
}
