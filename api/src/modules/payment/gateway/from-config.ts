/** The gateway the configuration names. (Replaced by the Stripe adapter's factory when it lands.) */
import type { Config } from '../../../config';
import type { PaymentGateway } from './payment-gateway';

export function gatewayFromConfig(_config: Config): PaymentGateway | null {
  return null;
}
