/**
 * Every screen's tab has its own title (issue 35, WCAG 2.4.2): "<screen> – <portal>" in the page's
 * language, never the portal's bare name, each screen's different from the others'; "Error: " first
 * while a form shows its error summary (GOV.UK). Public, applicant and office screens, in English
 * and 中文, on a portal of this file's own (its staff sign-ins are its own).
 */
import { LOGIN_VARIANTS } from '../../shared/contracts/src/systems';
import { expect, test, type Page } from '../support/test';
import { staffBrowser } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { portalOfThisFile } from '../support/private-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 87;
const BASE_URL = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE_URL });
portalOfThisFile(PORT);

type Language = 'en-GB' | 'zh-Hans';
const LANGUAGES: readonly Language[] = ['en-GB', 'zh-Hans'];
const PORTAL: Record<Language, string> = { 'en-GB': 'Undergraduate Applicant Portal', 'zh-Hans': '本科申请人门户网站' };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "<something> – <portal>": a screen's name first, the portal's name in the page's language last. */
const screenTitle = (language: Language) => new RegExp(`^.+ – ${escaped(PORTAL[language])}$`);

async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.context().addCookies([{ name: 'portal_lang', value: language, url: BASE_URL }]);
}

/** Opens `path` and answers its tab title once the screen (its h1) is drawn and has named itself. */
async function titleOf(page: Page, path: string, language: Language): Promise<string> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(screenTitle(language));
  return page.title();
}

/** Each path's title in both languages: its own, not the portal's bare name, and not another path's. */
async function expectOwnTitles(page: Page, paths: readonly string[]): Promise<Record<Language, string[]>> {
  const titles = { 'en-GB': [] as string[], 'zh-Hans': [] as string[] };
  for (const language of LANGUAGES) {
    await chooseLanguage(page, language);
    for (const path of paths) {
      const title = await test.step(`${path} in ${language}`, () => titleOf(page, path, language));
      expect(title, path).not.toBe(PORTAL[language]);
      titles[language].push(title);
    }
    // Every screen its own title.
    const repeated = titles[language].filter((title, index) => titles[language].indexOf(title) !== index);
    expect(repeated, `titles used by more than one screen in ${language}`).toEqual([]);
  }
  // The Chinese page's screen names are Chinese, not the English ones under a Chinese portal name.
  paths.forEach((path, index) => expect(titles['zh-Hans'][index]!.replace(PORTAL['zh-Hans'], ''), path).not.toBe(titles['en-GB'][index]!.replace(PORTAL['en-GB'], '')));
  return titles;
}

test('the public screens and every sign-in page have their own title in both languages', async ({ page }) => {
  test.setTimeout(180_000);
  const paths = [
    ...LOGIN_VARIANTS.map((variant) => variant.path),
    '/pin/reset?sid=ADM',
    '/applicationNumber/enquiry?sid=ADM',
    '/b2c?sid=ADM&subid=ADM',
    '/social-enquiry?sid=ADM&sscid=ADM',
    '/password/forgot?sid=ADM&subid=ADM',
    '/faq',
    '/FinancialAidCalculator',
    '/office',
    '/no-such-page',
  ];
  const titles = await expectOwnTitles(page, paths);
  expect(titles['en-GB'][0]).toBe('Sign in – Undergraduate Admissions – Undergraduate Applicant Portal');
  expect(titles['zh-Hans'][0]).toBe('登录 – 本科招生 – 本科申请人门户网站');
  expect(titles['en-GB']).toContain('Financial aid calculator – Undergraduate Applicant Portal');
});

