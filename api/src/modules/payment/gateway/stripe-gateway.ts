/**
 * The PaymentGateway on Stripe Checkout, through the official `stripe` client. Production talks to
 * Stripe's API; development and the tests point the same code at the local sandbox gateway
 * (api/dev/local-stripe.ts) with STRIPE_API_URL, which only changes the client's host, port and
 * protocol. Nothing here knows which of the two it talks to.
 */
import Stripe from 'stripe';
import type { PaymentGatewayConfig } from '../../../config';
import {
  WebhookSignatureError,
  type CheckoutPaymentStatus,
  type CheckoutRequest,
  type CheckoutSession,
  type CheckoutStatus,
  type GatewayEvent,
  type PaymentGateway,
} from './payment-gateway';

/** The client retries network failures and Stripe's 409/5xx with the same idempotency key: never a second charge. */
const MAX_NETWORK_RETRIES = 2;
/** An applicant waits on the Pay button while this runs; Stripe answers in well under a second. */
const REQUEST_TIMEOUT_MS = 15_000;

/** The GST line's name on the hosted page, in the page's language. */
const GST_LINE_NAME: Record<CheckoutRequest['locale'], (percent: string) => string> = {
  en: (percent) => `GST ${percent}%`,
  zh: (percent) => `消费税（GST）${percent}%`,
};

/**
 * The GST rate as the caller applied it (the interface carries the amounts, not the rate): GST is
 * rounded to the cent, so the rate is recovered to one decimal place, e.g. 9 or 8.5.
 */
export function gstPercent(amountCents: number, gstCents: number): string {
  if (amountCents <= 0) return '0';
  return String(Math.round((gstCents * 1000) / amountCents) / 10);
}

/** The client's options: Stripe's own API, or the sandbox's origin when apiUrl is set. */
export function stripeClientOptions(config: Pick<PaymentGatewayConfig, 'apiUrl'>): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
    // No request-latency headers about the portal's traffic are sent to a third party.
    telemetry: false,
    appInfo: { name: 'Undergraduate Applicant Portal' },
  };
  if (config.apiUrl === undefined) return options;
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...options, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const STATUSES: readonly string[] = ['open', 'complete', 'expired'] satisfies CheckoutStatus[];
const PAYMENT_STATUSES: readonly string[] = ['paid', 'unpaid', 'no_payment_required'] satisfies CheckoutPaymentStatus[];

/**
 * Stripe's Checkout Session as the portal sees it. A value newer than this code knows is read the
 * cautious way: a status it does not know is still open, a payment status it does not know is unpaid
 * (money is only ever taken as received on 'paid').
 */
export function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSession {
  const paymentIntent = session.payment_intent;
  return {
    id: session.id,
    url: session.url,
    status: STATUSES.includes(session.status ?? '') ? (session.status as CheckoutStatus) : 'open',
    paymentStatus: PAYMENT_STATUSES.includes(session.payment_status) ? (session.payment_status as CheckoutPaymentStatus) : 'unpaid',
    clientReferenceId: session.client_reference_id,
    amountTotalCents: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    expiresAt: new Date(session.expires_at * 1000),
  };
}

/** Stripe's create parameters for one fee: the fee and its GST as two lines in SGD (the lines carry the currency), card or PayNow. */
export function checkoutSessionParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const currency = request.currency.toLowerCase();
  const line = (name: string, unitAmount: number): Stripe.Checkout.SessionCreateParams.LineItem => ({
    price_data: { currency, unit_amount: unitAmount, product_data: { name } },
    quantity: 1,
  });
  const lineItems = [line(request.description, request.amountCents)];
  // Stripe refuses nothing about a zero line, but a "GST 0%" line would only confuse the payer.
  if (request.gstCents > 0) lineItems.push(line(GST_LINE_NAME[request.locale](gstPercent(request.amountCents, request.gstCents)), request.gstCents));
  return {
    mode: 'payment',
    // Stripe's API 2026-10 (stripe 23) replaced payment_method_types with this filter; same meaning here.
    allowed_payment_method_types: ['card', 'paynow'],
    line_items: lineItems,
    client_reference_id: request.paymentId,
    metadata: { paymentId: request.paymentId, feeId: request.feeId },
    ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: Math.floor(request.expiresAt.getTime() / 1000),
    locale: request.locale,
  };
}

function toGatewayEvent(event: Stripe.Event): GatewayEvent {
  const object = (event.data as { object?: { object?: unknown } } | undefined)?.object;
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof event.created !== 'number' || !object) {
    throw new WebhookSignatureError('The webhook is signed but is not an event');
  }
  return {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    session: object.object === 'checkout.session' ? toCheckoutSession(object as Stripe.Checkout.Session) : null,
  };
}

export function createStripeGateway(config: PaymentGatewayConfig): PaymentGateway {
  const stripe = new Stripe(config.secretKey, stripeClientOptions(config));
  return {
    async createCheckoutSession(request) {
      // The same payment twice (a double click, a retry after a timeout) is answered with the same session,
      // provided it is asked for with the same request: Stripe refuses a key reused with other parameters
      // (StripeIdempotencyError), so a caller keeps expiresAt with the payment rather than recomputing it.
      const session = await stripe.checkout.sessions.create(checkoutSessionParams(request), { idempotencyKey: `checkout:${request.paymentId}` });
      return toCheckoutSession(session);
    },
    async retrieveCheckoutSession(sessionId) {
      return toCheckoutSession(await stripe.checkout.sessions.retrieve(sessionId));
    },
    async expireCheckoutSession(sessionId) {
      return toCheckoutSession(await stripe.checkout.sessions.expire(sessionId));
    },
    verifyWebhook(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', config.webhookSecret, config.webhookToleranceSeconds);
      } catch (error) {
        // Stripe's message says which check failed; it holds neither the secret nor the body.
        throw new WebhookSignatureError(error instanceof Error ? error.message.split('\n')[0]! : 'The webhook signature could not be verified');
      }
      return toGatewayEvent(event);
    },
  };
}
