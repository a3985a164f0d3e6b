/**
 * The office in a real browser, on a portal of this file's own: staff sign in at /office (the form
 * shows at the address asked for), the admissions console lists, searches and opens applications,
 * another office's staff are told the console is not theirs, the office administrator adds and
 * deactivates staff, and a staff session is never an applicant's. Axe (WCAG 2.2 A/AA) on every
 * screen, in English and 中文.
 */
import { expect, test } from '../support/test';
import { axeInBothLanguages, expectNoAxeViolations } from '../support/axe';
import { DEMO_STAFF, enrolAuthenticatorApp, signInAsStaff, signInAsStaffOnTheForm } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';

const PORT = E2E_PORT + 43;
const server = portalWithMail(PORT);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

test('an admissions officer signs in where the console was asked for, searches and opens an application', async ({ page }) => {
  expect(server.portal).toBeDefined();
  await page.goto('/office/admission');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the office console' })).toBeVisible();
  await axeInBothLanguages(page, '登录办公室管理平台');

  // A wrong password: the same message as for an unknown address, the form still there.
  await page.getByLabel('Staff e-mail address').fill(DEMO_STAFF.ADMISSIONS.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The sign-in details you entered do not match our records.')).toBeVisible();

  await signInAsStaffOnTheForm(page, 'ADMISSIONS', '/office/admission');
  await expect(page).toHaveURL(/\/office\/admission$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions console' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Applications, newest submission first' })).toContainText('TAN MEI LING');
  await axeInBothLanguages(page, '招生管理平台');

  // Search by keyboard: the search lands in the address, so it survives a reload.
  await page.getByLabel('Application number, name or e-mail address').fill('no such applicant');
  await page.getByLabel('Application number, name or e-mail address').press('Enter');
  const found = page.getByRole('status').filter({ hasText: 'Applications found' });
  await expect(found).toHaveText('Applications found: 0');
  await page.getByLabel('Application number, name or e-mail address').fill('2400');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('SUBMITTED');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=2400/);
  await page.reload();
  await expect(found).toHaveText('Applications found: 1');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('SUBMITTED');

});

test('the console opens one application in the applicant\'s own view, and the staff session is not an applicant\'s', async ({ page }) => {
  await signInAsStaff(page, 'ADMISSIONS', '/office/admission?q=24000001');
  await page.getByRole('link', { name: 'Open application 24000001 of TAN MEI LING' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application 24000001' })).toBeVisible();
  // Her NRIC as she declared it and as the national identity service verified it (issue 31).
  const applicant = page.getByRole('region', { name: 'Applicant', exact: true });
  await expect(applicant.locator('.pt-summary-list__row', { hasText: 'NRIC/FIN as declared' })).toContainText('S1234567D');
  await expect(applicant.locator('.pt-summary-list__row', { hasText: 'NRIC/FIN verified by national identity' })).toContainText('S1234567D');
  await expect(page.getByRole('heading', { name: "Referees' references" })).toBeVisible();
  await expect(page.getByText('Application submitted')).toBeVisible();
  // What the applicant submitted, in the applicant's own words.
  await expect(page.getByRole('tabpanel').getByText('Computer Science')).toBeVisible();
  await axeInBothLanguages(page, '申请 24000001');

  // A staff session is not an applicant's: the applicant area asks for an applicant sign-in.
  await page.goto('/applicant');
  await expect(page).toHaveURL(/\/login/);
});

test("another office's officer is told the admissions console is not theirs", async ({ page }) => {
  await signInAsStaff(page, 'SCHOLARSHIPS');
  await expect(page.getByRole('heading', { level: 1, name: 'Office home' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Scholarships console: / })).toBeVisible();
  await page.goto('/office/admission');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available to your role' })).toBeVisible();
  await axeInBothLanguages(page, '您的角色无权使用此功能');
  const refused = await page.request.get('/api/office/admission/applications');
  expect(refused.status()).toBe(403);
});

test('the office administrator adds a staff member, who can then sign in, and deactivates them', async ({ page, browser }) => {
  await signInAsStaff(page, 'OFFICE_ADMIN');
  await page.getByRole('navigation', { name: 'Office menu' }).getByRole('link', { name: 'Staff accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await axeInBothLanguages(page, '职员账户');

  await page.getByRole('button', { name: 'Add staff member' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Enter the staff member’s e-mail address' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Select a role' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Full name').fill('Goh Kai Wen');
  await page.getByLabel('E-mail address').fill('goh.kaiwen@example.edu');
  await page.locator('select#role').selectOption('ADMISSIONS');
  await page.getByLabel('First password').fill('lantern orchard river 58');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText('GOH KAI WEN can now sign in at /office as Office of Admissions.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Staff accounts and their roles' })).toContainText('goh.kaiwen@example.edu');

  const newcomer = await browser.newPage({ baseURL: `http://127.0.0.1:${PORT}` });
  await newcomer.goto('/office');
  await newcomer.getByLabel('Staff e-mail address').fill('goh.kaiwen@example.edu');
  await newcomer.getByLabel('Password').fill('lantern orchard river 58');
  await newcomer.getByRole('button', { name: 'Sign in' }).click();
  // A new account sets up its second factor first (office-second-factor.spec.ts has the whole of it).
  await enrolAuthenticatorApp(newcomer);
  await expect(newcomer.getByRole('navigation', { name: 'Office menu' })).toContainText('GOH KAI WEN');

  await page.getByRole('button', { name: 'Deactivate GOH KAI WEN' }).click();
  await expect(page.getByText('GOH KAI WEN can no longer sign in. Their sessions have ended.')).toBeVisible();
  // The newcomer's next call finds the session gone: back to the sign-in, at the same address.
  await newcomer.getByRole('navigation', { name: 'Office menu' }).getByRole('link', { name: 'Admissions console' }).click();
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Sign in to the office console' })).toBeVisible();
  await newcomer.close();
});
