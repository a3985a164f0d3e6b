import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

test('the public financial aid calculator needs no sign-in', async ({ page }) => {
  await page.goto('/FinancialAidCalculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial aid calculator' })).toBeVisible();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// mfe-public on each of its shell routes: the screen's own heading and first field, no sign-in needed.
// The flows themselves are in public-*.spec.ts.
for (const [path, title, firstField] of [
  ['/pin/reset?sid=ADM', 'Online PIN Reset System', 'Application number'],
  ['/pin/reset?sid=ADM&id=some-token', 'Online PIN Reset System', 'Date of birth'],
  ['/applicationNumber/enquiry?sid=ADM', 'Online Application Number Enquiry System', 'Name'],
  ['/b2c?sid=ADM&subid=ADM', 'Register Your Email Address', 'E-mail address'],
  ['/social-enquiry?sid=ADM&sscid=ADM', 'Social Account Enquiry', 'Full name'],
  ['/password/forgot?sid=ADM&subid=ADM', 'Reset your password', 'E-mail address'],
] as const) {
  test(`mfe-public is mounted on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByLabel(firstField, { exact: true })).toBeVisible();
    await expect(page.getByText('Fields marked with an asterisk (*) are mandatory.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('an unknown page says so, and answers 404', async ({ page }) => {
  // A monitor asking the balancer for an instance's /metrics, or a search engine following an old link, reads 404.
  for (const unknown of ['/metrics', '/no-such-page']) {
    const response = await page.goto(unknown);
    expect(response?.status()).toBe(404);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
