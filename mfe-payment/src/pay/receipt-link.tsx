import type { PaymentView } from '@portal/contracts/payment';
import { withApiBase } from '@portal/http/client';
import { useLanguage } from '@portal/i18n/namespace';
import { paymentText } from '../payment-text';

/** Downloads a received payment's receipt (PDF) in the language the portal is shown in. */
export function ReceiptLink({ payment }: { payment: PaymentView }) {
  const text = paymentText.useText();
  const language = useLanguage();
  return (
    <a className="pt-link" href={withApiBase(`/payment/payments/${payment.id}/receipt?language=${encodeURIComponent(language)}`)} download>
      {text('receipt.download', { reference: payment.reference })}
    </a>
  );
}
