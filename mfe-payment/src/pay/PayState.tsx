import type { FeeDetail } from '@portal/contracts/payment';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { formatDateTime } from '@portal/ui/format';
import { paymentText } from '../payment-text';
import { ReceiptLink } from './receipt-link';

/** Why a fee cannot be paid now, in the spec's words (nothing when Pay is offered). */
export function PayState({ fee }: { fee: FeeDetail }) {
  const text = paymentText.useText();
  const received = fee.payments.find((payment) => payment.status === 'RECEIVED');
  switch (fee.payBlock) {
    case 'RECEIVED':
      return (
        <NotificationBanner variant="success" title={text('pay.state.receivedTitle')}>
          <p className="pt-body">{text('pay.state.received')}</p>
          {received && (
            <p className="pt-body">
              <ReceiptLink payment={received} />
            </p>
          )}
        </NotificationBanner>
      );
    case 'WAIVED':
      return (
        <NotificationBanner title={text('pay.state.waivedTitle')}>
          <p className="pt-body">{text('pay.state.waived')}</p>
        </NotificationBanner>
      );
    case 'BEING_CONFIRMED':
      return (
        <NotificationBanner title={text('pay.state.submittedTitle')}>
          <p className="pt-body">{text('pay.state.submitted')}</p>
        </NotificationBanner>
      );
    case 'RETRY_LATER':
      return (
        <NotificationBanner variant="error" title={text('pay.state.unsuccessfulTitle')}>
          <p className="pt-body">{text('pay.state.unsuccessful')}</p>
          {fee.retryAfter && <p className="pt-body">{text('pay.state.payAgainFrom', { time: formatDateTime(fee.retryAfter) })}</p>}
        </NotificationBanner>
      );
    case 'NOTHING_DUE':
      return <p className="pt-body">{text('pay.state.nothingDue')}</p>;
    default:
      return null;
  }
}
