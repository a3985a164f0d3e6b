/**
 * The finance office's console in a real browser, on a portal of this file's own (its own database
 * and a mail catcher): the waiver form asks for a reason, and another office is refused the console;
 * the finance officer finds the demo applicant's application fee, records it
 * received offline — first without a note (the error summary and the message by the field), by
 * keyboard alone — and sees it received with their name in the timeline; the receipt is e-mailed,
 * and the applicant sees the fee received on Payment Details with a receipt link; a gateway report
 * naming no payment of the portal's settles nothing and is listed for the finance officer. Axe (WCAG
 * 2.2 A/AA) on every console screen, in English and 中文.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { axeInBothLanguages, expectNoAxeViolations } from '../support/axe';
import { DEMO_STAFF, signInAsStaff, signOutOfOffice } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';

const PORT = E2E_PORT + 53;
const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * Payments on, so the webhook takes signed events; the gateway's API address is a closed local port:
 * nothing in this file opens a checkout page, and nothing may ever reach a real gateway.
 */
const GATEWAY = { STRIPE_SECRET_KEY: 'sk_test_e2e_finance_console', STRIPE_WEBHOOK_SECRET: 'whsec_e2e_finance_console', STRIPE_API_URL: 'http://127.0.0.1:9' };
const server = portalWithMail(PORT, GATEWAY);
test.use({ baseURL: BASE_URL });
test.describe.configure({ mode: 'serial' });

const RECEIPT_SUBJECT = 'Your payment receipt';
const FEE_HEADING = `Application fee of ${DEMO_APPLICANT.name}`;

/** Today in Singapore as dd/mm/yyyy: the date the money was received may be today, never later. */
const todayInSingapore = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

test('the waiver form asks for a reason, in both languages; another office is refused the finance console', async ({ page }) => {
  expect(server.portal).toBeDefined();
  await signInAsStaff(page, 'FINANCE', `/office/payment?q=${DEMO_APPLICANT.applicationNumber}`);
  await page.getByRole('link', { name: `Open the Application fee of ${DEMO_APPLICANT.name}` }).click();
  await page.getByRole('link', { name: 'Waive this fee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waive this fee' })).toBeVisible();
  await axeInBothLanguages(page, '豁免此费用', 'Waive this fee');
  await page.getByRole('button', { name: 'Waive the fee' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Enter the reason for waiving the fee' })).toHaveAttribute('href', '#reason');
  await expectNoAxeViolations(page);
  // Not waived: the fee still offers both actions (the next test records it received).
  await page.getByRole('link', { name: 'Back to the fee' }).click();
  await expect(page.getByRole('link', { name: 'Record a payment received offline' })).toBeVisible();

  await signOutOfOffice(page);
  await signInAsStaff(page, 'ADMISSIONS', '/office/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available to your role' })).toBeVisible();
  await expect(page.getByText(/This console belongs to the Finance Office/)).toBeVisible();
});

/** The offline payment's reference, recorded by the officer (the next test reads it as the applicant). */
let reference = '';

