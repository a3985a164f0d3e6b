/**
 * The portal in 中文: the switch on every page, every existing screen and state in Chinese with zero
 * axe violations, typed values kept across a switch, and e-mails in the applicant's language.
 */
import { expect, test, type Page } from '../support/test';
import { trackApiCalls } from '../support/api-calls';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';
import { DEMO_APPLICANT, signInWithPinOnTheForm } from '../support/sign-in';

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

test('the session timeout dialog reads in Chinese', async ({ page }) => {
  await page.clock.install();
  const apiCalls = trackApiCalls(page);
  await signInWithPinOnTheForm(page);
  await switchToChinese(page);
  // Every answer counts as activity: the clock jumps once the dashboard's calls are answered.
  await expect(page.getByRole('link', { name: /申请费/ })).toBeVisible();
  await apiCalls.settled();
  await page.clock.fastForward('29:00');
  const dialog = page.getByRole('dialog', { name: '您即将被退出登录' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '继续使用' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('public helpers with their own server', () => {
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

  test('PIN reset in Chinese: counted failures, the maximum-attempts state, then a link e-mailed in Chinese', async ({ page }) => {
    await page.goto('/pin/reset?sid=ADM');
    await switchToChinese(page);
    const ask = async (email: string) => {
      await page.getByLabel('申请编号', { exact: true }).fill(`A${DEMO_APPLICANT.applicationNumber}`);
      await page.getByLabel('电子邮箱地址', { exact: true }).fill(email);
      await page.getByRole('button', { name: '提交' }).click();
    };
    await ask('not.mine@example.edu');
    await expect(page.getByRole('alert').filter({ hasText: '您还有 2 次尝试机会。' })).toBeVisible();
    await expectNoAxeViolations(page);
    await ask('not.mine@example.edu');
    await ask('not.mine@example.edu');
    await expect(page.getByText('您已达到重设 PIN 码的最多尝试次数。请使用网上申请编号查询系统，或联系招生办公室。')).toBeVisible();
    await expect(page.getByRole('button', { name: '提交' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Leaving the screen starts a new count; the right details e-mail a link, worded in Chinese.
    await page.goto('/login');
    await page.goto('/pin/reset?sid=ADM');
    const seen = server.mail.messages.length;
    await ask('demo.applicant@example.edu');
    await expect(page.getByRole('heading', { name: '请查收电子邮件' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect.poll(() => server.mail.messages.length, { timeout: 20_000 }).toBeGreaterThan(seen);
    const mail = server.mail.messages[seen]!;
    expect(mail.subject).toMatch(CHINESE);
    expect(mail.text).toMatch(/\/pin\/reset\?sid=ADM&id=/);
  });

  test('the application-number enquiry in Chinese: counted failures, the maximum-attempts state, and the number found', async ({ page }) => {
    const fillIn = async (nric: string) => {
      const fields = {
        姓名: DEMO_APPLICANT.name,
        出生日期: '01/01/2006',
        '身份证号码 / 外国人准证号码（NRIC/FIN）': nric,
        电子邮箱地址: 'demo.applicant@example.edu',
        备用联系人姓名: 'TAN AH KOW',
        国家代码: '65',
        号码: '91234567',
      };
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: '提交' }).click();
    };
    await page.goto('/applicationNumber/enquiry?sid=ADM');
    await switchToChinese(page);
    await fillIn('S7654321A');
    await expect(page.getByRole('alert').filter({ hasText: '未找到与您输入的信息相符的申请。' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('您已达到查询申请编号的最多尝试次数。请致电招生办公室热线，或通过查询表格提交请求。')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/login');
    await page.goto('/applicationNumber/enquiry?sid=ADM');
    await fillIn('S1234567D');
    await expect(page.getByRole('heading', { name: '已找到您的申请' })).toBeVisible();
    await expect(page.getByText(DEMO_APPLICANT.applicationNumber)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the social-account enquiry answers in Chinese', async ({ page }) => {
    await page.goto('/social-enquiry?sid=ADM');
    await switchToChinese(page);
    await page.getByLabel('全名', { exact: true }).fill(DEMO_APPLICANT.name);
    await page.getByLabel('出生日期', { exact: true }).fill('01/01/2006');
    await page.getByLabel('电子邮箱地址', { exact: true }).fill('demo.applicant@example.edu');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByRole('heading', { name: '电子邮件已发送' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
