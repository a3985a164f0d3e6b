/**
 * Paying fees in a real browser, on a portal of this file's own (its own database, sandbox payment
 * gateway and mail catcher): the demo applicant reviews the application fee with GST, pays it on the
 * gateway's hosted page and comes back to it received, with the receipt e-mailed and as a PDF; a
 * declined payment shows the spec's message and Pay stays off for 15 minutes. Axe (WCAG 2.2 A/AA) on
 * every payment screen in English and 中文, and the fee page by keyboard alone.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { pdfPages } from '../support/pdf';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 55;
const server = portalWithMail(PORT);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

const DEMO_EMAIL = 'demo.applicant@example.edu';
const RECEIPT_SUBJECT = 'Your payment receipt';

async function switchLanguage(page: Page, language: 'English' | '中文') {
  await page.getByRole('button', { name: language, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === '中文' ? 'zh-Hans' : 'en-GB');
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('the application fee: reviewed with GST, paid on the hosted page, received with a receipt e-mail and PDF', async ({ page }) => {
  await signInWithPin(page);
  await page.getByRole('link', { name: /application fee/i }).click();
  await expect(heading(page, 'Application Fee Payment')).toBeVisible();
  await expect(page.getByText('SGD 10.00', { exact: true })).toBeVisible();
  await expect(page.getByText('GST (9%)')).toBeVisible();
  await expect(page.getByText('SGD 0.90', { exact: true })).toBeVisible();
  await expect(page.getByText('SGD 10.90', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await switchLanguage(page, '中文');
  await expect(heading(page, '缴付申请费')).toBeVisible();
  await expect(page.getByText('消费税（9%）')).toBeVisible();
  await expectNoAxeViolations(page);
  await switchLanguage(page, 'English');

  const receiptsBefore = server.mail.find(DEMO_EMAIL, RECEIPT_SUBJECT).length;
  await page.getByRole('button', { name: 'Pay now' }).click();
  // The gateway's own page, on its own site.
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole('button', { name: /^Pay S\$10\.90$/ }).click();

  await expect(page).toHaveURL(/\/applicant\/payment\/payments\//);
  await expect(heading(page, 'Payment received')).toBeVisible();
  const reference = (await page.getByText(/^PAY-\d{8}$/).innerText()).trim();
  await expectNoAxeViolations(page);

  const mail = await server.mail.next(DEMO_EMAIL, RECEIPT_SUBJECT, receiptsBefore);
  expect(mail.text).toContain(reference);
  expect(mail.text).toContain('SGD 10.90');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download receipt ${reference} (PDF)` }).click();
  const receipt = await downloading;
  const pages = await pdfPages(await readFile((await receipt.path())!));
  expect(pages.join('\n')).toContain(reference);
  expect(pages.join('\n')).toContain(DEMO_APPLICANT.name);

  await switchLanguage(page, '中文');
  await expect(heading(page, '已收到缴费')).toBeVisible();
  await expectNoAxeViolations(page);
  await switchLanguage(page, 'English');

  // Payment Details: the fee received (nothing to pay) and the payment listed with its receipt.
  await page.getByRole('link', { name: 'Back to Payment Details' }).click();
  const fees = page.getByRole('table', { name: 'Your fees' });
  await expect(fees.getByRole('row').nth(1)).toContainText('Received');
  await expect(fees.getByRole('link', { name: /^View Application fee/ })).toBeVisible();
  const payments = page.getByRole('table', { name: 'Your payments' });
  await expect(payments.getByRole('row').nth(1)).toContainText(reference);
  await expect(payments.getByRole('link', { name: `Download receipt ${reference} (PDF)` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Paying it again is not offered; the page says why.
  await fees.getByRole('link', { name: /^View Application fee/ }).click();
  await expect(page.getByText('We have received this fee. There is nothing to pay.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});

test('the entrance exam: registering raises its fee; a declined payment says so and Pay stays off for 15 minutes (keyboard alone on the fee page)', async ({ page }) => {
  await signInWithPin(page);
  await page.getByRole('navigation', { name: 'Applicant menu' }).getByRole('link', { name: 'Entrance exam payment' }).click();
  await page.getByRole('region', { name: 'Mathematics Aptitude Test' }).getByRole('link', { name: 'Register for Mathematics Aptitude Test' }).click();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Register and add the fee' }).click();
  await expect(heading(page, 'Payment Details')).toBeVisible();

  await page.getByRole('table', { name: 'Your fees' }).getByRole('link', { name: /^Pay Entrance exam fee/ }).click();
  await expect(heading(page, 'Entrance Exam Payment')).toBeVisible();
  await expect(page.getByText('Mathematics Aptitude Test')).toBeVisible();
  await expect(page.getByText('SGD 54.50', { exact: true })).toBeVisible();
  // Keyboard alone: from the page's start, Tab reaches Pay now, and Enter opens the gateway's page.
  const pay = page.getByRole('button', { name: 'Pay now' });
  await page.locator('body').focus();
  for (let presses = 0; presses < 60 && !(await pay.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(pay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole('radio', { name: 'PayNow' }).check();
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/applicant\/payment\/payments\//);
  // The refusal reaches the portal by the gateway's notification a moment after the page completes.
  await expect(async () => {
    const checkAgain = page.getByRole('button', { name: 'Check the status again' });
    if (await checkAgain.isVisible()) await checkAgain.click();
    await expect(heading(page, 'Your payment was not successful')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByText('Payment unsuccessful: try again in 15 minutes.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to the fee' }).click();
  await expect(heading(page, 'Entrance Exam Payment')).toBeVisible();
  await expect(page.getByText('Payment unsuccessful: try again in 15 minutes.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeDisabled();
  await expect(page.getByText(/^You can pay again from \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expectNoAxeViolations(page);
  await switchLanguage(page, '中文');
  await expect(page.getByText('缴费未成功：请于 15 分钟后再试。')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即缴费' })).toBeDisabled();
  await expectNoAxeViolations(page);
});