test('the finance officer finds the application fee and records it received offline, by keyboard, with their name in the timeline', async ({ page }) => {
  // Eight axe runs (four screens, two languages) on two shared cores.
  test.slow();
  await signInAsStaff(page, 'FINANCE');
  // The office home and menu lead to the finance console.
  await page.getByRole('navigation', { name: 'Office menu' }).getByRole('link', { name: 'Finance console' }).click();
  await expect(page).toHaveURL(/\/office\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finance console' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fees, newest first' })).toContainText(DEMO_APPLICANT.name);
  await axeInBothLanguages(page, '财务管理平台', 'Finance console');

  // The search goes into the address, so it survives a reload.
  await page.getByLabel('Application number, applicant name or payment reference').fill(DEMO_APPLICANT.applicationNumber);
  await page.getByLabel('Fee status').selectOption('UNPAID');
  await page.getByLabel('Application number, applicant name or payment reference').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${DEMO_APPLICANT.applicationNumber}&status=UNPAID`));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Fees found' })).toHaveText('Fees found: 1');
  await page.getByRole('link', { name: `Open the Application fee of ${DEMO_APPLICANT.name}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: FEE_HEADING })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Applicant and fee' })).toContainText('SGD');
  await expect(page.getByText('No payment has been attempted for this fee.')).toBeVisible();
  await axeInBothLanguages(page, `${DEMO_APPLICANT.name}的申请费`, FEE_HEADING);

  // The offline-payment form, by keyboard alone.
  await page.getByRole('link', { name: 'Record a payment received offline' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Record a payment received offline' })).toBeVisible();
  await axeInBothLanguages(page, '登记线下收款', 'Record a payment received offline');
  const date = page.getByLabel('Date the money was received');
  await date.focus();
  await page.keyboard.type(todayInSingapore());
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Bank or transfer reference')).toBeFocused();
  await page.keyboard.type('DBS-TT-55821');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Note')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Record the payment' })).toBeFocused();
  await page.keyboard.press('Enter');
  // No note: the error summary takes focus, and the message stands by the field.
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Enter a note on how the payment was made' })).toHaveAttribute('href', '#note');
  await expect(page.locator('#note-error')).toHaveText('Error: Enter a note on how the payment was made');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link', { name: 'Enter a note on how the payment was made' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Note')).toBeFocused();
  await page.keyboard.type('Telegraphic transfer seen on the bank statement.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Record the payment' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Back on the fee: received, the payment recorded by the officer, their name in the timeline.
  await expect(page.getByRole('heading', { level: 1, name: FEE_HEADING })).toBeVisible();
  await expect(page.getByText('The payment is recorded and the fee is received.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Applicant and fee' }).getByText('Received', { exact: true })).toBeVisible();
  const payments = page.getByRole('table', { name: 'Every attempt to pay this fee, newest first' });
  await expect(payments).toContainText('Offline (bank transfer, cheque or cash)');
  await expect(payments).toContainText('DBS-TT-55821');
  await expect(payments).toContainText(DEMO_STAFF.FINANCE.name);
  reference = (await payments.getByRole('rowheader').first().textContent())!.trim();
  expect(reference).toMatch(/^PAY-\d{8}$/);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText(`Payment ${reference} received offline`);
  await expect(timeline).toContainText(`by ${DEMO_STAFF.FINANCE.name}`);
  await expect(page.getByRole('link', { name: 'Record a payment received offline' })).toHaveCount(0);
  await axeInBothLanguages(page, `${DEMO_APPLICANT.name}的申请费`, FEE_HEADING);
});

test('the applicant is e-mailed the receipt and sees the fee received on Payment Details, with the receipt', async ({ page: applicant }) => {
  expect(reference).toMatch(/^PAY-\d{8}$/);
  expect((await server.mail.next('demo.applicant@example.edu', RECEIPT_SUBJECT, 0)).text).toContain(reference);
  await signInWithPin(applicant);
  await applicant.goto('/applicant/payment');
  await expect(applicant.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
  await expect(applicant.getByRole('table', { name: 'Your fees' }).getByText('Received', { exact: true })).toBeVisible();
  const receipt = applicant.getByRole('table', { name: 'Your payments' }).getByRole('link', { name: `Download receipt ${reference} (PDF)` });
  await expect(receipt).toBeVisible();
  const download = await applicant.request.get((await receipt.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
});

/** A gateway event as Stripe signs it: `t=<unix>,v1=<HMAC-SHA256(secret, "<t>.<body>")>`. */
function signedEvent(event: object): { body: string; signature: string } {
  const body = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', GATEWAY.STRIPE_WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('hex');
  return { body, signature: `t=${timestamp},v1=${v1}` };
}

test('a gateway report naming no payment of the portal’s settles nothing and is listed for the finance officer, in both languages', async ({ page }) => {
  const sessionId = `cs_test_e2e_${randomUUID().replace(/-/g, '')}`;
  const { body, signature } = signedEvent({
    id: `evt_e2e_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: randomUUID(),
        amount_total: 1090,
        currency: 'sgd',
        payment_intent: 'pi_e2e_unknown',
        url: null,
        expires_at: Math.floor(Date.now() / 1000) + 3600,
      },
    },
  });
  const delivered = await page.request.post('/api/payment/webhook', { headers: { 'content-type': 'application/json', 'stripe-signature': signature }, data: body });
  expect(delivered.status()).toBe(200);

  await signInAsStaff(page, 'FINANCE', '/office/payment');
  await page.getByRole('link', { name: 'Gateway reports that did not match a payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gateway reports that did not match' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Reports that did not match, newest first (the latest 100)' }).getByRole('row').filter({ hasText: 'A reference the portal never made' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('No payment of the portal’s');
  await axeInBothLanguages(page, '支付网关报告不符的记录', 'Gateway reports that did not match');
});
