/**
 * "Find address" in a real browser, on a portal of this file's own whose address look-up is the
 * local OneMap server (serve-portal.mjs starts it): the draft applicant finds their home by postal
 * code, the lines are filled and saved on the server, a postal code with two buildings is chosen by
 * keyboard alone, and a code with no address says so while the typed lines stay; axe on each state,
 * in English and Chinese.
 */
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_PORT } from '../support/ports';
import { PrivatePortal } from '../support/private-portal';
import { DRAFT_ACCOUNT } from '../support/sign-in';

const portal = new PrivatePortal(E2E_PORT + 23);
test.beforeAll(() => portal.start());
test.afterAll(() => portal.stop());
test.use({ baseURL: portal.url });

/** Signs in as the draft applicant and opens the Personal Particulars page of their application. */
async function openPersonalParticulars(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail address', { exact: true }).fill(DRAFT_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(DRAFT_ACCOUNT.password);
  await page.getByRole('form', { name: /e-mail login account/i }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  const applications = (await (await page.request.get('/api/admission/applications')).json()) as Array<{ applicationNumber: string; status: string }>;
  const draft = applications.find((application) => application.status === 'DRAFT');
  expect(draft, 'the draft demo application').toBeDefined();
  await page.goto(`/applicant/admission/applications/${draft!.applicationNumber}/sections/personalParticulars`);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal particulars' })).toBeVisible();
}

test('an applicant finds their address by postal code, and it is saved', async ({ page }) => {
  await openPersonalParticulars(page);
  await page.getByLabel('Postal code').fill('560123');
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address found for postal code 560123' })).toBeVisible();
  await expect(page.getByLabel('Address line 1')).toHaveValue('123 ANG MO KIO AVENUE 3');
  await expectNoAxeViolations(page);

  await page.getByLabel('Address line 2 (optional)').fill('#05-67');
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/sections\/personalParticulars$/.test(response.url()) && (response.request().postData() ?? '').includes('#05-67'),
  );
  await page.getByRole('button', { name: 'Save Application' }).click();
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(page.getByLabel('Address line 1')).toHaveValue('123 ANG MO KIO AVENUE 3');
  await expect(page.getByLabel('Address line 2 (optional)')).toHaveValue('#05-67');
  await expect(page.getByLabel('Postal code')).toHaveValue('560123');
});

test('two buildings at one postal code are chosen with the keyboard alone; no address is said plainly', async ({ page }) => {
  await openPersonalParticulars(page);
  const postalCode = page.getByLabel('Postal code');
  await postalCode.fill('018956');
  await postalCode.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Find address' })).toBeFocused();
  await page.keyboard.press('Enter');
  const choices = page.getByRole('radiogroup', { name: 'Choose your address' });
  await expect(choices.getByRole('radio')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Tab');
  await expect(choices.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(choices.getByLabel('10 BAYFRONT AVENUE, SANDS EXPO AND CONVENTION CENTRE')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Use this address' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Address line 1')).toBeFocused();
  await expect(page.getByLabel('Address line 1')).toHaveValue('10 BAYFRONT AVENUE');
  await expect(page.getByLabel('Address line 2 (optional)')).toHaveValue('SANDS EXPO AND CONVENTION CENTRE');

  await page.getByLabel('Address line 1').fill('12 Jalan Bahagia');
  await postalCode.fill('999999');
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We could not find an address with this postal code.' })).toBeVisible();
  await expect(page.getByLabel('Address line 1')).toHaveValue('12 Jalan Bahagia');
  await expectNoAxeViolations(page);

  await page.getByRole('banner').getByRole('link', { name: '中文', exact: true }).or(page.getByRole('banner').getByRole('button', { name: '中文', exact: true })).click();
  await expect(page.getByRole('status').filter({ hasText: '找不到与此邮政编码相符的地址。' })).toBeVisible();
  await expect(page.getByRole('button', { name: '查找地址' })).toBeVisible();
  await expectNoAxeViolations(page);
});
