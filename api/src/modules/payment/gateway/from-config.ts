/**
 * The payment module's gateway from the API's configuration: Stripe Checkout (or the local sandbox
 * gateway, by STRIPE_API_URL) when STRIPE_SECRET_KEY is set, otherwise none (payments are off; the
 * configuration refuses that in production).
 */
import type { Config } from '../../../config';
import type { PaymentGateway } from './payment-gateway';

/** Stripe's client (a fifth of a second to load) is loaded only when a gateway is configured. */
export async function gatewayFromConfig(config: Pick<Config, 'paymentGateway'>): Promise<PaymentGateway | null> {
  if (!config.paymentGateway) return null;
  const { createStripeGateway } = await import('./stripe-gateway');
  return createStripeGateway(config.paymentGateway);
}
