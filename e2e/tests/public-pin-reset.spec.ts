import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations, switchLanguage } from '../support/axe';
import { linkIn } from '../support/mail-catcher';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';
import { DEMO_APPLICANT } from '../support/sign-in';

const PORT = E2E_PORT + 11;
const DEMO_EMAIL = 'demo.applicant@example.edu';
const LINK_SUBJECT = 'Reset your PIN';
const NEW_PIN = 'Nw7pQ2xZ';

const server = portalWithMail(PORT);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

/** The shell's notification area, where server answers of the public helpers are shown. */
const notificationArea = (page: Page) => page.getByRole('alert', { name: 'There is a problem' });

async function requestLink(page: Page, applicationNumber: string, email: string) {
  await page.getByLabel('Application number', { exact: true }).fill(applicationNumber);
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('PIN reset: request a link, open it from the e-mail, choose a new PIN and sign in with it', async ({ page }) => {
  await page.goto('/pin/reset?sid=ADM');
  await expect(page.getByRole('heading', { level: 1, name: 'Online PIN Reset System' })).toBeVisible();
  await expect(page.getByText('Fields marked with an asterisk (*) are mandatory.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Errors: summary and inline, each naming its field and what to do (issue 35), in both languages.
  await page.getByRole('button', { name: 'Submit' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Enter your application number', 'Enter the e-mail address you gave in your application']);
  await expect(summary.getByRole('link', { name: 'Enter your application number' })).toHaveAttribute('href', '#applicationNumber');
  await expect(page.getByLabel('Application number', { exact: true })).toHaveAccessibleDescription(/Error: Enter your application number/);
  await expectNoAxeViolations(page);
  await switchLanguage(page, '中文');
  await expect(page.getByRole('heading', { level: 1, name: '网上 PIN 码重设系统' })).toBeVisible();
  await page.getByRole('button', { name: '提交' }).click();
  const summaryZh = page.getByRole('region', { name: '出现问题' });
  await expect(summaryZh.getByRole('link')).toHaveText(['输入您的申请编号', '输入您在申请中填写的电子邮箱地址']);
  await expect(page.getByLabel('申请编号', { exact: true })).toHaveAccessibleDescription(/错误：\s*输入您的申请编号/);
  await expectNoAxeViolations(page);
  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Online PIN Reset System' })).toBeVisible();

  const seen = server.mail.find(DEMO_EMAIL, LINK_SUBJECT).length;
  await requestLink(page, DEMO_APPLICANT.applicationNumber, DEMO_EMAIL);
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Okay' })).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await server.mail.next(DEMO_EMAIL, LINK_SUBJECT, seen);
  const link = linkIn(mail, '/pin/reset');
  expect(link).toMatch(/^\/pin\/reset\?sid=ADM&id=[^&]+$/);

  await page.goto(link);
  await expect(page.getByText(/Use 8 letters or numbers; capital letters matter\. Do not use a simple sequence/)).toBeVisible();
  await expect(page.getByText(/must match your application/)).toBeVisible();
  await expect(page.getByLabel('New PIN', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('New PIN', { exact: true })).toHaveAttribute('maxlength', '8');
  await expectNoAxeViolations(page);

  // Nothing entered: each of the three fields is named.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('link')).toHaveText([
    'Enter your date of birth',
    'Enter a new PIN',
    'Enter the new PIN again to confirm it',
  ]);

  // A wrong date of birth is a counted failure: the notification area says so.
  await page.getByLabel('Date of birth').fill('02/01/2006');
  await page.getByLabel('New PIN', { exact: true }).fill(NEW_PIN);
  await page.getByLabel('Confirm new PIN').fill(NEW_PIN);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(notificationArea(page)).toContainText('does not match your application');
  await expect(notificationArea(page)).toContainText('You have 2 attempts left.');
  await expectNoAxeViolations(page);

  await page.getByLabel('Date of birth').fill('01/01/2006');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Your PIN has been reset' })).toBeFocused();
  await expectNoAxeViolations(page);

  // Okay reloads the login page of the system.
  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(page).toHaveURL(/\/login\?sid=ADM&subid=ADM$/);

  await page.getByLabel('Application number', { exact: true }).fill(DEMO_APPLICANT.applicationNumber);
  await page.getByLabel('PIN', { exact: true }).fill(NEW_PIN);
  await page.getByRole('form', { name: /application number and PIN/i }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_APPLICANT.name}` })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('Date of birth').fill('01/01/2006');
  // (Not a PIN the server would refuse as too common before it looks at the link.)
  await page.getByLabel('New PIN', { exact: true }).fill('Tq4Lm9Wz');
  await page.getByLabel('Confirm new PIN').fill('Tq4Lm9Wz');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(notificationArea(page)).toContainText('expired or has already been used');
});

test('PIN reset: three requests that match nothing hide the form and name the other route', async ({ page }) => {
  await page.goto('/pin/reset?sid=CE');
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await requestLink(page, '99999999', 'nobody@example.edu');
    await expect(notificationArea(page)).toContainText(`You have ${3 - attempt} attempt`);
  }
  await expectNoAxeViolations(page);
  await requestLink(page, '99999999', 'nobody@example.edu');
  await expect(page.getByText(/maximum number of PIN reset attempts/)).toBeVisible();
  await expect(page.getByLabel('Application number', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to the Online Application Number Enquiry System' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Okay: the continuing-education login, loaded afresh.
  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(page).toHaveURL(/\/alcnsLogin\?sid=CE&subid=CE$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('PIN reset works with the keyboard alone', async ({ page }) => {
  await page.goto('/pin/reset?sid=ADM');
  await page.getByLabel('Application number', { exact: true }).focus();
  await page.keyboard.type('24000001');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail address', { exact: true })).toBeFocused();
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Enter');
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('E-mail address', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?sid=ADM&subid=ADM$/);
});
