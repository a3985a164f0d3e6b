/**
 * Seams seen on the way (issue 34 §3), in a real browser on a portal of this file's own with its
 * local national identity provider:
 * - Starting an application on a busy evening: the first answer to Start application is lost (the
 *   portal made the application, the browser saw 503); Start application again answers that
 *   application, and PIN creation (its first load busy too: Try again) is of that one application.
 * - Dead ends: the unsuccessful outcome leads to the appeal; Retrieve identity data (/singpass) is
 *   offered on the dashboard to an applicant who signed in with national identity, and on Personal
 *   Particulars.
 * axe on every screen, in English and 中文.
 */
import { expect, test, type Page } from '../support/test';
import { axeInBothLanguages, expectNoAxeViolations } from '../support/axe';
import { signInStaffThroughApi } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { send } from '../support/portal-api';
import { PrivatePortal } from '../support/private-portal';
import { DEMO_ACCOUNT, DEMO_APPLICANT, DRAFT_ACCOUNT, signInWithPin } from '../support/sign-in';

const portal = new PrivatePortal(E2E_PORT + 78);
test.beforeAll(() => portal.start());
test.afterAll(() => portal.stop());
test.use({ baseURL: portal.url });
test.describe.configure({ mode: 'serial' });

const languageSwitch = (page: Page, name: 'English' | '中文') =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).or(page.getByRole('banner').getByRole('button', { name, exact: true }));

/** Checks what the page shows in 中文, then comes back to English. */
async function inChinese(page: Page, check: () => Promise<void>) {
  await languageSwitch(page, '中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await check();
  await languageSwitch(page, 'English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
}

async function answerEligibility(page: Page) {
  await page.getByLabel('Singapore citizen').check();
  await page.getByRole('radiogroup', { name: /live in Singapore/ }).getByLabel('Yes').check();
  await page.getByRole('radiogroup', { name: /studied at a university/ }).getByLabel('No').check();
  await page.getByRole('radiogroup', { name: /two years/ }).getByLabel('No').check();
  await page.getByLabel('Singapore-Cambridge GCE A-Level').check();
}

test('a lost answer to Start application: starting again lands on PIN creation of the one application made', async ({ page }) => {
  await page.goto('/login');
  await send(page, 'POST', '/auth/login/email', { ...DEMO_ACCOUNT, system: 'ADM', subCategory: 'ADM' }, 200);
  await page.goto('/applicant/admission/apply');
  await answerEligibility(page);

  // The portal makes the application, but its answer is lost on the way: the browser sees 503.
  let sends = 0;
  await page.route('**/api/admission/applications', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sends += 1;
    const answer = await route.fetch();
    if (sends > 1) return route.fulfill({ response: answer });
    expect(answer.status()).toBe(201);
    return route.fulfill({ status: 503, contentType: 'application/json', headers: { 'Retry-After': '1' }, json: { errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'The portal is very busy. Please try again in a moment.' }] } });
  });
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page.getByText('The portal is very busy. Please try again in a moment.').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The answer comes this time, but the next page's first load meets the busy portal too: Try again.
  let loads = 0;
  await page.route('**/api/admission/applications/*/form', async (route) => {
    loads += 1;
    if (loads > 1) return route.fallback();
    return route.fulfill({ status: 503, contentType: 'application/json', json: { errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'busy' }] } });
  });
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page.getByText('We could not load your application')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /PIN/ })).toBeVisible();
  expect(sends).toBe(2);
  const number = /applications\/(\d{8})\/pin/.exec(page.url())?.[1] ?? '';
  expect(number).toMatch(/^\d{8}$/);
  const applications = (await (await page.request.get('/api/admission/applications')).json()) as Array<{ applicationNumber: string }>;
  expect(applications.map((application) => application.applicationNumber)).toEqual([number]);
  await axeInBothLanguages(page, '设置您的 PIN 码');
});

test('the unsuccessful outcome leads to the appeal', async ({ page, browser }) => {
  const office = await browser.newContext({ baseURL: portal.url });
  const officer = await office.newPage();
  await signInStaffThroughApi(officer.request, 'ADMISSIONS');
  const outcome = `/office/admission/applications/${DEMO_APPLICANT.applicationNumber}/outcome`;
  await send(officer, 'PUT', outcome, { decision: 'UNSUCCESSFUL' }, 200);
  await send(officer, 'POST', `${outcome}/release`, {}, 200);
  await office.close();

  await signInWithPin(page);
  await page.goto(`/applicant/admission/applications/${DEMO_APPLICANT.applicationNumber}/outcome`);
  await expect(page.getByRole('heading', { level: 2, name: 'The outcome of your application' })).toBeVisible();
  const appeal = page.getByRole('link', { name: 'Appeal against this outcome' });
  await expect(appeal).toBeVisible();
  await axeInBothLanguages(page, '录取结果', 'Admission outcome');
  await inChinese(page, () => expect(page.getByRole('link', { name: '对此结果提出申诉' })).toBeVisible());
  await page.getByRole('link', { name: 'Appeal against this outcome' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appeal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit appeal' })).toBeVisible();
});

test('after a national-identity sign-in the dashboard and Personal Particulars offer to retrieve the identity data', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with national identity' }).click();
  await page.getByRole('radio', { name: 'NUR AISYAH BINTE RAHMAN (T0812345J)' }).check();
  await page.getByRole('button', { name: 'Agree and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, NUR AISYAH BINTE RAHMAN' })).toBeVisible();
  await page.goto('/applicant/admission/apply');
  await answerEligibility(page);
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /PIN/ })).toBeVisible();
  const number = /applications\/(\d{8})\/pin/.exec(page.url())?.[1] ?? '';

  await page.goto('/applicant');
  const item = page.getByRole('link', { name: 'Fill in your particulars from the national identity service' });
  await expect(item).toHaveAttribute('href', '/singpass');
  await axeInBothLanguages(page, 'NUR AISYAH BINTE RAHMAN，您好', 'Welcome, NUR AISYAH BINTE RAHMAN');
  await inChinese(page, () => expect(page.getByRole('link', { name: '使用国家身份认证服务的资料填写个人资料' })).toBeVisible());

  await page.goto(`/applicant/admission/applications/${number}/sections/personalParticulars`);
  const offer = page.getByRole('link', { name: 'Retrieve your data from the national identity service' });
  await expect(offer).toHaveAttribute('href', '/singpass');
  await axeInBothLanguages(page, '个人资料', 'Personal particulars');
  await inChinese(page, () => expect(page.getByRole('link', { name: '从国家身份认证服务提取您的资料' })).toBeVisible());
  await offer.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Retrieve your data from the national identity service' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(`Personal Particulars of application ${number}`) })).toBeVisible();
});

test('an applicant signed in with a password follows the offer on Personal Particulars and is asked to retrieve with national identity, still signed in', async ({ page }) => {
  await page.goto('/login');
  await send(page, 'POST', '/auth/login/email', { ...DRAFT_ACCOUNT, system: 'ADM', subCategory: 'ADM' }, 200);
  const [draft] = (await (await page.request.get('/api/admission/applications')).json()) as Array<{ applicationNumber: string }>;
  await page.goto(`/applicant/admission/applications/${draft!.applicationNumber}/sections/personalParticulars`);
  await page.getByRole('link', { name: 'Retrieve your data from the national identity service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Retrieve your data from the national identity service' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retrieve with national identity' })).toBeVisible();
  await expect(page).toHaveURL(/\/singpass$/);
  await axeInBothLanguages(page, '从国家身份认证服务提取您的资料', 'Retrieve your data from the national identity service');
});
