/**
 * Settling only what the portal asked for (issue 31, part 5): a gateway event or session settles a
 * payment only when its checkout session id, amount and currency are the ones the portal recorded
 * when it opened the checkout. Anything else settles nothing and is kept as an anomaly that the
 * finance console lists; the webhook is still answered 200 (the event was received and recorded,
 * and the gateway must not retry it forever). Events are the sandbox's real ones, changed and
 * signed again with the webhook secret: what a compromised or misconfigured gateway account would send.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { startLocalStripe, type LocalStripe } from '../../../dev/local-stripe';
import type { PaymentGateway } from '../../../src/modules/payment/gateway/payment-gateway';
import { reconcilePayments } from '../../../src/modules/payment/reconcile';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const SECRET_KEY = 'sk_test_portal_anomalies';
const WEBHOOK_SECRET = 'whsec_portal_anomalies_test';
const signer = new Stripe(SECRET_KEY);

describe.each(oneDatabase())('payment anomalies on %s', (target) => {
  let t: TestApp;
  let sandbox: LocalStripe;
  let applicant: Browser;
  let finance: Browser;
  let applicationFeeId: string;

  beforeAll(async () => {
    sandbox = await startLocalStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, now: () => (t ? t.clock.now() : new Date()) });
    t = await createTestApp(target, { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: sandbox.url });
    applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
    applicationFeeId = (await applicant.get('/api/payment/fees')).json()[0].id;
    finance = new Browser(t.app);
    await finance.signInAsStaff('FINANCE');
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.stop();
  });

  /** A new unpaid fee of the demo applicant's ($50.00 before GST), for a test of its own. */
  async function newFee(): Promise<string> {
    const fee = await t.db.selectFrom('fees').select(['applicant_id', 'application_id']).where('id', '=', applicationFeeId).executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('fees')
      .values({ kind: 'ENTRANCE_EXAM_FEE', applicant_id: fee.applicant_id, application_id: fee.application_id, description: 'Entrance exam fee: Medicine aptitude test', amount_cents: 5000, status: 'UNPAID' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A fee paid on the hosted page whose events have not reached the portal yet: its payment is still OPEN. */
  async function paidOnHostedPage(): Promise<{ feeId: string; paymentId: string; sessionId: string; completed: string; total: number }> {
    const feeId = await newFee();
    const { paymentId, checkoutUrl } = (await applicant.post(`/api/payment/fees/${feeId}/checkout`)).json();
    const page = await fetch(checkoutUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'method=card&outcome=pay', redirect: 'manual' });
    expect(page.status).toBe(303);
    const payment = await t.db.selectFrom('payments').select(['checkout_session_id', 'amount_cents', 'gst_cents']).where('id', '=', paymentId).executeTakeFirstOrThrow();
    const [completed] = sandbox.events(payment.checkout_session_id!);
    return { feeId, paymentId, sessionId: payment.checkout_session_id!, completed: completed!.body, total: payment.amount_cents + payment.gst_cents };
  }

  /** The event with its session changed, under a new event id, signed again with the webhook secret. */
  function forged(body: string, change: Record<string, unknown>): string {
    const event = JSON.parse(body) as { id: string; data: { object: Record<string, unknown> } };
    return JSON.stringify({ ...event, id: `evt_forged_${randomUUID().replace(/-/g, '')}`, data: { object: { ...event.data.object, ...change } } });
  }

  const deliver = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) },
      payload: body,
    });

  const statuses = async (feeId: string, paymentId: string) => ({
    fee: (await t.db.selectFrom('fees').select('status').where('id', '=', feeId).executeTakeFirstOrThrow()).status,
    payment: (await t.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status,
  });

  const anomaliesOf = (eventId: string) => t.db.selectFrom('payment_anomalies').selectAll().where('event_id', '=', eventId).execute();
  const eventIdOf = (body: string) => (JSON.parse(body) as { id: string }).id;

  it.each([
    ['an amount other than the one asked for', (paid: { total: number }) => ({ amount_total: paid.total - 1000 }), 'AMOUNT', (paid: { total: number }) => [String(paid.total), String(paid.total - 1000)]],
    ['another currency', () => ({ currency: 'usd' }), 'CURRENCY', () => ['SGD', 'USD']],
    ['another checkout session for the same payment', () => ({ id: 'cs_test_someone_elses_session' }), 'SESSION', (paid: { sessionId: string }) => [paid.sessionId, 'cs_test_someone_elses_session']],
  ] as const)('an event with %s settles nothing, is kept as an anomaly, and is answered 200', async (_what, change, kind, values) => {
    const paid = await paidOnHostedPage();
    const body = forged(paid.completed, change(paid as never));
    const answer = await deliver(body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, duplicate: false });
    expect(await statuses(paid.feeId, paid.paymentId)).toEqual({ fee: 'UNPAID', payment: 'OPEN' });
    const [expected, received] = values(paid as never);
    expect(await anomaliesOf(eventIdOf(body))).toEqual([
      expect.objectContaining({ source: 'WEBHOOK', kind, payment_id: paid.paymentId, expected, received, detected_at: t.clock.now() }),
    ]);
    // Delivered again: a duplicate, still nothing settled and no second anomaly.
    expect((await deliver(body)).json()).toEqual({ received: true, duplicate: true });
    expect(await anomaliesOf(eventIdOf(body))).toHaveLength(1);

    // The gateway's genuine event still settles the payment.
    expect((await deliver(paid.completed)).statusCode).toBe(200);
    expect(await statuses(paid.feeId, paid.paymentId)).toEqual({ fee: 'RECEIVED', payment: 'RECEIVED' });
  });

  it('an event for a reference the portal never made is kept as an anomaly and answered 200', async () => {
    const paid = await paidOnHostedPage();
    const stranger = randomUUID();
    const body = forged(paid.completed, { id: 'cs_test_unknown_session', client_reference_id: stranger });
    const answer = await deliver(body);
    expect(answer.statusCode).toBe(200);
    expect(await statuses(paid.feeId, paid.paymentId)).toEqual({ fee: 'UNPAID', payment: 'OPEN' });
    expect(await anomaliesOf(eventIdOf(body))).toEqual([
      expect.objectContaining({ source: 'WEBHOOK', kind: 'UNKNOWN_REFERENCE', payment_id: null, checkout_session_id: 'cs_test_unknown_session', expected: null, received: stranger }),
    ]);
  });

  it('an event naming one payment by its session and another by its reference settles neither', async () => {
    const first = await paidOnHostedPage();
    const second = await paidOnHostedPage();
    const body = forged(first.completed, { client_reference_id: second.paymentId });
    expect((await deliver(body)).statusCode).toBe(200);
    expect(await statuses(first.feeId, first.paymentId)).toEqual({ fee: 'UNPAID', payment: 'OPEN' });
    expect(await statuses(second.feeId, second.paymentId)).toEqual({ fee: 'UNPAID', payment: 'OPEN' });
    expect((await anomaliesOf(eventIdOf(body))).map((anomaly) => anomaly.kind).sort()).toEqual(['REFERENCE']);
  });

  it('reconciliation compares the same way: a session reporting another amount settles nothing, and is kept once however often it is asked', async () => {
    const paid = await paidOnHostedPage();
    const real = t.app.paymentGateway!;
    const wrongAmount: PaymentGateway = { ...real, retrieveCheckoutSession: async (id) => ({ ...(await real.retrieveCheckoutSession(id)), amountTotalCents: 1 }) };
    t.clock.advance(3 * 60);
    const context = { now: t.clock.now(), publicUrl: t.config.publicUrl };
    await reconcilePayments(t.db, wrongAmount, context);
    await reconcilePayments(t.db, wrongAmount, context);
    expect(await statuses(paid.feeId, paid.paymentId)).toEqual({ fee: 'UNPAID', payment: 'OPEN' });
    const anomalies = await t.db.selectFrom('payment_anomalies').selectAll().where('payment_id', '=', paid.paymentId).execute();
    expect(anomalies).toEqual([expect.objectContaining({ source: 'GATEWAY_QUERY', event_id: null, kind: 'AMOUNT', expected: String(paid.total), received: '1', checkout_session_id: paid.sessionId })]);

    // The return page asks the gateway too, through the same comparison.
    expect((await applicant.get(`/api/payment/payments/${paid.paymentId}`)).json().payment.status).toBe('RECEIVED');
  });

  it('the finance console lists the anomalies, newest first; other staff roles and applicants are refused', async () => {
    const paid = await paidOnHostedPage();
    const body = forged(paid.completed, { currency: 'eur' });
    // A minute after the earlier tests' anomalies, so this one is the newest.
    t.clock.advance(60);
    await deliver(body);
    const listed = await finance.get('/api/office/payment/anomalies');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items[0]).toEqual({
      id: expect.any(String),
      detectedAt: t.clock.now().toISOString(),
      source: 'WEBHOOK',
      kind: 'CURRENCY',
      eventId: eventIdOf(body),
      checkoutSessionId: paid.sessionId,
      expected: 'SGD',
      received: 'EUR',
      payment: { id: paid.paymentId, reference: expect.stringMatching(/^PAY-\d{8}$/), feeId: paid.feeId },
    });
    for (const role of ['ADMISSIONS', 'SCHOLARSHIPS', 'FINANCIAL_AID', 'OFFICE_ADMIN'] as const) {
      const other = new Browser(t.app);
      await other.signInAsStaff(role);
      expect((await other.get('/api/office/payment/anomalies')).statusCode).toBe(403);
    }
    expect((await applicant.get('/api/office/payment/anomalies')).statusCode).toBe(401);
  });
});
