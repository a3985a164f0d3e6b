/**
 * Sign in with the national identity service, in the browser, against the local FAPI 2.0 provider
 * the e2e server starts (api/dev/local-identity.ts): the demo NRIC lands in the demo application, a
 * new NRIC gets a new applicant profile, and declining returns to the login variant with a message,
 * in English and 中文, by keyboard, with zero axe violations on the portal's pages.
 */
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

/** On the provider's own page: choose who signs in, then agree or decline. */
async function answerAtProvider(page: Page, identity: string, decision: 'Agree and sign in' | 'Decline'): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'National identity (local)' })).toBeVisible();
  await page.getByRole('radio', { name: identity }).check();
  await page.getByRole('button', { name: decision }).click();
}

test('the demo applicant signs in with national identity and lands in application 24000001', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with national identity' }).click();
  // The local provider's own page is accessible too: a person at npm start and the tests both drive it.
  await expect(page.getByRole('group', { name: 'Who is signing in?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await answerAtProvider(page, 'TAN MEI LING (S1234567D)', 'Agree and sign in');
  await expect(page).toHaveURL(/\/applicant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, TAN MEI LING' })).toBeVisible();
  await expect(page.getByRole('link', { name: /application fee/i })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a person with no application gets a new applicant profile and goes where they were going', async ({ page }) => {
  await page.goto('/applicant/payment');
  await expect(page).toHaveURL(/\/login\?.*returnTo=%2Fapplicant%2Fpayment/);
  await page.getByRole('link', { name: 'Sign in with national identity' }).click();
  await answerAtProvider(page, 'NUR AISYAH BINTE RAHMAN (T0812345J)', 'Agree and sign in');
  await expect(page).toHaveURL(/\/applicant\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
  await page.goto('/applicant');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, NUR AISYAH BINTE RAHMAN' })).toBeVisible();
});

test('declining at the provider, by keyboard alone, returns to the login variant with a message in both languages', async ({ page }) => {
  await page.goto('/alcnsLogin');
  const start = page.getByRole('link', { name: 'Sign in with national identity' });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'National identity (local)' })).toBeVisible();
  // The first identity is chosen; Tab moves past the radio group to the two buttons.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Decline' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/alcnsLogin\?sid=CE&subid=CE&error=IDENTITY_SIGN_IN_DENIED$/);
  const banner = page.getByRole('alert').filter({ hasText: 'Sign-in was not completed' });
  await expect(banner).toContainText('You did not agree to sign in with the national identity service.');
  await expectNoAxeViolations(page);

  await page.getByRole('banner').getByRole('button', { name: '中文', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('alert').filter({ hasText: '登录未完成' })).toContainText('您未同意通过国家身份认证服务登录。');
  await expect(page.getByRole('link', { name: '以国家身份认证服务登录' })).toBeVisible();
  await expectNoAxeViolations(page);
});
