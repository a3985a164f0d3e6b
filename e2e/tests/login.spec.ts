import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_ACCOUNT, DEMO_APPLICANT, signInWithPinOnTheForm } from '../support/sign-in';

const VARIANTS = [
  { path: '/login', system: 'ADM', title: 'Undergraduate Admissions' },
  { path: '/alcnsLogin', system: 'CE', title: 'Continuing Education and Lifelong Learning' },
  { path: '/scaleLogin', system: 'SCALE', title: 'SCALE Programme for Working Adults' },
  { path: '/greenHarvest', system: 'GH', title: 'Green Harvest Programme' },
  { path: '/sm2Login', system: 'ADM', title: 'Senior Middle (SM2) Admissions' },
  { path: '/ystcmLogin', system: 'TCM', title: 'Traditional Chinese Medicine Programme' },
];

test('the site root redirects to the default login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  // The sign-in page's own title (page-titles.spec.ts): the bare portal name was only ever the moment
  // before the sign-in page set it, which the test caught or missed by timing.
  await expect(page).toHaveTitle('Sign in – Undergraduate Admissions – Undergraduate Applicant Portal');
});

for (const variant of VARIANTS) {
  test(`${variant.path} names its system and links the public helpers with sid=${variant.system}`, async ({ page }) => {
    await page.goto(variant.path);
    await expect(page.getByRole('link', { name: 'Undergraduate Applicant Portal' })).toBeVisible();
    await expect(page.getByText(`You are signing in to ${variant.title}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your PIN?' })).toHaveAttribute('href', `/pin/reset?sid=${variant.system}`);
    await expect(page.getByRole('link', { name: 'Forgot your application number?' })).toHaveAttribute(
      'href',
      `/applicationNumber/enquiry?sid=${variant.system}`,
    );
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', new RegExp(`^/password/forgot\\?sid=${variant.system}&subid=`));
    await expect(page.getByRole('link', { name: 'Register your e-mail address' })).toHaveAttribute('href', new RegExp(`^/b2c\\?sid=${variant.system}&subid=`));
    await expect(page.getByRole('link', { name: 'Which social account did I use?' })).toHaveAttribute('href', new RegExp(`^/social-enquiry\\?sid=${variant.system}`));
    await expectNoAxeViolations(page);
  });
}

test('signing in with application number and PIN shows the dashboard with the unpaid fee', async ({ page }) => {
  await signInWithPinOnTheForm(page);
  await expect(page).toHaveURL(/\/applicant$/);
  await expect(page.getByRole('link', { name: /application fee/i })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('signing in with an e-mail login account works', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address', { exact: true }).fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('form', { name: /e-mail login account/i }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByText('You have nothing to do right now.')).toBeVisible();
});

test('a wrong PIN and an unknown number get the same answer, which names neither', async ({ page }) => {
  const attempt = async (applicationNumber: string, pin: string) => {
    await page.goto('/login');
    await page.getByLabel('Application number', { exact: true }).fill(applicationNumber);
    await page.getByLabel('PIN', { exact: true }).fill(pin);
    await page.getByRole('form', { name: /application number and PIN/i }).getByRole('button', { name: 'Sign in' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'do not match our records' });
    await expect(banner).toBeVisible();
    return banner.innerText();
  };
  const wrongPin = await attempt(DEMO_APPLICANT.applicationNumber, 'Wrong123');
  const unknownNumber = await attempt('99999999', 'Wrong123');
  expect(wrongPin).toBe(unknownNumber);
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
});

test('empty sign-in shows errors next to the fields and in the error summary', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: /application number and PIN/i });
  await form.getByRole('button', { name: 'Sign in' }).click();
  const summary = page.getByRole('heading', { name: 'There is a problem' });
  await expect(summary).toBeVisible();
  await expect(form.getByRole('link', { name: 'Enter your application number' })).toBeVisible();
  await expect(form.getByRole('link', { name: 'Enter your PIN' })).toBeVisible();
  await expect(page.getByLabel('Application number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('an unauthenticated visit to the applicant area goes to the right login variant and back after sign-in', async ({ page }) => {
  await page.goto('/applicant/payment');
  await expect(page).toHaveURL(/\/login\?sid=ADM&subid=ADM&returnTo=%2Fapplicant%2Fpayment$/);
  await page.getByLabel('Application number', { exact: true }).fill(DEMO_APPLICANT.applicationNumber);
  await page.getByLabel('PIN', { exact: true }).fill(DEMO_APPLICANT.pin);
  await page.getByRole('form', { name: /application number and PIN/i }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/applicant\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
});

test('the login page works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.getByLabel('Application number', { exact: true }).focus();
  await page.keyboard.type(DEMO_APPLICANT.applicationNumber);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_APPLICANT.pin);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_APPLICANT.name}` })).toBeVisible();
});
