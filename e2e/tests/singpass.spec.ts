/**
 * The identity-data screen (/singpass) in a real browser, on a portal of this file's own with its
 * local FAPI 2.0 national identity provider: a new NRIC signs in with national identity, starts an
 * application, opens /singpass, reads the released data (in English and 中文), consents by keyboard
 * alone, and finds Personal Particulars filled with the verified answers read-only and tagged while
 * the contact details stay editable. Without a session the screen sends the person to sign in and
 * back.
 * axe on every screen, in both languages.
 */
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_PORT } from '../support/ports';
import { PrivatePortal } from '../support/private-portal';

const portal = new PrivatePortal(E2E_PORT + 27);
test.beforeAll(() => portal.start());
test.afterAll(() => portal.stop());
test.use({ baseURL: portal.url });
test.describe.configure({ mode: 'serial' });

const languageSwitch = (page: Page, name: 'English' | '中文') =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).or(page.getByRole('banner').getByRole('button', { name, exact: true }));

async function switchLanguage(page: Page, name: 'English' | '中文') {
  await languageSwitch(page, name).click();
  await expect(page.locator('html')).toHaveAttribute('lang', name === '中文' ? 'zh-Hans' : 'en-GB');
}

test('without a session, /singpass asks the person to sign in first and comes back after a national-identity sign-in', async ({ page }) => {
  await page.goto('/singpass');
  await expect(page).toHaveURL(/\/login\?.*returnTo=%2Fsingpass/);
  await page.getByRole('link', { name: 'Sign in with national identity' }).click();
  await page.getByRole('radio', { name: 'RAJ KUMAR S/O ARUMUGAM (S8765432C)' }).check();
  await page.getByRole('button', { name: 'Agree and sign in' }).click();
  await expect(page).toHaveURL(/\/singpass$/);
  await expect(page.getByRole('region', { name: 'Your data from the national identity service' }).getByText('Permanent resident', { exact: true })).toBeVisible();
  // No application yet: nothing to fill, and the way to start one.
  await expect(page.getByRole('link', { name: 'Start an application' })).toHaveAttribute('href', '/applicant/admission/apply');
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a new NRIC signs in with national identity, starts an application and fills Personal Particulars from /singpass', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with national identity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'National identity (local)' })).toBeVisible();
  await page.getByRole('radio', { name: 'NUR AISYAH BINTE RAHMAN (T0812345J)' }).check();
  await page.getByRole('button', { name: 'Agree and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, NUR AISYAH BINTE RAHMAN' })).toBeVisible();

  await page.goto('/applicant/admission/apply');
  await page.getByLabel('Singapore citizen').check();
  await page.getByRole('radiogroup', { name: /live in Singapore/ }).getByLabel('Yes').check();
  await page.getByRole('radiogroup', { name: /studied at a university/ }).getByLabel('No').check();
  await page.getByRole('radiogroup', { name: /two years/ }).getByLabel('No').check();
  await page.getByLabel('Singapore-Cambridge GCE A-Level').check();
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /PIN/ })).toBeVisible();
  const number = /applications\/(\d{8})\/pin/.exec(page.url())?.[1] ?? '';
  expect(number).toMatch(/^\d{8}$/);

  // Signed in with national identity minutes ago: the screen shows the released data at once.
  await page.goto('/singpass');
  await expect(page.getByRole('heading', { level: 1, name: 'Retrieve your data from the national identity service' })).toBeVisible();
  const data = page.getByRole('region', { name: 'Your data from the national identity service' });
  for (const shown of ['NUR AISYAH BINTE RAHMAN', 'T0812345J', 'Female', 'Malay', '14/03/2008', 'Singapore citizen', 'BLK 456 TAMPINES STREET 42, #10-456, SINGAPORE 520456', '+65 91112222', 'aisyah.rahman@example.com', 'Single']) {
    await expect(data.getByText(shown, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await switchLanguage(page, '中文');
  await expect(page.getByRole('heading', { level: 1, name: '从国家身份认证服务提取您的资料' })).toBeVisible();
  await expect(page.getByText('马来族', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '填写我的申请' })).toBeVisible();
  await expectNoAxeViolations(page);
  await switchLanguage(page, 'English');

  // Keyboard alone: the consent, then the button.
  const consent = page.getByRole('checkbox', { name: new RegExp(`used to fill in the Personal Particulars of application ${number}`) });
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Fill in my application' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/applicant/admission/applications/${number}/sections/personalParticulars$`));
  const fullName = page.getByRole('textbox', { name: 'Full name' }).first();
  await expect(fullName).toHaveValue('NUR AISYAH BINTE RAHMAN');
  await expect(fullName).toHaveAttribute('readonly', '');
  await expect(page.getByText('Verified by national identity', { exact: true })).toHaveCount(7);
  await expect(page.getByRole('textbox', { name: /^Identity document number/ })).toHaveAttribute('readonly', '');
  // The contact details stay the applicant's to change.
  const email = page.getByRole('textbox', { name: /^E-mail address/ });
  await expect(email).toHaveValue('aisyah.rahman@example.com');
  await expect(email).not.toHaveAttribute('readonly');
  await email.fill('aisyah@example.net');
  await expect(email).toHaveValue('aisyah@example.net');
  await expectNoAxeViolations(page);

  await switchLanguage(page, '中文');
  await expect(page.getByText('已经国家身份认证核实', { exact: true })).toHaveCount(7);
  await expectNoAxeViolations(page);
});
