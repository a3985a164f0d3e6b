/**
 * The local sandbox gateway's hosted checkout page in a real browser (the page testers and the payment
 * journeys use): zero axe violations open, completed and expired, in English and Chinese, and every
 * choice made with the keyboard alone. Sessions are opened by the portal's own Stripe adapter against
 * a sandbox of this file's own; the portal's journeys through it are the payment specs'.
 */
import { expect, test, type Page } from '../support/test';
import { startLocalStripe, type LocalStripe } from '../../api/dev/local-stripe';
import type { CheckoutRequest, PaymentGateway } from '../../api/src/modules/payment/gateway/payment-gateway';
import { createStripeGateway } from '../../api/src/modules/payment/gateway/stripe-gateway';
import { expectNoAxeViolations } from '../support/axe';

const KEYS = { secretKey: 'sk_test_e2e_sandbox_page', webhookSecret: 'whsec_e2e_sandbox_page' };

let sandbox: LocalStripe;
let gateway: PaymentGateway;
test.beforeAll(async () => {
  sandbox = await startLocalStripe(KEYS);
  gateway = createStripeGateway({ ...KEYS, apiUrl: sandbox.url, webhookToleranceSeconds: 300 });
});
test.afterAll(() => sandbox?.stop());

/**
 * A session whose success page is its own hosted page again (Stripe fills in {CHECKOUT_SESSION_ID}),
 * so the browser stays on the sandbox; its cancel page is a sandbox page for no session.
 */
async function openSession(locale: CheckoutRequest['locale'], description: string) {
  return gateway.createCheckoutSession({
    paymentId: crypto.randomUUID(),
    feeId: crypto.randomUUID(),
    description,
    amountCents: 3500,
    gstCents: 315,
    currency: 'SGD',
    customerEmail: 'demo.applicant@example.edu',
    successUrl: `${sandbox.url}/pay/{CHECKOUT_SESSION_ID}`,
    cancelUrl: `${sandbox.url}/pay/cs_test_cancelled`,
    expiresAt: new Date(Date.now() + 60 * 60_000),
    locale,
  });
}

/** Tabs forward until the element named has the focus (keyboard only: no clicks). */
async function tabTo(page: Page, role: 'button' | 'radio' | 'link', name: string): Promise<void> {
  const target = page.getByRole(role, { name, exact: true });
  for (let presses = 0; presses < 15; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('English: the fee, GST and total; PayNow chosen and paid by keyboard; the completed page takes nothing more', async ({ page }) => {
  const session = await openSession('en', 'Application fee for application 24000001');
  await page.goto(session.url!);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const table = page.getByRole('table', { name: 'What you are paying for' });
  await expect(table.getByRole('row')).toHaveText([/Item\s*Amount/, /Application fee for application 24000001\s*S\$35\.00/, /GST 9%\s*S\$3\.15/, /Total\s*S\$38\.15/]);
  await expect(page.getByText('Receipt e-mail: demo.applicant@example.edu')).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, 'radio', 'Card');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'PayNow' })).toBeChecked();
  await tabTo(page, 'button', 'Pay S$38.15');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('This payment page has been completed. It cannot take another payment.');
  await expect(page.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(sandbox.events(session.id).map((event) => event.type)).toEqual(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
  expect(await gateway.retrieveCheckoutSession(session.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
});

test('中文: the page follows the session’s locale; Decline by keyboard; an expired page says so', async ({ page }) => {
  const session = await openSession('zh', '申请编号 24000001 的申请费');
  await page.goto(session.url!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1, name: '付款' })).toBeVisible();
  await expect(page.getByRole('table', { name: '付款项目' }).getByRole('row')).toHaveText([/项目\s*金额/, /申请编号 24000001 的申请费\s*S\$35\.00/, /消费税（GST）9%\s*S\$3\.15/, /总额\s*S\$38\.15/]);
  await expectNoAxeViolations(page);

  await tabTo(page, 'button', '拒绝付款');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('此付款页面已完成，不能再次付款。');
  await expectNoAxeViolations(page);
  expect(sandbox.events(session.id).map((event) => event.type)).toEqual(['checkout.session.completed', 'checkout.session.async_payment_failed']);
  expect(await gateway.retrieveCheckoutSession(session.id)).toMatchObject({ status: 'complete', paymentStatus: 'unpaid' });

  const expiring = await openSession('zh', '入学考试费');
  await gateway.expireCheckoutSession(expiring.id);
  await page.goto(`${sandbox.url}/pay/${expiring.id}`);
  await expect(page.getByRole('status')).toHaveText('此付款页面已过期，未收取任何款项。');
  await expect(page.getByRole('link', { name: '返回门户' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Pay without notification and Cancel and return, by keyboard', async ({ page }) => {
  const session = await openSession('en', 'Entrance examination fee');
  await page.goto(session.url!);
  await tabTo(page, 'link', 'Cancel and return');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${sandbox.url}/pay/cs_test_cancelled`);
  await expect(page.getByRole('status')).toHaveText('There is no such payment page.');
  await expectNoAxeViolations(page);
  // Back on the page: still open, nothing taken.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Pay without notification' })).toBeVisible();
  expect(sandbox.events(session.id)).toEqual([]);

  await tabTo(page, 'button', 'Pay without notification');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('This payment page has been completed. It cannot take another payment.');
  expect(sandbox.events(session.id).map((event) => [event.type, event.delivery])).toEqual([['checkout.session.completed', 'withheld']]);
  expect(await gateway.retrieveCheckoutSession(session.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
});
