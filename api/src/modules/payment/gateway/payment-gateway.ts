/**
 * What the payment module needs from a card/PayNow gateway (issue 11). The product has one adapter,
 * Stripe Checkout (stripe-gateway.ts, the official `stripe` client); development and the tests point
 * that same adapter at the local sandbox gateway (api/dev/local-stripe.ts), which speaks the subset
 * of Stripe's HTTP API used here. Nothing outside this folder knows it is Stripe.
 */

/** A hosted checkout page for one payment of one fee. */
export interface CheckoutRequest {
  /** Our payments.id: sent as client_reference_id and metadata, and the idempotency key of the create call. */
  paymentId: string;
  feeId: string;
  /** The line item's name, shown on the hosted page ("Application fee for application 24000001"). */
  description: string;
  /** The fee before GST, in cents; GST is its own line so the hosted page shows it separately. */
  amountCents: number;
  gstCents: number;
  currency: 'SGD';
  /** Pre-filled on the hosted page; the gateway's own receipt is not relied on (the portal sends its own). */
  customerEmail: string | null;
  /** Where the browser returns; the gateway appends nothing: the portal reads the real state from its server. */
  successUrl: string;
  cancelUrl: string;
  /** When the hosted page stops taking payment (Stripe: 30 minutes to 24 hours from now). */
  expiresAt: Date;
  locale: 'en' | 'zh';
}

export type CheckoutStatus = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export interface CheckoutSession {
  id: string;
  /** The hosted page's address while the session is open; null once complete or expired. */
  url: string | null;
  status: CheckoutStatus;
  paymentStatus: CheckoutPaymentStatus;
  /** Our payments.id, as given at creation. */
  clientReferenceId: string | null;
  amountTotalCents: number;
  currency: string;
  /** The gateway's reference for the money taken (Stripe: the PaymentIntent id), once there is one. */
  paymentIntentId: string | null;
  expiresAt: Date;
}

/**
 * The events the portal acts on. Stripe sends many more types; any other type is recorded (once)
 * and otherwise ignored.
 *   checkout.session.completed              the page finished: paid now (card), or pending (PayNow: paymentStatus 'unpaid')
 *   checkout.session.async_payment_succeeded a pending payment was paid
 *   checkout.session.async_payment_failed    a pending payment failed (declined)
 *   checkout.session.expired                 the page expired without payment
 */
export interface GatewayEvent {
  id: string;
  type: string;
  created: Date;
  /** The checkout session the event is about, as it was when the event was made; null for other objects. */
  session: CheckoutSession | null;
}

/** The webhook's signature is missing, malformed, made with another secret, or too old (replay). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentGateway {
  /** Opens a hosted checkout page; the same paymentId twice returns the same session (idempotency key). */
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Asks the gateway for a session's current state (the return page and reconciliation). */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession>;
  /** Closes an open session so it can no longer take money (the fee was waived or received offline). */
  expireCheckoutSession(sessionId: string): Promise<CheckoutSession>;
  /**
   * Checks the signature header on the exact raw request body (HMAC-SHA256 with the webhook secret,
   * timestamp within the tolerance) and parses the event. Throws WebhookSignatureError otherwise.
   */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): GatewayEvent;
}