test('the applicant screens have their own title in both languages, the fee page the fee\'s', async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithPin(page);
  const titles = await expectOwnTitles(page, [
    '/applicant',
    '/applicant/admission/status',
    `/applicant/admission/applications/${DEMO_APPLICANT.applicationNumber}`,
    '/applicant/admission/apply',
    '/applicant/scholarship/status',
    '/applicant/scholarship/apply',
    '/applicant/financial-aid/status',
    '/applicant/financial-aid/apply',
    '/applicant/financial-aid/calculator',
    '/applicant/payment',
    '/applicant/payment/entrance-exams',
    '/applicant/login-profile',
    '/applicant/switch-application',
  ]);
  expect(titles['en-GB'][0]).toBe('Dashboard – Undergraduate Applicant Portal');
  expect(titles['zh-Hans'][0]).toBe('申请人主页 – 本科申请人门户网站');

  // The fee page: named after the fee once it has loaded, not after the list it came from.
  await chooseLanguage(page, 'en-GB');
  await page.goto('/applicant/payment');
  await page.getByRole('table', { name: 'Your fees' }).getByRole('link', { name: /Pay/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const feeHeading = await page.getByRole('heading', { level: 1 }).innerText();
  await expect(page).toHaveTitle(`${feeHeading} – ${PORTAL['en-GB']}`);
  expect(feeHeading).not.toBe('Payment Details');
});

test('a form showing its error summary starts its title with "Error: ", in the page\'s language', async ({ page }) => {
  for (const [language, submit, title] of [
    ['en-GB', 'Submit', 'Error: Online PIN Reset System – Undergraduate Applicant Portal'],
    ['zh-Hans', '提交', '错误：网上 PIN 码重设系统 – 本科申请人门户网站'],
  ] as const) {
    await chooseLanguage(page, language);
    await titleOf(page, '/pin/reset?sid=ADM', language);
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expect(page.getByRole('region', { name: language === 'en-GB' ? 'There is a problem' : '出现问题' })).toBeVisible();
    await expect(page).toHaveTitle(title);
  }
});

test("the server's first HTML carries the screen's title in the page's language, before any script runs", async ({ page }) => {
  for (const [path, language, title] of [
    ['/login', 'en-GB', 'Sign in – Undergraduate Admissions – Undergraduate Applicant Portal'],
    ['/login', 'zh-Hans', '登录 – 本科招生 – 本科申请人门户网站'],
    // A remote's screen (mfe-public), drawn by the remote's server module inside the shell's frame.
    ['/pin/reset?sid=ADM', 'en-GB', 'Online PIN Reset System – Undergraduate Applicant Portal'],
    ['/pin/reset?sid=ADM', 'zh-Hans', '网上 PIN 码重设系统 – 本科申请人门户网站'],
  ] as const) {
    const html = await (await page.request.get(path, { headers: { cookie: `portal_lang=${language}` } })).text();
    expect(html, `${path} in ${language}`).toContain(`<title>${title}</title>`);
  }
});

test('the office screens and the four consoles have their own title in both languages', async ({ browser }) => {
  test.setTimeout(240_000);
  const consoles = [
    ['ADMISSIONS', '/office/admission'],
    ['SCHOLARSHIPS', '/office/scholarship'],
    ['FINANCIAL_AID', '/office/financial-aid'],
    ['FINANCE', '/office/payment'],
  ] as const;
  const titles: Record<Language, string[]> = { 'en-GB': [], 'zh-Hans': [] };
  for (const [role, path] of consoles) {
    // Each officer in a browser of their own, as at their own desk.
    const page = await staffBrowser(browser, BASE_URL, role, path);
    for (const language of LANGUAGES) {
      await chooseLanguage(page, language);
      titles[language].push(await test.step(`${path} in ${language}`, () => titleOf(page, path, language)));
      // The staff's own screens, once (the finance officer's).
      if (role === 'FINANCE') for (const own of ['/office', '/office/sign-in-methods']) titles[language].push(await titleOf(page, own, language));
    }
    await page.context().close();
  }
  for (const language of LANGUAGES) {
    expect(titles[language]).not.toContain(PORTAL[language]);
    expect(new Set(titles[language]).size, titles[language].join('\n')).toBe(titles[language].length);
  }
});
