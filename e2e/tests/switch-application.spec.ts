/**
 * Switch application, in a real browser on a portal of this file's own: the draft demo account
 * (an undergraduate A-Level draft) applies to continuing education as well; the layout then offers
 * Switch application, and the menus and the dashboard follow the chosen application, after a
 * reload too. axe on the switch page and its error-free states, in English and Chinese.
 */
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_PORT } from '../support/ports';
import { PrivatePortal } from '../support/private-portal';
import { DRAFT_ACCOUNT } from '../support/sign-in';

const portal = new PrivatePortal(E2E_PORT + 21);
test.beforeAll(() => portal.start());
test.afterAll(() => portal.stop());
test.use({ baseURL: portal.url });
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, loginPath: string) {
  await page.goto(loginPath);
  await page.getByLabel('E-mail address', { exact: true }).fill(DRAFT_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(DRAFT_ACCOUNT.password);
  await page.getByRole('form', { name: /e-mail login account/i }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Applicant menu' });
const draftTask = (page: Page) => page.getByRole('link', { name: 'Complete your application' });

let undergraduate = '';
let continuing = '';

test('with one application there is nothing to switch; starting a second one is followed at once', async ({ page }) => {
  await signIn(page, '/alcnsLogin');
  const followed = menu(page).getByText(/^Application \d{8}$/);
  await expect(followed).toBeVisible();
  undergraduate = ((await followed.textContent()) ?? '').replace('Application ', '').trim();
  await expect(menu(page).getByRole('link', { name: 'Switch application' })).toHaveCount(0);

  await menu(page).getByRole('link', { name: 'Apply' }).first().click();
  await expect(page).toHaveURL(/\/applicant\/admission\/apply$/);
  await page.getByLabel('Singapore citizen').check();
  await page.getByRole('radiogroup', { name: /live in Singapore/ }).getByLabel('Yes').check();
  await page.getByRole('radiogroup', { name: /studied at a university/ }).getByLabel('No').check();
  await page.getByRole('radiogroup', { name: /two years/ }).getByLabel('Yes').check();
  await page.getByLabel('Working adult').check();
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /PIN/ })).toBeVisible();
  continuing = /applications\/(\d{8})\/pin/.exec(page.url())?.[1] ?? '';
  expect(continuing).toMatch(/^\d{8}$/);
  expect(continuing).not.toBe(undergraduate);

  // The layout follows the new application and now offers the switch.
  await expect(menu(page).getByText(`Application ${continuing}`)).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Switch application' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Manage application' })).toHaveAttribute('href', `/applicant/admission/applications/${continuing}`);

  await menu(page).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByText(`You are working on application ${continuing} (Continuing Education and Lifelong Learning,`)).toBeVisible();
  await expect(draftTask(page)).toHaveCount(1);
  await expect(page.getByText(`Application ${continuing} is saved as a draft`)).toBeVisible();
  await expect(page.getByText(`Application ${undergraduate} is saved as a draft`)).toHaveCount(0);
});

test('switching: the dashboard and the menus follow the chosen application, after a reload too', async ({ page }) => {
  await signIn(page, '/alcnsLogin');
  await menu(page).getByRole('link', { name: 'Switch application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Switch application' })).toBeVisible();
  const choices = page.getByRole('radiogroup', { name: /Which application do you want to work on/ });
  await expect(choices.getByRole('radio')).toHaveCount(2);
  await expect(choices.getByRole('radio', { name: new RegExp(`Application ${continuing}`) })).toBeChecked();
  await expect(choices.getByText(/Undergraduate Admissions · Singapore-Cambridge GCE A-Level · /)).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard alone: arrow to the other application, then the button.
  await choices.getByRole('radio', { name: new RegExp(`Application ${continuing}`) }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(choices.getByRole('radio', { name: new RegExp(`Application ${undergraduate}`) })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await expect(page.getByText(`You are now working on application ${undergraduate}.`)).toBeVisible();
  await expect(page.getByText(`Application ${undergraduate} is saved as a draft`)).toBeVisible();
  await expect(page.getByText(`Application ${continuing} is saved as a draft`)).toHaveCount(0);
  await expect(menu(page).getByText(`Application ${undergraduate}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(menu(page).getByText(`Application ${undergraduate}`)).toBeVisible();
  await menu(page).getByRole('link', { name: 'Manage application' }).click();
  await expect(page).toHaveURL(new RegExp(`/applicant/admission/applications/${undergraduate}$`));
});

test('the switch page in Chinese', async ({ page }) => {
  await signIn(page, '/alcnsLogin');
  await page.getByRole('banner').getByRole('button', { name: '中文', exact: true }).or(page.getByRole('banner').getByRole('link', { name: '中文', exact: true })).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await menu(page).or(page.getByRole('navigation', { name: '申请人菜单' })).getByRole('link', { name: '切换申请' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '切换申请' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: /您要处理哪一份申请/ }).getByText(/本科招生 · /)).toBeVisible();
  await expectNoAxeViolations(page);
});
