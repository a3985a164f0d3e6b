/**
 * A forgotten password of an e-mail login account (issue 34): from the sign-in form, the e-mailed
 * single-use link, a new password, signing in with it while the old one fails; in English and
 * Chinese, with the keyboard alone.
 */
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { linkIn } from '../support/mail-catcher';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';
import { DEMO_ACCOUNT, DRAFT_ACCOUNT } from '../support/sign-in';

const PORT = E2E_PORT + 79;
const LINK_SUBJECT = 'Reset your password';
const NOTICE_SUBJECT = 'Your password has been changed';
const NEW_PASSWORD = 'Harbour lanterns 4 tea!';

const server = portalWithMail(PORT);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

const errorSummary = (page: Page) => page.getByRole('region', { name: 'There is a problem' });

async function signInWithEmail(page: Page, password: string) {
  await page.getByLabel('E-mail address', { exact: true }).fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('form', { name: /e-mail login account/i }).getByRole('button', { name: 'Sign in' }).click();
}

test('a forgotten password: from the sign-in form, the e-mailed link, a new password, and signing in with it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password\/forgot\?sid=ADM&subid=ADM$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(errorSummary(page)).toBeFocused();
  await expectNoAxeViolations(page);

  // An address without an account gets the very same answer, and no e-mail.
  await page.getByLabel('E-mail address', { exact: true }).fill('nobody.here@example.edu');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  const unknownAnswer = await page.getByRole('main').innerText();

  await page.goto('/password/forgot?sid=ADM&subid=ADM');
  const seen = server.mail.find(DEMO_ACCOUNT.email, LINK_SUBJECT).length;
  await page.getByLabel('E-mail address', { exact: true }).fill(DEMO_ACCOUNT.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  expect((await page.getByRole('main').innerText()).replace(DEMO_ACCOUNT.email, 'nobody.here@example.edu')).toBe(unknownAnswer);
  await expectNoAxeViolations(page);
  expect(server.mail.messages.filter((mail) => mail.to.includes('nobody.here@example.edu'))).toEqual([]);

  const mail = await server.mail.next(DEMO_ACCOUNT.email, LINK_SUBJECT, seen);
  const link = linkIn(mail, '/password/reset');
  expect(link).toMatch(/^\/password\/reset\?token=[A-Za-z0-9_-]{43}$/);

  await page.goto(link);
  await expect(page.getByText(`Choose a new password for the login account ${DEMO_ACCOUNT.email}.`)).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'password');
  await expectNoAxeViolations(page);

  // The registration's rule, with the error summary and the message next to the field.
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('other');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(errorSummary(page)).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  const notices = server.mail.find(DEMO_ACCOUNT.email, NOTICE_SUBJECT).length;
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeFocused();
  await expectNoAxeViolations(page);
  const notice = await server.mail.next(DEMO_ACCOUNT.email, NOTICE_SUBJECT, notices);
  expect(notice.text).toContain('every signed-in session of the account has been ended');

  await page.getByRole('link', { name: 'Sign in with your new password' }).click();
  await expect(page).toHaveURL(/\/login\?sid=ADM&subid=ADM$/);
  await signInWithEmail(page, DEMO_ACCOUNT.password);
  await expect(page.getByRole('alert').filter({ hasText: 'do not match our records' })).toBeVisible();
  await signInWithEmail(page, NEW_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new password reset link' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a forgotten password in Chinese: the pages, the e-mail and the change', async ({ page }) => {
  await page.goto('/password/forgot?sid=ADM&subid=ADM');
  await page.getByRole('banner').getByRole('link', { name: '中文', exact: true }).or(page.getByRole('banner').getByRole('button', { name: '中文', exact: true })).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1, name: '重设密码' })).toBeVisible();
  await expectNoAxeViolations(page);

  // An account that never chose a language gets its e-mails in the language of the page that asked
  // (the demo account chose English when it signed in above).
  const seen = server.mail.find(DRAFT_ACCOUNT.email, '重设您的密码').length;
  await page.getByLabel('电子邮箱地址', { exact: true }).fill(DRAFT_ACCOUNT.email);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('heading', { name: '请查看您的电子邮件' })).toBeFocused();
  await expectNoAxeViolations(page);

  const mail = await server.mail.next(DRAFT_ACCOUNT.email, '重设您的密码', seen);
  expect(mail.text).toContain('仅可使用一次');
  await page.goto(linkIn(mail, '/password/reset'));
  await expect(page.getByText(`请为登录账户 ${DRAFT_ACCOUNT.email} 设置新密码。`)).toBeVisible();
  await page.getByRole('button', { name: '更改密码' }).click();
  await expect(page.getByRole('region', { name: '出现问题' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('新密码', { exact: true }).fill('Monsoon kite over 9 roofs');
  await page.getByLabel('确认新密码').fill('Monsoon kite over 9 roofs');
  await page.getByRole('button', { name: '更改密码' }).click();
  await expect(page.getByRole('heading', { name: '您的密码已更改' })).toBeFocused();
  await expect(page.getByRole('link', { name: '使用新密码登录' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a forgotten password with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

  const email = page.getByLabel('E-mail address', { exact: true });
  await email.focus();
  await page.keyboard.press('Enter');
  await expect(errorSummary(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  const seen = server.mail.find(DEMO_ACCOUNT.email, LINK_SUBJECT).length;
  await page.keyboard.type(DEMO_ACCOUNT.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();

  const mail = await server.mail.next(DEMO_ACCOUNT.email, LINK_SUBJECT, seen);
  await page.goto(linkIn(mail, '/password/reset'));
  const password = page.getByLabel('New password', { exact: true });
  await expect(password).toBeVisible();
  await password.focus();
  await page.keyboard.type('Lantern festival 7 nights');
  // The password rule's checklist between the two fields holds nothing to stop at.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Confirm new password')).toBeFocused();
  await page.keyboard.type('Lantern festival 7 nights');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Sign in with your new password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?sid=ADM&subid=ADM$/);
});
