/**
 * Phones (WCAG 1.4.10, reflow at 320 CSS px): every public and applicant screen (support/every-screen.ts)
 * in English and 中文 at 320 × 640 without scrolling sideways, each failure naming the screen and the
 * element that sticks out; the applicant's menu folded behind a Menu button there (the screen's content
 * first, the account's links a group of their own), opened and closed by keyboard, axe on both. On a
 * portal of this file's own with a mail catcher: the walk makes the demo applicant's applications and
 * offers, and Step 2 of /b2c sends a code.
 */
import type { Language } from '../../shared/contracts/src/languages';
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { DRAFT_ADMISSION, LONG_EMAIL, OFFERS_RELEASED, PUBLIC_SCREENS, SUBMITTED_WITH_DRAFTS, type ApplicantState } from '../support/every-screen';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';
import { expectNoSidewaysScroll, openScreen, PHONE, chooseLanguage, switchInPlace } from '../support/reflow';
import { signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 81;
const ORIGIN = `http://127.0.0.1:${PORT}`;
portalWithMail(PORT);
test.use({ baseURL: ORIGIN, viewport: PHONE });

const LANGUAGES: readonly [Language, Language] = ['en-GB', 'zh-Hans'];

/**
 * Opens each screen once and fails on the first that scrolls sideways, in the language it opened in
 * and then in the other, switched in place by the header's switch (as an applicant would; the next
 * screen then opens in that language, so both languages are drawn by the server too, screen about).
 * Notes the screens that sent the walk elsewhere.
 */
async function walk(page: Page, screens: readonly string[]): Promise<void> {
  let language: Language = LANGUAGES[0];
  await chooseLanguage(page, ORIGIN, language);
  for (const screen of screens) {
    const landed = await test.step(`${screen} (${language})`, () => openScreen(page, screen, language));
    const asked = new URL(screen, ORIGIN).pathname;
    // Sent to sign in from a signed-in state: the walk lost its session and would check nothing more.
    if (asked.startsWith('/applicant')) expect(landed, `${screen} (${language}) sent the signed-in walk to sign in`).not.toMatch(/^\/(login|alcnsLogin)/);
    if (landed !== asked) test.info().annotations.push({ type: 'redirected', description: `${asked} → ${landed}` });
    const shownAt = landed !== asked ? `, shown at ${landed}` : '';
    await expectNoSidewaysScroll(page, `${screen} (${language}${shownAt})`);
    language = language === LANGUAGES[0] ? LANGUAGES[1] : LANGUAGES[0];
    await test.step(`${screen} (switched to ${language})`, () => switchInPlace(page, language));
    await expectNoSidewaysScroll(page, `${screen} (switched to ${language}${shownAt})`);
  }
}

test('every public screen fits 320 px in both languages, Step 2 of /b2c with a long e-mail address too', async ({ page }) => {
  test.setTimeout(120_000);
  await walk(page, PUBLIC_SCREENS);
  for (const language of LANGUAGES) {
    await chooseLanguage(page, ORIGIN, language);
    await openScreen(page, '/b2c?sid=ADM&subid=ADM', language);
    await page.locator('input[type=email]').fill(LONG_EMAIL);
    await page.locator('form').filter({ has: page.locator('input[type=email]') }).getByRole('button').first().click();
    await expect(page.getByText(LONG_EMAIL).first()).toBeVisible();
    await expectNoSidewaysScroll(page, `/b2c Step 2 with ${LONG_EMAIL} (${language})`);
  }
});

// The states follow one another: the demo applicant's drafts are submitted and answered by the office next.
test.describe.serial('signed in', () => {
  for (const state of [DRAFT_ADMISSION, SUBMITTED_WITH_DRAFTS, OFFERS_RELEASED] satisfies ApplicantState[]) {
    test(`every screen of ${state.name} fits 320 px in both languages`, async ({ page, browser }) => {
      test.setTimeout(180_000);
      const screens = await test.step('set up the state', () => state.setUp(page, browser, ORIGIN));
      await walk(page, screens);
    });
  }
});

/** The Menu button of the applicant area (shown under 641 px). */
const menuButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('on a phone the applicant menu folds behind a Menu button: content first, keyboard and Escape, axe open and closed', async ({ page }) => {
  await signInWithPin(page);
  for (const [language, words] of [
    ['en-GB', { menu: 'Menu', applicantMenu: 'Applicant menu', account: 'Your account', payment: 'Payment details', signOut: 'Sign out', paymentHeading: 'Payment Details' }],
    ['zh-Hans', { menu: '菜单', applicantMenu: '申请人菜单', account: '您的账户', payment: '缴费详情', signOut: '退出登录', paymentHeading: '缴费详情' }],
  ] as const) {
    await chooseLanguage(page, ORIGIN, language);
    await openScreen(page, '/applicant', language);
    const button = menuButton(page, words.menu);
    const menu = page.getByRole('navigation', { name: words.applicantMenu });
    const account = page.getByRole('navigation', { name: words.account });

    // Folded: the screen's heading is on the first screen, the menus are out of sight.
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(account).toBeHidden();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading!.y + heading!.height, 'the heading is on the first screen').toBeLessThan(PHONE.height);
    await expectNoAxeViolations(page);

    // Opened by keyboard: the menus, and the account's links in a navigation of their own.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();
    await expect(menu.getByRole('link', { name: words.payment })).toBeVisible();
    await expect(menu.getByRole('link', { name: words.signOut })).toHaveCount(0);
    await expect(account.getByRole('link', { name: words.signOut })).toBeVisible();
    await expectNoSidewaysScroll(page, `/applicant with the menu open (${language})`);
    await expectNoAxeViolations(page);

    // Escape closes it and leaves focus on the button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    // Choosing a link closes it too: the chosen screen shows, and focus is back on the button.
    await page.keyboard.press('Space');
    await menu.getByRole('link', { name: words.payment }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: words.paymentHeading })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  }
});

test('on a desk the menus show beside the content, no Menu button, the account links still their own group', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithPin(page);
  await expect(menuButton(page, 'Menu')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Applicant menu' }).getByRole('link', { name: 'Payment details' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Login profile' })).toBeVisible();
  await expectNoAxeViolations(page);
});
