/**
 * The Stripe Checkout adapter against the local sandbox gateway, both real: the adapter's calls go
 * through the `stripe` client over HTTP, payments are made on the hosted page's form, and webhooks
 * arrive at a real endpoint and are verified by the adapter. Covers create → read → pay → signed
 * webhook; the idempotency key; expiry (by the API and by time); a declined (PayNow) payment; a
 * payment with no notification; every signature failure; retries after a failing endpoint.
 */
import Stripe from 'stripe';
import { WebhookSignatureError, type CheckoutRequest, type GatewayEvent } from '../../../src/modules/payment/gateway/payment-gateway';
import { createStripeGateway, gstPercent, stripeClientOptions } from '../../../src/modules/payment/gateway/stripe-gateway';
import { gatewayFromConfig } from '../../../src/modules/payment/gateway/from-config';
import { chooseOnHostedPage, SANDBOX_SECRET_KEY, SANDBOX_WEBHOOK_SECRET, startGatewayHarness, type GatewayHarness } from '../../helpers/payment-gateway-harness';
import { randomUUID } from 'node:crypto';

const MINUTE = 60_000;

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    paymentId: randomUUID(),
    feeId: randomUUID(),
    description: 'Application fee for application 24000001',
    amountCents: 3500,
    gstCents: 315,
    currency: 'SGD',
    customerEmail: 'demo.applicant@example.edu',
    successUrl: 'http://127.0.0.1:8080/applicant/payment/return?payment=1',
    cancelUrl: 'http://127.0.0.1:8080/applicant/payment',
    expiresAt: new Date(Date.now() + 60 * MINUTE),
    locale: 'en',
    ...overrides,
  };
}

/** The sandbox's raw session (Stripe's JSON), read as any Stripe client would. */
async function rawSession(h: GatewayHarness, sessionId: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${h.sandbox.url}/v1/checkout/sessions/${sessionId}`, { headers: { Authorization: `Bearer ${SANDBOX_SECRET_KEY}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** The webhooks the endpoint received, verified by the adapter, in order of arrival. */
function verifiedEvents(h: GatewayHarness): GatewayEvent[] {
  return h.receiver.received.map((webhook) => h.gateway.verifyWebhook(webhook.body, webhook.signature));
}

function signatureError(run: () => unknown): WebhookSignatureError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookSignatureError);
    return error as WebhookSignatureError;
  }
  throw new Error('verifyWebhook accepted the webhook');
}

