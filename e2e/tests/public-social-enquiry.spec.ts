import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';

const PORT = E2E_PORT + 13;
const DEMO_EMAIL = 'demo.applicant@example.edu';
const SUBJECT = 'Your social account enquiry';

const server = portalWithMail(PORT);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test('social enquiry: the demo applicant is e-mailed the masked Google identifier', async ({ page }) => {
  await page.goto('/social-enquiry?sid=ADM&sscid=ADM');
  await expect(page.getByRole('heading', { level: 1, name: 'Social Account Enquiry' })).toBeVisible();
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('Full name').fill('Tan Mei Ling');
  await page.getByLabel('Date of birth').fill('01/01/2006');
  await page.getByLabel('E-mail address', { exact: true }).fill(DEMO_EMAIL);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail sent' })).toBeFocused();
  await expect(page.getByText(/we have sent an e-mail to this address/)).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await server.mail.next(DEMO_EMAIL, SUBJECT, 0);
  expect(mail.text).toContain('Google: t*********g@gmail.com');
  expect(mail.text).not.toContain('tan.meiling@gmail.com');
});

test('social enquiry: Back goes to /login', async ({ page }) => {
  await page.goto('/social-enquiry?sid=ADM&sscid=ADM');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: /Sign in/ })).toBeVisible();
});
