/**
 * The payment module's gateway from the API's configuration: Stripe Checkout (or the local sandbox
 * gateway, by STRIPE_API_URL) when STRIPE_SECRET_KEY is set, otherwise none (payments are off; the
 * configuration refuses that in production).
 */
import type { Config } from '../../../config';
import type { PaymentGateway } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';

export function gatewayFromConfig(config: Pick<Config, 'paymentGateway'>): PaymentGateway | null {
  return config.paymentGateway ? createStripeGateway(config.paymentGateway) : null;
}
