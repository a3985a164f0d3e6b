import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test('the public financial aid calculator needs no sign-in', async ({ page }) => {
  await page.goto('/FinancialAidCalculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial aid calculator' })).toBeVisible();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const [path, title] of [
  ['/pin/reset?sid=ADM', 'Online PIN Reset System'],
  ['/applicationNumber/enquiry?sid=ADM', 'Online Application Number Enquiry System'],
  ['/b2c?sid=ADM&subid=ADM', 'Register Your Email Address'],
  ['/social-enquiry?sid=ADM', 'Social Account Enquiry'],
] as const) {
  test(`mfe-public is mounted on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('an unknown page says so', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
