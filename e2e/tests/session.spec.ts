import { expect, test } from '../support/test';
import { trackApiCalls } from '../support/api-calls';
import { expectNoAxeViolations } from '../support/axe';
import { signInWithPinOnTheForm } from '../support/sign-in';

// The browser's clock is driven by the test; the server's idle limit (30 minutes) is not reached.
// Signed in on the form, as an applicant does: these tests count the activity of the page's own calls.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
  const apiCalls = trackApiCalls(page);
  await signInWithPinOnTheForm(page);
  // A reply still in flight when the clock jumps would count as fresh activity and move the deadline.
  await expect(page.getByRole('link', { name: /application fee/i })).toBeVisible();
  await apiCalls.settled();
});

test('a minute before the idle limit a dialog counts down and Continue keeps the session', async ({ page }) => {
  await page.clock.fastForward('29:00');
  const dialog = page.getByRole('dialog', { name: 'You will be signed out soon' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/\d+ seconds/)).toBeVisible();
  await expectNoAxeViolations(page);

  const ping = page.waitForRequest((request) => request.url().endsWith('/api/auth/keepalive'));
  await dialog.getByRole('button', { name: 'Continue session' }).click();
  await ping;
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
});

test('without an answer the applicant is signed out and told why', async ({ page }) => {
  await page.clock.fastForward('29:00');
  await expect(page.getByRole('dialog', { name: 'You will be signed out soon' })).toBeVisible();
  const logout = page.waitForRequest((request) => request.url().endsWith('/api/auth/logout'));
  await page.clock.fastForward('01:30');
  await logout;
  await expect(page).toHaveURL(/\/login\?sid=ADM&subid=ADM/);
  await expect(page.getByText('You have been signed out because you were inactive for too long.')).toBeVisible();
  await page.goto('/applicant');
  await expect(page).toHaveURL(/\/login/);
});

test('the loading overlay covers a slow call and is announced', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payment/fees', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Payment details' }).click();
  const overlay = page.getByTestId('loading-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS('z-index', '9999');
  await expect(page.getByRole('status').filter({ hasText: 'Loading, please wait' })).toBeAttached();
  release();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('table', { name: 'Your fees' })).toBeVisible();
});
