/**
 * Paying a fee exactly once (issue 11), against the local sandbox gateway through the real Stripe
 * adapter: concurrent Pay → one checkout; the webhook delivered five times and out of order → one
 * payment and one receipt; the return page and reconciliation settle by asking the gateway; signatures
 * are checked; the 15-minute rule after an unsuccessful payment; waived and received fees; ownership.
 */
import Stripe from 'stripe';
import { startLocalStripe, type LocalStripe } from '../../../dev/local-stripe';
import { listOutbox } from '../../../src/mail/outbox';
import { reconcilePayments } from '../../../src/modules/payment/reconcile';
import { RECEIPT_MAIL_SUBJECT } from '../../../src/modules/payment/receipt';
import { readPdf } from '../../pdf/read-pdf';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const SECRET_KEY = 'sk_test_portal_payments';
const WEBHOOK_SECRET = 'whsec_portal_payments_test';
const signer = new Stripe(SECRET_KEY);

type PageOutcome = 'pay' | 'decline' | 'no-answer';

describe.each(everyDatabase())('paying fees on %s', (target) => {
  let t: TestApp;
  let sandbox: LocalStripe;
  let applicant: Browser;
  let applicationFeeId: string;

  beforeAll(async () => {
    // The sandbox keeps the portal's clock (checkout pages expire by it), and delivers no webhooks by
    // itself here: each test hands the events to the portal, to replay and reorder them.
    sandbox = await startLocalStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, now: () => (t ? t.clock.now() : new Date()) });
    t = await createTestApp(target, { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: sandbox.url });
    applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
    applicationFeeId = (await applicant.get('/api/payment/fees')).json()[0].id;
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.stop();
  });

  /** A new unpaid entrance-exam fee of the demo applicant's, for a test of its own. */
  async function newFee(amountCents = 5000): Promise<string> {
    const fee = await t.db.selectFrom('fees').select(['applicant_id', 'application_id']).where('id', '=', applicationFeeId).executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('fees')
      .values({ kind: 'ENTRANCE_EXAM_FEE', applicant_id: fee.applicant_id, application_id: fee.application_id, description: 'Entrance exam fee: Medicine aptitude test', amount_cents: amountCents, status: 'UNPAID' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const checkout = (feeId: string) => applicant.post(`/api/payment/fees/${feeId}/checkout`);

  /** What a tester does on the hosted page: the page's own form, posted as the browser would. */
  async function onHostedPage(checkoutUrl: string, outcome: PageOutcome, method: 'card' | 'paynow' = 'card'): Promise<void> {
    const response = await fetch(checkoutUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method, outcome }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
  }

  const sessionIdOf = async (paymentId: string) =>
    (await t.db.selectFrom('payments').select('checkout_session_id').where('id', '=', paymentId).executeTakeFirstOrThrow()).checkout_session_id!;

  /** Delivers one of the sandbox's events to the portal, signed now with `secret` (or with this header). */
  function deliver(body: string, header: string = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })) {
    return t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload: body });
  }

  const receipts = async () => (await listOutbox(t.db)).filter((mail) => mail.subject === RECEIPT_MAIL_SUBJECT);
  const feeStatus = async (feeId: string) => (await applicant.get(`/api/payment/fees/${feeId}`)).json().status;

  it('shows the fee with GST at the configured rate, payable', async () => {
    const fee = (await applicant.get(`/api/payment/fees/${applicationFeeId}`)).json();
    expect(fee).toMatchObject({ amountCents: 1000, gstPercent: 9, gstCents: 90, totalCents: 1090, status: 'UNPAID', payBlock: null, payments: [] });
  });

  it('twenty Pay clicks at once open one checkout page', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(applicationFeeId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const started = answers.map((answer) => answer.json());
    expect(new Set(started.map((start) => start.paymentId)).size).toBe(1);
    expect(new Set(started.map((start) => start.checkoutUrl)).size).toBe(1);
    expect(started[0].checkoutUrl).toMatch(new RegExp(`^${sandbox.url}/pay/cs_`));
    const attempts = await t.db.selectFrom('payments').select(['status', 'gst_cents', 'amount_cents']).where('fee_id', '=', applicationFeeId).execute();
    expect(attempts).toEqual([{ status: 'OPEN', gst_cents: 90, amount_cents: 1000 }]);
    // A retry later (another tab, a timeout) reaches the same page again.
    expect((await checkout(applicationFeeId)).json()).toEqual(started[0]);
  });

  it('paid on the hosted page: the return page finds it paid by asking the gateway; five deliveries of the webhook change nothing more', async () => {
    const { paymentId, checkoutUrl } = (await checkout(applicationFeeId)).json();
    await onHostedPage(checkoutUrl, 'pay');
    const returned = await applicant.get(`/api/payment/payments/${paymentId}`);
    expect(returned.json()).toMatchObject({ payment: { status: 'RECEIVED', totalCents: 1090, reference: expect.stringMatching(/^PAY-\d{8}$/) }, fee: { status: 'RECEIVED', payBlock: 'RECEIVED' } });
    expect(await receipts()).toHaveLength(1);

    const [completed] = sandbox.events(await sessionIdOf(paymentId));
    expect(completed!.type).toBe('checkout.session.completed');
    const deliveries = [];
    for (let n = 0; n < 5; n += 1) deliveries.push(await deliver(completed!.body));
    expect(deliveries.map((delivery) => delivery.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(deliveries.map((delivery) => delivery.json().duplicate)).toEqual([false, true, true, true, true]);
    expect(await receipts()).toHaveLength(1);
    expect(await t.db.selectFrom('payments').select('status').where('fee_id', '=', applicationFeeId).where('status', '=', 'RECEIVED').execute()).toHaveLength(1);

    const again = await checkout(applicationFeeId);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('FEE_ALREADY_RECEIVED');
  });

  it('the receipt: e-mailed once with the reference, amount and GST; a PDF in English and Chinese; listed with the payments', async () => {
    const [payment] = (await applicant.get('/api/payment/payments')).json();
    expect(payment).toMatchObject({ status: 'RECEIVED', amountCents: 1000, gstCents: 90, method: 'GATEWAY' });
    const [mail] = await receipts();
    expect(mail!.text).toContain(payment.reference);
    expect(mail!.text).toContain('SGD 0.90');
    expect(mail!.text).toContain('SGD 10.90');
    const english = await applicant.get(`/api/payment/payments/${payment.id}/receipt?language=en-GB`);
    expect(english.headers['content-type']).toBe('application/pdf');
    const englishText = (await readPdf(english.rawPayload)).pages.join('\n');
    expect(englishText).toContain(payment.reference);
    expect(englishText).toContain('SGD 10.90');
    const chinese = await applicant.get(`/api/payment/payments/${payment.id}/receipt?language=zh-Hans`);
    expect((await readPdf(chinese.rawPayload)).pages.join('\n')).toContain('缴费收据');
  });

  it('a declined PayNow payment, its events delivered out of order: unsuccessful, and Pay refused for 15 minutes', async () => {
    const feeId = await newFee();
    const { paymentId, checkoutUrl } = (await checkout(feeId)).json();
    await onHostedPage(checkoutUrl, 'decline', 'paynow');
    const events = sandbox.events(await sessionIdOf(paymentId));
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed', 'checkout.session.async_payment_failed']);
    // The failure first, then the earlier "completed, not yet paid": the later news is not undone.
    expect((await deliver(events[1]!.body)).statusCode).toBe(200);
    expect((await deliver(events[0]!.body)).statusCode).toBe(200);
    const fee = (await applicant.get(`/api/payment/fees/${feeId}`)).json();
    expect(fee).toMatchObject({ status: 'UNSUCCESSFUL', payBlock: 'RETRY_LATER', retryAfter: new Date(t.clock.now().getTime() + 15 * 60_000).toISOString() });
    expect(fee.payments.map((payment: { status: string }) => payment.status)).toEqual(['UNSUCCESSFUL']);

    t.clock.advance(14 * 60);
    const early = await checkout(feeId);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0]).toMatchObject({ code: 'PAYMENT_RETRY_LATER', params: [60] });
    expect(early.headers['retry-after']).toBe('60');

    t.clock.advance(60);
    const later = await checkout(feeId);
    expect(later.statusCode).toBe(200);
    expect(later.json().paymentId).not.toBe(paymentId);
  });

  it('a webhook racing the return page: one settles it, once', async () => {
    const feeId = await newFee();
    const { paymentId, checkoutUrl } = (await checkout(feeId)).json();
    await onHostedPage(checkoutUrl, 'pay');
    const [completed] = sandbox.events(await sessionIdOf(paymentId));
    const before = (await receipts()).length;
    const [webhook, page] = await Promise.all([deliver(completed!.body), applicant.get(`/api/payment/payments/${paymentId}`)]);
    expect(webhook.statusCode).toBe(200);
    expect(page.json().payment.status).toBe('RECEIVED');
    expect(await receipts()).toHaveLength(before + 1);
  });

  it('paid with no notification: reconciliation asks the gateway and settles it', async () => {
    const feeId = await newFee();
    const { checkoutUrl } = (await checkout(feeId)).json();
    await onHostedPage(checkoutUrl, 'no-answer');
    expect(await feeStatus(feeId)).toBe('UNPAID');
    const reconcile = () => reconcilePayments(t.db, t.app.paymentGateway!, { now: t.clock.now(), publicUrl: t.config.publicUrl });
    // Younger than two minutes: left to the webhook.
    expect((await reconcile()).settled).toBe(0);
    expect(await feeStatus(feeId)).toBe('UNPAID');
    t.clock.advance(3 * 60);
    // Earlier tests left pages open that nobody paid on: asked about, and left open.
    expect(await reconcile()).toMatchObject({ settled: 1 });
    expect(await feeStatus(feeId)).toBe('RECEIVED');
    expect(await receipts()).toEqual(expect.arrayContaining([expect.objectContaining({ subject: RECEIPT_MAIL_SUBJECT })]));
  });

  it('refuses webhooks with a bad signature, an old timestamp, another secret or none: 400, and nothing changes', async () => {
    const feeId = await newFee();
    const { paymentId, checkoutUrl } = (await checkout(feeId)).json();
    await onHostedPage(checkoutUrl, 'pay');
    const [completed] = sandbox.events(await sessionIdOf(paymentId));
    const body = completed!.body;
    const headers = {
      tampered: signer.webhooks.generateTestHeaderString({ payload: body.replace('"paid"', '"unpaid"'), secret: WEBHOOK_SECRET }),
      old: signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 }),
      otherSecret: signer.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' }),
      garbage: 't=1,v1=0000',
    };
    for (const header of Object.values(headers)) {
      const refused = await deliver(body, header);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.db.selectFrom('payment_events').select('event_id').where('checkout_session_id', '=', await sessionIdOf(paymentId)).execute()).toEqual([]);
    expect((await t.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status).toBe('OPEN');
  });

  it('a waived fee cannot be paid', async () => {
    const feeId = await newFee();
    await t.db.updateTable('fees').set({ status: 'WAIVED' }).where('id', '=', feeId).execute();
    expect((await applicant.get(`/api/payment/fees/${feeId}`)).json().payBlock).toBe('WAIVED');
    const refused = await checkout(feeId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('FEE_ALREADY_WAIVED');
  });

  it("another applicant's fee and payment are not found, and nothing is opened for them", async () => {
    const other = await t.db
      .insertInto('applicants')
      .values({ full_name: 'LIM WEI', nric: 'S7700001D', date_of_birth: '2007-01-01', email: 'lim.wei@example.com', alt_contact_name: 'LIM AH KOW', alt_contact_country_code: '65', alt_contact_number: '91234567' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fee = await t.db.insertInto('fees').values({ kind: 'APPLICATION_FEE', applicant_id: other.id, description: 'Application fee', amount_cents: 1000, status: 'UNPAID' }).returning('id').executeTakeFirstOrThrow();
    const payment = await t.db.insertInto('payments').values({ fee_id: fee.id, reference: 'PAY-OTHER-1', amount_cents: 1000, status: 'RECEIVED', received_at: t.clock.now() }).returning('id').executeTakeFirstOrThrow();
    for (const url of [`/api/payment/fees/${fee.id}`, `/api/payment/payments/${payment.id}`, `/api/payment/payments/${payment.id}/receipt`]) {
      expect((await applicant.get(url)).statusCode).toBe(404);
    }
    expect((await checkout(fee.id)).statusCode).toBe(404);
    expect(await t.db.selectFrom('payments').select('id').where('fee_id', '=', fee.id).execute()).toHaveLength(1);
    expect((await applicant.get('/api/payment/fees/not-a-uuid')).statusCode).toBe(404);
    expect((await applicant.post('/api/payment/fees/not-a-uuid/checkout')).statusCode).toBe(404);
    expect((await applicant.get('/api/payment/payments/not-a-uuid/receipt')).statusCode).toBe(404);
  });
});
