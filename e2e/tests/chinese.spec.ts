/**
 * The portal in 中文: the switch on every page, every existing screen and state in Chinese with zero
 * axe violations, typed values kept across a switch, and e-mails in the applicant's language.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';
import { DEMO_APPLICANT } from '../support/sign-in';

/** Some Chinese (CJK ideographs) in the text. */
const CHINESE = /[\u4e00-\u9fff]/;

/** The language switch in the header: a link or a button named in its own language. */
const languageSwitch = (page: Page, name: 'English' | '中文') =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).or(page.getByRole('banner').getByRole('button', { name, exact: true }));

async function switchToChinese(page: Page) {
  await languageSwitch(page, '中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
}

async function expectChineseScreen(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHINESE);
  await expectNoAxeViolations(page);
}

test('the login page switches to Chinese at once, keeps what was typed, and remembers the choice', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  const number = page.getByRole('textbox').first();
  await number.fill(DEMO_APPLICANT.applicationNumber);
  await switchToChinese(page);
  await expect(number).toHaveValue(DEMO_APPLICANT.applicationNumber);
  await expectChineseScreen(page);

  // A wrong PIN: the server's code, worded in Chinese.
  await page.locator('input[type=password]').first().fill('Wrong123');
  await page.locator('form').filter({ has: page.locator('input[type=password]') }).first().getByRole('button').last().click();
  await expect(page.getByText('您输入的登录信息与我们的记录不符。请核对后再试。').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await languageSwitch(page, 'English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('a first visit follows a browser that prefers Chinese', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/login');
  await expectChineseScreen(page);
  await context.close();
});

test('every public helper, the FAQ and the calculator read in Chinese', async ({ page }) => {
  await page.goto('/login');
  await switchToChinese(page);
  for (const path of ['/pin/reset?sid=ADM', '/applicationNumber/enquiry?sid=ADM', '/b2c?sid=ADM&subid=ADM', '/social-enquiry?sid=ADM', '/faq', '/FinancialAidCalculator']) {
    await page.goto(path);
    await expectChineseScreen(page);
  }
  await page.goto('/faq#forgot-pin');
  await expect(page.getByRole('heading', { level: 3, name: '我忘记了 PIN 码，该怎么办？' })).toBeFocused();
});

test('the applicant area, each remote and signing out read in Chinese', async ({ page }) => {
  await page.goto('/login');
  await switchToChinese(page);
  await page.getByRole('textbox').first().fill(DEMO_APPLICANT.applicationNumber);
  await page.locator('input[type=password]').first().fill(DEMO_APPLICANT.pin);
  await page.locator('form').filter({ has: page.locator('input[type=password]') }).first().getByRole('button').last().click();
  await expect(page).toHaveURL(/\/applicant$/);
  await expectChineseScreen(page);
  for (const path of ['/applicant/admission', '/applicant/scholarship', '/applicant/financial-aid', '/applicant/payment']) {
    await page.goto(path);
    await expectChineseScreen(page);
  }
  await page.goto('/logout');
  await expectChineseScreen(page);
});

test.describe('e-mails', () => {
  const PORT = E2E_PORT + 15;
  const server = portalWithMail(PORT);
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });

  test('a verification code requested in Chinese arrives in Chinese', async ({ page }) => {
    const email = `zh.applicant.${Date.now()}@example.edu`;
    await page.goto('/b2c?sid=ADM&subid=ADM');
    await switchToChinese(page);
    await page.getByRole('textbox').first().fill(email);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect.poll(() => server.mail.messages.filter((m) => m.to.includes(email)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = server.mail.messages.filter((m) => m.to.includes(email));
    expect(mail!.subject).toMatch(CHINESE);
    expect(mail!.text).toMatch(/\d{6}/);
    expect(mail!.text).toMatch(CHINESE);
  });
});
