import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { codeIn } from '../support/mail-catcher';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';

const PORT = E2E_PORT + 12;
const CODE_SUBJECT = 'Your verification code';
const REGISTERED_SUBJECT = 'Your login account is registered';
const PASSWORD = 'Harbour#Lights2026';

const server = portalWithMail(PORT);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

/** Step 1 → step 2, and the code from the delivered e-mail. */
async function requestCode(page: Page, email: string): Promise<string> {
  const seen = server.mail.find(email, CODE_SUBJECT).length;
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: /check your e-mail/i })).toBeFocused();
  return codeIn(await server.mail.next(email, CODE_SUBJECT, seen));
}

test('register an e-mail address with the e-mailed code, create the account and sign in with it', async ({ page }) => {
  const email = `new.applicant.${Date.now()}@example.edu`;
  await page.goto('/b2c?sid=ADM&subid=ADM');
  await expect(page.getByRole('heading', { level: 1, name: 'Register Your Email Address' })).toBeVisible();
  await expect(page.getByText(/valid for 5 minutes/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
  await expectNoAxeViolations(page);
  // The page's scripts (run at the first act) remember which system the account is for.
  await expect.poll(() => page.evaluate(() => [sessionStorage.getItem('portal.b2c.system'), sessionStorage.getItem('portal.b2c.subCategory')])).toEqual(['ADM', 'ADM']);

  const code = await requestCode(page, email);
  const codeField = page.getByLabel('Verification code', { exact: true });
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(page);

  // A wrong code: OTP_INVALID is shown and the field is cleared.
  const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText('The verification code is incorrect');
  await expect(codeField).toHaveValue('');
  await expectNoAxeViolations(page);

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/b2c\/account\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Setup Login Profile' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The draft (names only) survives a reload.
  await page.getByLabel('First name').fill('Siti');
  await page.getByLabel('Last name').fill('Rahman');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Siti');
  await expect(page.getByLabel('Last name')).toHaveValue('Rahman');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(stored).not.toContain(PASSWORD);

  // The rule is checked as the user types.
  const checks = page.locator('#password-checks');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(checks.getByRole('listitem').filter({ hasText: 'At least 12 characters' })).toContainText('Not yet');
  await page.getByLabel('Confirm password').fill('different');
  // Enter submits (a click would land after the blur's inline error has moved the button).
  await page.getByLabel('Confirm password').press('Enter');
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(checks.getByRole('listitem').filter({ hasText: 'At least 12 characters' })).toContainText('Done');
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const seen = server.mail.find(email, REGISTERED_SUBJECT).length;
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Account registered' })).toBeFocused();
  await expect(page.getByText(/confirmation e-mail/)).toBeVisible();
  await expectNoAxeViolations(page);
  await server.mail.next(email, REGISTERED_SUBJECT, seen);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('portal.b2c.draft.')))).toEqual([]);

  await page.getByRole('link', { name: /Sign in to Undergraduate Admissions/ }).click();
  await expect(page).toHaveURL(/\/login\?sid=ADM&subid=ADM$/);
  const form = page.getByRole('form', { name: /e-mail login account/i });
  await form.getByLabel('E-mail address', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/applicant/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
});

test('the account page without a draft sends the user to /b2c', async ({ page }) => {
  await page.goto('/b2c/account/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/b2c\?sid=ADM&subid=ADM$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register Your Email Address' })).toBeVisible();
});
