/**
 * Sign in with a social account, in the browser, against the local OpenID providers the e2e server
 * starts (api/dev/local-identity.ts: "Google (demo)" and "Facebook (demo)"): the enquiry e-mail's
 * sid/sscid deep link signs a linked account in; an account linked to no one goes through Setup
 * Login Profile (a code e-mailed to the address, typed by keyboard alone) and is then linked and
 * signed in; a declined consent returns to the login page with a message; and a signed-in applicant
 * links and unlinks an account on the Login profile page. Axe in English and 中文 on every new screen.
 * A portal of its own (Setup Login Profile links accounts and e-mails codes).
 */
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';

const PORT = E2E_PORT + 25;
const server = portalWithMail(PORT);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

const TAN_MEI_LING = 'Tan Mei Ling (tan.meiling@gmail.com)';
const ALEX_CHEN = 'Alex Chen (alex.chen@example.com)';

/** On the local provider's own page: choose who signs in, then agree or decline. */
async function answerAtProvider(page: Page, provider: 'A' | 'B', identity: string, decision: 'Agree and sign in' | 'Decline'): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: `Social sign-in ${provider} (local)` })).toBeVisible();
  await page.getByRole('radio', { name: identity }).check();
  await page.getByRole('button', { name: decision }).click();
}

async function switchLanguage(page: Page, name: '中文' | 'English', lang: string): Promise<void> {
  // The header's language switch: a link or a button named in its own language.
  await page.getByRole('banner').getByRole('link', { name, exact: true }).or(page.getByRole('banner').getByRole('button', { name, exact: true })).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('the enquiry e-mail’s deep link offers social sign-in on the right variant, and a linked account signs in', async ({ page }) => {
  await page.goto('/login?sid=CE&sscid=CE');
  await expect(page).toHaveURL(/\/alcnsLogin\?sid=CE&sscid=CE$/);
  await expect(page.getByText('Sign in with the social account linked to your application, as named in the e-mail we sent you.')).toBeVisible();
  await expectNoAxeViolations(page);
  await switchLanguage(page, '中文', 'zh-Hans');
  await expect(page.getByRole('link', { name: '以 Google (demo) 登录' })).toBeVisible();
  await expectNoAxeViolations(page);
  await switchLanguage(page, 'English', 'en-GB');

  await page.getByRole('link', { name: 'Sign in with Google (demo)' }).click();
  await answerAtProvider(page, 'A', TAN_MEI_LING, 'Agree and sign in');
  await expect(page).toHaveURL(/\/applicant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, TAN MEI LING' })).toBeVisible();
});

test('an account linked to no one sets up a login profile with an e-mailed code, by keyboard alone, and is signed in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Facebook (demo)' }).click();
  await answerAtProvider(page, 'B', ALEX_CHEN, 'Agree and sign in');

  await expect(page).toHaveURL(/\/login\/setup-profile\?sid=ADM&subid=ADM$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Setup Login Profile' })).toBeVisible();
  await expect(page.getByText('You signed in with Facebook (demo), but that account is not linked to a login profile yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await switchLanguage(page, '中文', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1, name: '设置登录档案' })).toBeVisible();
  await expectNoAxeViolations(page);
  await switchLanguage(page, 'English', 'en-GB');

  // The provider's address is offered; the person confirms it by receiving a code there.
  const email = page.getByRole('textbox', { name: /E-mail address/ });
  await expect(email).toHaveValue('alex.chen@example.com');
  await email.focus();
  await page.keyboard.press('Enter');
  const code = page.getByRole('textbox', { name: /Verification code/ });
  await expect(code).toBeVisible();
  await expectNoAxeViolations(page);
  const mail = await server.mail.next('alex.chen@example.com', 'Your verification code', 0);
  await code.focus();
  await page.keyboard.type(/\b(\d{6})\b/.exec(mail.text)![1]!);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/applicant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Alex Chen' })).toBeVisible();
});

test('declining at the provider returns to the login page with a message in both languages', async ({ page }) => {
  await page.goto('/sm2Login');
  await page.getByRole('link', { name: 'Sign in with Google (demo)' }).click();
  await answerAtProvider(page, 'A', TAN_MEI_LING, 'Decline');
  await expect(page).toHaveURL(/\/sm2Login\?sid=ADM&subid=SM2&error=SOCIAL_SIGN_IN_DENIED$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in was not completed' })).toContainText('You did not agree to sign in with your social account.');
  await expectNoAxeViolations(page);
  await switchLanguage(page, '中文', 'zh-Hans');
  await expect(page.getByRole('alert').filter({ hasText: '登录未完成' })).toContainText('您未同意以社交账户登录。');
  await expectNoAxeViolations(page);
});

test('a signed-in applicant links and unlinks a social account on the Login profile page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Google (demo)' }).click();
  await answerAtProvider(page, 'A', TAN_MEI_LING, 'Agree and sign in');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, TAN MEI LING' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Login profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login profile' })).toBeVisible();
  await expect(page.getByText('Linked tan.meiling@gmail.com')).toBeVisible();
  await expectNoAxeViolations(page);
  await switchLanguage(page, '中文', 'zh-Hans');
  await expect(page.getByRole('button', { name: '关联 Facebook (demo)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await switchLanguage(page, 'English', 'en-GB');

  const link = page.getByRole('button', { name: 'Link Facebook (demo)' });
  await link.focus();
  await page.keyboard.press('Enter');
  await answerAtProvider(page, 'B', TAN_MEI_LING, 'Agree and sign in');
  await expect(page).toHaveURL(/\/applicant\/login-profile\?linked=facebook$/);
  await expect(page.getByText('You can now sign in with Facebook (demo).')).toBeVisible();

  await page.getByRole('button', { name: 'Unlink Facebook (demo)' }).click();
  await expect(page.getByRole('button', { name: 'Link Facebook (demo)' })).toBeVisible();
});