describe('Stripe Checkout adapter against the local sandbox gateway', () => {
  let h: GatewayHarness;
  beforeEach(async () => {
    h = await startGatewayHarness();
  });
  afterEach(() => h.close());

  it('opens a hosted page with the fee and GST, takes a card payment there, and the signed webhook says paid', async () => {
    const request = checkoutRequest();
    const created = await h.gateway.createCheckoutSession(request);
    expect(created).toMatchObject({ status: 'open', paymentStatus: 'unpaid', clientReferenceId: request.paymentId, amountTotalCents: 3815, currency: 'SGD', paymentIntentId: null });
    expect(created.id).toMatch(/^cs_test_/);
    expect(created.url).toBe(`${h.sandbox.url}/pay/${created.id}`);
    expect(created.expiresAt).toEqual(new Date(Math.floor(request.expiresAt.getTime() / 1000) * 1000));
    // What Stripe was asked for: SGD, card and PayNow, our ids, the e-mail, the return addresses and the language.
    expect(await rawSession(h, created.id)).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      currency: 'sgd',
      payment_method_types: ['card', 'paynow'],
      client_reference_id: request.paymentId,
      metadata: { paymentId: request.paymentId, feeId: request.feeId },
      customer_email: 'demo.applicant@example.edu',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      locale: 'en',
      amount_total: 3815,
    });

    const page = await fetch(created.url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('Application fee for application 24000001</td><td class="amount">S$35.00');
    expect(html).toContain('GST 9%</td><td class="amount">S$3.15');
    expect(html).toContain('<th scope="row">Total</th><td class="amount">S$38.15');
    expect(h.receiver.received).toHaveLength(0);

    const paid = await chooseOnHostedPage(created.url!, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(request.successUrl);

    const read = await h.gateway.retrieveCheckoutSession(created.id);
    expect(read).toMatchObject({ id: created.id, status: 'complete', paymentStatus: 'paid', url: null, clientReferenceId: request.paymentId });
    expect(read.paymentIntentId).toMatch(/^pi_test_/);

    await h.sandbox.deliveriesSettled();
    const [event, ...others] = verifiedEvents(h);
    expect(others).toHaveLength(0);
    expect(event).toMatchObject({ type: 'checkout.session.completed', session: { ...read, expiresAt: read.expiresAt } });
    expect(event!.id).toMatch(/^evt_test_/);
    expect(Math.abs(event!.created.getTime() - Date.now())).toBeLessThan(MINUTE);
    // Delivered as Stripe delivers: JSON, the event object, a t=…,v1=… signature.
    const [webhook] = h.receiver.received;
    expect(webhook!.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(webhook!.body.toString('utf8'))).toMatchObject({ object: 'event', livemode: false, data: { object: { object: 'checkout.session', id: created.id } } });
    expect(webhook!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // The page takes no second payment.
    const again = await chooseOnHostedPage(created.url!, 'pay');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This payment page has been completed. It cannot take another payment.');
  });

  it('answers the same session for the same payment, even asked 20 times at once, and refuses the key for other parameters', async () => {
    const request = checkoutRequest();
    const sessions = await Promise.all(Array.from({ length: 20 }, () => h.gateway.createCheckoutSession(request)));
    expect(new Set(sessions.map((session) => session.id)).size).toBe(1);
    expect((await h.gateway.createCheckoutSession(request)).id).toBe(sessions[0]!.id);
    // Another payment is another session.
    expect((await h.gateway.createCheckoutSession(checkoutRequest())).id).not.toBe(sessions[0]!.id);
    // Stripe refuses a key reused with other parameters rather than opening a second page.
    await expect(h.gateway.createCheckoutSession({ ...request, amountCents: 5000 })).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('closes a session on request: expired, the event sent, the page takes nothing', async () => {
    const created = await h.gateway.createCheckoutSession(checkoutRequest());
    const expired = await h.gateway.expireCheckoutSession(created.id);
    expect(expired).toMatchObject({ id: created.id, status: 'expired', paymentStatus: 'unpaid', url: null, paymentIntentId: null });
    await expect(h.gateway.expireCheckoutSession(created.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);

    const page = await fetch(created.url!);
    expect(await page.text()).toContain('This payment page has expired. No payment was taken.');
    const refused = await chooseOnHostedPage(created.url!, 'pay');
    expect(refused.status).toBe(409);
    expect(await h.gateway.retrieveCheckoutSession(created.id)).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' });

    await h.sandbox.deliveriesSettled();
    expect(verifiedEvents(h).map((event) => [event.type, event.session?.status])).toEqual([['checkout.session.expired', 'expired']]);
  });

  it('reports a declined PayNow payment as Stripe does: completed and unpaid, then async_payment_failed', async () => {
    const request = checkoutRequest();
    const created = await h.gateway.createCheckoutSession(request);
    const declined = await chooseOnHostedPage(created.url!, 'decline');
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(request.successUrl);
    expect(await h.gateway.retrieveCheckoutSession(created.id)).toMatchObject({ status: 'complete', paymentStatus: 'unpaid', url: null });

    await h.sandbox.deliveriesSettled();
    const events = verifiedEvents(h).sort((a, b) => h.sandbox.events().findIndex((e) => e.id === a.id) - h.sandbox.events().findIndex((e) => e.id === b.id));
    expect(events.map((event) => [event.type, event.session?.status, event.session?.paymentStatus, event.session?.clientReferenceId])).toEqual([
      ['checkout.session.completed', 'complete', 'unpaid', request.paymentId],
      ['checkout.session.async_payment_failed', 'complete', 'unpaid', request.paymentId],
    ]);
  });

  it('takes a PayNow payment as pending first, then async_payment_succeeded', async () => {
    const created = await h.gateway.createCheckoutSession(checkoutRequest());
    expect((await chooseOnHostedPage(created.url!, 'pay', 'paynow')).status).toBe(303);
    expect(await h.gateway.retrieveCheckoutSession(created.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    await h.sandbox.deliveriesSettled();
    expect(h.sandbox.events(created.id).map((event) => [event.type, JSON.parse(event.body).data.object.payment_status])).toEqual([
      ['checkout.session.completed', 'unpaid'],
      ['checkout.session.async_payment_succeeded', 'paid'],
    ]);
    expect(verifiedEvents(h)).toHaveLength(2);
  });

  it('"no answer": paid at the gateway, no webhook ever sent, found only by asking; a late redelivery still verifies', async () => {
    const created = await h.gateway.createCheckoutSession(checkoutRequest());
    expect((await chooseOnHostedPage(created.url!, 'no-answer')).status).toBe(303);
    await h.sandbox.deliveriesSettled();
    expect(h.receiver.received).toHaveLength(0);
    expect(await h.gateway.retrieveCheckoutSession(created.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    const [withheld] = h.sandbox.events(created.id);
    expect(withheld).toMatchObject({ type: 'checkout.session.completed', delivery: 'withheld', attempts: [] });

    // The test routes can send it late (a webhook racing reconciliation), byte for byte as made.
    const redelivered = await fetch(`${h.sandbox.url}/_sandbox/events/${withheld!.id}/redeliver`, { method: 'POST' });
    expect(redelivered.status).toBe(202);
    await h.sandbox.deliveriesSettled();
    expect(h.receiver.received.map((webhook) => webhook.body.toString('utf8'))).toEqual([withheld!.body]);
    expect(verifiedEvents(h)[0]).toMatchObject({ id: withheld!.id, type: 'checkout.session.completed', session: { paymentStatus: 'paid' } });
    const listed = (await (await fetch(`${h.sandbox.url}/_sandbox/events?session=${created.id}`)).json()) as { data: { id: string; delivery: string }[] };
    expect(listed.data).toEqual([expect.objectContaining({ id: withheld!.id, delivery: 'delivered' })]);
  });

  it('refuses a webhook with a bad signature, an old timestamp, another secret, or no header', async () => {
    const created = await h.gateway.createCheckoutSession(checkoutRequest());
    await h.gateway.expireCheckoutSession(created.id);
    await h.sandbox.deliveriesSettled();
    const [webhook] = h.receiver.received;
    const body = webhook!.body;
    expect(h.gateway.verifyWebhook(body, webhook!.signature).type).toBe('checkout.session.expired');
    const now = Math.floor(Date.now() / 1000);
    const sign = (payload: string, secret: string, timestamp: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

    // The body changed after signing (one byte), or the signature itself altered.
    const tampered = Buffer.from(body.toString('utf8').replace('"expired"', '"complete"'));
    expect(signatureError(() => h.gateway.verifyWebhook(tampered, webhook!.signature)).message).toMatch(/No signatures found/);
    expect(signatureError(() => h.gateway.verifyWebhook(body, webhook!.signature!.replace(/v1=.{4}/, 'v1=0000'))).message).toMatch(/No signatures found/);
    // Signed correctly, but longer ago than the tolerance (a replay).
    expect(signatureError(() => h.gateway.verifyWebhook(body, sign(body.toString('utf8'), SANDBOX_WEBHOOK_SECRET, now - 301))).message).toMatch(/tolerance/);
    expect(h.gateway.verifyWebhook(body, sign(body.toString('utf8'), SANDBOX_WEBHOOK_SECRET, now - 290)).type).toBe('checkout.session.expired');
    // Signed with another endpoint's secret.
    signatureError(() => h.gateway.verifyWebhook(body, sign(body.toString('utf8'), 'whsec_someone_else', now)));
    // No header, an empty one, or one that is not Stripe's.
    signatureError(() => h.gateway.verifyWebhook(body, undefined));
    signatureError(() => h.gateway.verifyWebhook(body, ''));
    signatureError(() => h.gateway.verifyWebhook(body, 'v1=abc'));
    // A tighter tolerance from the configuration is honoured.
    const strict = createStripeGateway({ ...h.config, webhookToleranceSeconds: 10 });
    signatureError(() => strict.verifyWebhook(body, sign(body.toString('utf8'), SANDBOX_WEBHOOK_SECRET, now - 60)));
    // Signed, but not an event at all.
    const notAnEvent = '{"hello":"world"}';
    signatureError(() => h.gateway.verifyWebhook(Buffer.from(notAnEvent), sign(notAnEvent, SANDBOX_WEBHOOK_SECRET, now)));
  });

  it('reads an event about another kind of object with no session', () => {
    const body = JSON.stringify({ id: 'evt_test_other', object: 'event', type: 'payment_intent.created', created: 1_780_000_000, data: { object: { id: 'pi_test_1', object: 'payment_intent' } } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SANDBOX_WEBHOOK_SECRET });
    expect(h.gateway.verifyWebhook(Buffer.from(body), header)).toEqual({ id: 'evt_test_other', type: 'payment_intent.created', created: new Date(1_780_000_000_000), session: null });
  });

  it('is refused by the gateway with a wrong key, for a session it does not know, or outside Stripe’s expiry window', async () => {
    const wrongKey = createStripeGateway({ ...h.config, secretKey: 'sk_test_not_the_key' });
    await expect(wrongKey.createCheckoutSession(checkoutRequest())).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(h.gateway.retrieveCheckoutSession('cs_test_nosuchsession')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404, code: 'resource_missing' });
    await expect(h.gateway.createCheckoutSession(checkoutRequest({ expiresAt: new Date(Date.now() + 10 * MINUTE) }))).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'expires_at',
    });
    await expect(h.gateway.createCheckoutSession(checkoutRequest({ expiresAt: new Date(Date.now() + 25 * 60 * MINUTE) }))).rejects.toMatchObject({ param: 'expires_at' });
  });

  it('shows the page in Chinese for locale zh, GST named as a Singapore office names it', async () => {
    const created = await h.gateway.createCheckoutSession(checkoutRequest({ locale: 'zh', description: '申请编号 24000001 的申请费' }));
    const html = await (await fetch(created.url!)).text();
    expect(html).toContain('<html lang="zh-Hans">');
    expect(html).toContain('申请编号 24000001 的申请费</td><td class="amount">S$35.00');
    expect(html).toContain('消费税（GST）9%</td><td class="amount">S$3.15');
    expect(html).toContain('付款 S$38.15');
    expect(html).toContain('取消并返回');
  });
});

describe('the sandbox’s webhook deliveries', () => {
  it('retry with backoff while the endpoint fails, and stop after a handful of attempts', async () => {
    let failuresLeft = 2;
    const h = await startGatewayHarness({ answer: () => (failuresLeft-- > 0 ? 500 : 200) });
    try {
      const created = await h.gateway.createCheckoutSession(checkoutRequest());
      await chooseOnHostedPage(created.url!, 'pay');
      await h.sandbox.deliveriesSettled();
      const [event] = h.sandbox.events(created.id);
      expect(event!.delivery).toBe('delivered');
      expect(event!.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
      // Each attempt is the same event, signed afresh, and verifies.
      expect(new Set(h.receiver.received.map((webhook) => webhook.body.toString('utf8')))).toEqual(new Set([event!.body]));
      for (const webhook of h.receiver.received) expect(h.gateway.verifyWebhook(webhook.body, webhook.signature).id).toBe(event!.id);

      h.receiver.answer = () => 400;
      const second = await h.gateway.createCheckoutSession(checkoutRequest());
      await h.gateway.expireCheckoutSession(second.id);
      await h.sandbox.deliveriesSettled();
      const [failed] = h.sandbox.events(second.id);
      expect(failed).toMatchObject({ delivery: 'failed' });
      // The harness's delays are [20, 40, 80]: four attempts in all.
      expect(failed!.attempts.map((attempt) => attempt.status)).toEqual([400, 400, 400, 400]);
    } finally {
      await h.close();
    }
  });

  it('retry when the endpoint cannot be reached at all', async () => {
    const h = await startGatewayHarness({ retryDelaysMs: [10] });
    try {
      await h.receiver.close();
      const created = await h.gateway.createCheckoutSession(checkoutRequest());
      await h.gateway.expireCheckoutSession(created.id);
      await h.sandbox.deliveriesSettled();
      const [event] = h.sandbox.events(created.id);
      expect(event).toMatchObject({ delivery: 'failed' });
      expect(event!.attempts).toHaveLength(2);
      expect(event!.attempts.every((attempt) => attempt.status === null && typeof attempt.error === 'string')).toBe(true);
    } finally {
      await h.sandbox.stop();
    }
  });
});

describe('sessions whose expires_at passes', () => {
  // The sandbox's clock, moved by the tests (the portal's tests pass their TestClock the same way).
  let now: number;
  let h: GatewayHarness;
  beforeEach(async () => {
    now = Date.parse('2026-03-01T09:00:00Z');
    h = await startGatewayHarness({ now: () => new Date(now) });
  });
  afterEach(() => h.close());

  it('become expired when read after their time, with checkout.session.expired sent', async () => {
    const created = await h.gateway.createCheckoutSession(checkoutRequest({ expiresAt: new Date(now + 30 * MINUTE) }));
    now += 29 * MINUTE;
    expect(await h.gateway.retrieveCheckoutSession(created.id)).toMatchObject({ status: 'open' });
    now += 2 * MINUTE;
    expect(await h.gateway.retrieveCheckoutSession(created.id)).toMatchObject({ status: 'expired', url: null, paymentStatus: 'unpaid' });
    await h.sandbox.deliveriesSettled();
    expect(verifiedEvents(h).map((event) => event.type)).toEqual(['checkout.session.expired']);
  });

  it('become expired on the sandbox’s timer, unread', async () => {
    const created = await h.gateway.createCheckoutSession(checkoutRequest({ expiresAt: new Date(now + 30 * MINUTE) }));
    now += 31 * MINUTE;
    h.sandbox.checkExpiry();
    await h.sandbox.deliveriesSettled();
    expect(h.sandbox.events(created.id).map((event) => event.type)).toEqual(['checkout.session.expired']);
    expect(await (await fetch(created.url!)).text()).toContain('This payment page has expired.');
  });
});

describe('the adapter’s pieces', () => {
  it('recovers the GST rate from the amounts for the line’s name', () => {
    expect(gstPercent(3500, 315)).toBe('9');
    expect(gstPercent(1234, 111)).toBe('9');
    expect(gstPercent(10000, 850)).toBe('8.5');
    expect(gstPercent(0, 0)).toBe('0');
  });

  it('points the client at Stripe itself, or at the sandbox’s origin', () => {
    expect(stripeClientOptions({ apiUrl: undefined })).not.toHaveProperty('host');
    expect(stripeClientOptions({ apiUrl: 'http://127.0.0.1:4820' })).toMatchObject({ host: '127.0.0.1', port: '4820', protocol: 'http' });
    expect(stripeClientOptions({ apiUrl: 'https://stripe-proxy.example.edu' })).toMatchObject({ host: 'stripe-proxy.example.edu', port: 443, protocol: 'https' });
  });

  it('makes a gateway only when configured', async () => {
    expect(await gatewayFromConfig({ paymentGateway: undefined })).toBeNull();
    expect(await gatewayFromConfig({ paymentGateway: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiUrl: undefined, webhookToleranceSeconds: 300 } })).not.toBeNull();
  });
});
