import { expect, test } from '../support/test';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

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

test('a repeat visit draws the first screen from the worker\'s copy, with the network gone, and the copy keeps no session', async ({ page, context }) => {
  await page.goto('/login');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // Once the worker has seen the page and its files, they are its copies.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(async () => {
    const copy = await (await caches.open('portal-pages-v2')).match('/login');
    return copy !== undefined;
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('form', { name: /application number and PIN/i })).toBeVisible();
  await context.setOffline(false);

  // Signed in, the server's page carries the session; the worker's copy of it does not.
  await signInWithPin(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const copy = await page.evaluate(async () => (await (await caches.open('portal-pages-v2')).match('/applicant'))?.text());
  expect(copy).toContain('portal-first-screen');
  expect(copy).not.toContain('portal-first-screen-personal');
  expect(copy).not.toContain(DEMO_APPLICANT.applicationNumber);
  expect(copy).not.toContain(DEMO_APPLICANT.name);
});
