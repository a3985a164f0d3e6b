import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_APPLICANT, signInWithPinOnTheForm } from '../support/sign-in';

// On the form: the keep-alive test's first navigation must follow the sign-in's, as an applicant's does
// (after a fresh page load of /applicant the first link followed sends no ping: see issue 32's note).
test.beforeEach(async ({ page }) => {
  await signInWithPinOnTheForm(page);
});

test('the layout shows every menu of the spec', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'Applicant menu' });
  for (const heading of ['Admission', 'Scholarship', 'Financial aid', 'Payment']) {
    await expect(menu.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const link of ['Apply', 'Enquire status', 'Manage application', 'Calculator', 'Payment details']) {
    await expect(menu.getByRole('link', { name: link }).first()).toBeVisible();
  }
  // The account's links are a group of their own, not one of the application's menus.
  const account = page.getByRole('navigation', { name: 'Your account' });
  for (const link of ['Login profile', 'Sign out']) {
    await expect(account.getByRole('link', { name: link })).toBeVisible();
    await expect(menu.getByRole('link', { name: link })).toHaveCount(0);
  }
});

test('admission lists the application with its status', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Applicant menu' }).getByRole('link', { name: 'Enquire status' }).first().click();
  await expect(page).toHaveURL(/\/applicant\/admission\/status$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Summary and Status' })).toBeVisible();
  const application = page.getByRole('region', { name: `Application ${DEMO_APPLICANT.applicationNumber}` });
  await expect(application.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(application.getByRole('table', { name: 'Programme choices' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('scholarship and financial aid say there are no applications', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'Applicant menu' });
  await menu.getByRole('link', { name: 'Enquire status' }).nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scholarship application status' })).toBeVisible();
  await expect(page.getByText('You have not applied for a scholarship.')).toBeVisible();
  await expectNoAxeViolations(page);

  await menu.getByRole('link', { name: 'Enquire status' }).nth(2).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financial aid application status' })).toBeVisible();
  await expect(page.getByText('You have no financial aid applications.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('payment lists the unpaid application fee', async ({ page }) => {
  await page.getByRole('link', { name: 'Payment details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
  const fees = page.getByRole('table', { name: 'Your fees' });
  await expect(fees.getByRole('row', { name: /Application fee 24000001 .* SGD\s10\.90 Not paid/ })).toBeVisible();
  await expect(page.getByText('You have not made any payments.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the financial aid calculator works inside the applicant area', async ({ page }) => {
  await page.getByRole('link', { name: 'Calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financial aid calculator' })).toBeVisible();
  await page.getByLabel('Citizenship').selectOption('CITIZEN');
  await page.getByLabel('Number of people in your household').fill('4');
  await page.getByLabel('Gross monthly household income (SGD)').fill('3600');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText(/Per capita income: SGD\s900\.00 a month/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('menus work with the keyboard alone', async ({ page }) => {
  const paymentLink = page.getByRole('link', { name: 'Payment details' });
  await paymentLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_APPLICANT.name}` })).toBeVisible();
});

test('each navigation sends a keep-alive ping', async ({ page }) => {
  const ping = page.waitForRequest((request) => request.url().endsWith('/api/auth/keepalive') && request.method() === 'POST');
  await page.getByRole('link', { name: 'Payment details' }).click();
  const request = await ping;
  expect(request.headers()['x-xsrf-token']).toBeTruthy();
});

test('signing out shows the logged-out screen and closes the applicant area', async ({ page }) => {
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Applicant Portal' })).toBeVisible();
  await expect(page.getByText('You have logged out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the Applicant Portal' })).toHaveAttribute('href', '/login?sid=ADM&subid=ADM');
  await expect(page.getByRole('link', { name: 'Go to the Office of Admissions website' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/applicant');
  await expect(page).toHaveURL(/\/login\?sid=ADM/);
});

test('following a link to the page you are on reloads its data', async ({ page }) => {
  const paymentLink = page.getByRole('link', { name: 'Payment details' });
  await paymentLink.click();
  await expect(page.getByRole('table', { name: 'Your fees' })).toBeVisible();
  const reloaded = page.waitForRequest((request) => request.url().endsWith('/api/payment/fees'));
  await paymentLink.click();
  await reloaded;
  await expect(page.getByRole('table', { name: 'Your fees' })).toBeVisible();
});
