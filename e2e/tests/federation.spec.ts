import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_PORT } from '../support/ports';
import { PrivatePortal } from '../support/private-portal';
import { countReactDomCopies, installReactRendererCounter, signInWithPin, signInWithPinOnTheForm } from '../support/sign-in';

test('exactly one copy of react-dom serves the shell and every remote', async ({ page }) => {
  await installReactRendererCounter(page);
  await signInWithPin(page);
  const menu = page.getByRole('navigation', { name: 'Applicant menu' });
  await menu.getByRole('link', { name: 'Enquire status' }).nth(0).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application Summary and Status' })).toBeVisible();
  await menu.getByRole('link', { name: 'Enquire status' }).nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scholarship application status' })).toBeVisible();
  await menu.getByRole('link', { name: 'Enquire status' }).nth(2).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financial aid application status' })).toBeVisible();
  await menu.getByRole('link', { name: 'Payment details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
  expect(await countReactDomCopies(page)).toBe(1);
});

test.describe('a remote whose server is down', () => {
  // page.route cannot see requests a service worker makes on the page's behalf.
  test.use({ serviceWorkers: 'block' });

  test('shows an error panel with retry in its menu while the others still work', async ({ page }) => {
    // The scholarship team's server refuses connections from the start (so even the shell's
    // preloading of remotes after sign-in cannot reach it).
    await page.route('**/apps/mfe-scholarship/**', (route) => route.abort('connectionrefused'));
    await signInWithPinOnTheForm(page);
    const menu = page.getByRole('navigation', { name: 'Applicant menu' });
    await menu.getByRole('link', { name: 'Enquire status' }).nth(1).click();
    const panel = page.getByRole('heading', { name: 'Scholarship is not available right now' });
    await expect(panel).toBeVisible();
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);

    await menu.getByRole('link', { name: 'Payment details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
    await menu.getByRole('link', { name: 'Enquire status' }).nth(0).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Application Summary and Status' })).toBeVisible();

    // The server is back: Try again loads it without reloading the page.
    await menu.getByRole('link', { name: 'Enquire status' }).nth(1).click();
    await expect(panel).toBeVisible();
    await page.unroute('**/apps/mfe-scholarship/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scholarship application status' })).toBeVisible();
  });
});

test.describe('independent deployment', () => {
  const portal = new PrivatePortal(E2E_PORT + 1, {}, { ownDeploy: true });
  test.beforeAll(async () => portal.start());
  test.afterAll(async () => portal.stop());

  test('redeploying one remote while a browser is open asks to refresh, then serves the new version', async ({ page }) => {
    test.setTimeout(120_000);
    const shellVersion = portal.currentVersion('shell');
    await signInWithPinOnTheForm(page, `${portal.url}/login`);
    await page.getByRole('link', { name: 'Payment details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();

    const newVersion = `e2e-${Date.now()}`;
    await portal.redeploy('mfe-payment', newVersion);
    expect(portal.currentVersion('mfe-payment')).toBe(newVersion);

    await page.getByRole('link', { name: 'Home' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'A new version of the portal is ready' });
    await expect(message).toBeVisible();
    await expectNoAxeViolations(page);

    const newManifest = page.waitForRequest((request) => request.url().includes(`/apps/mfe-payment/${newVersion}/`));
    await message.getByRole('button', { name: 'Refresh now' }).click();
    await page.getByRole('link', { name: 'Payment details' }).click();
    await newManifest;
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
    await expect(message).toBeHidden();
    expect(portal.currentVersion('shell')).toBe(shellVersion);
  });
});
