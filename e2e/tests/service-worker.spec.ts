import { expect, test } from '@playwright/test';

test('the service worker registers and serves the apps\' files on a repeat visit', async ({ page, baseURL }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Registration waits until the app is idle (or 30 s); `ready` resolves once it is active.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);

  const viaWorker: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/apps/shell/') && response.fromServiceWorker()) viaWorker.push(response.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(viaWorker.length).toBeGreaterThan(0);
  // The API is never answered by the worker.
  const settings = await page.evaluate(() => fetch('/api/system/settings').then((r) => r.ok));
  expect(settings).toBe(true);
});
