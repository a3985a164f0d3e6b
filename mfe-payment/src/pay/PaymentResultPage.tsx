/**
 * Where the gateway sends the browser back. It shows the payment's real state as the server knows
 * it (the server asks the gateway while it is unconfirmed): the browser's return itself proves
 * nothing, and a fee is marked paid only by the gateway.
 */
import type { FeeDetail, PaymentView } from '@portal/contracts/payment';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { Panel } from '@portal/ui/Panel';
import { QueryResult } from '@portal/ui/QueryResult';
import { SummaryList } from '@portal/ui/SummaryList';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { paymentText } from '../payment-text';
import { payPaths } from './paths';
import { ReceiptLink } from './receipt-link';

interface PaymentAnswer {
  payment: PaymentView;
  fee: FeeDetail;
}

/** The tab's name of each outcome: the heading it shows (a received payment's is its panel's). */
const OUTCOME_TITLES = {
  OPEN: 'result.submittedTitle',
  SUBMITTED: 'result.submittedTitle',
  RECEIVED: 'result.receivedTitle',
  UNSUCCESSFUL: 'result.unsuccessfulTitle',
  EXPIRED: 'result.expiredTitle',
} as const satisfies Record<PaymentView['status'], string>;

export function PaymentResultPage() {
  const text = paymentText.useText();
  const { paymentId = '' } = useParams();
  const answer = useApiQuery<PaymentAnswer>(`/payment/payments/${encodeURIComponent(paymentId)}`);
  usePageTitle(answer.status === 'success' && answer.data ? text(OUTCOME_TITLES[answer.data.payment.status]) : text('result.loadingTitle'));
  return (
    <QueryResult query={answer} what={text('result.loadingWhat')}>
      {({ payment, fee }) => (
        <>
          <Outcome payment={payment} onCheckAgain={answer.reload} />
          <SummaryList
            rows={[
              { key: text('result.rows.reference'), value: payment.reference },
              { key: text('pay.rows.fee'), value: text(`feeKinds.${fee.kind}`) },
              ...(fee.applicationNumber ? [{ key: text('pay.rows.application'), value: fee.applicationNumber }] : []),
              { key: text('pay.rows.amount'), value: formatMoney(payment.amountCents) },
              { key: text('result.rows.gst'), value: formatMoney(payment.gstCents) },
              { key: text('pay.rows.total'), value: formatMoney(payment.totalCents) },
              ...(payment.receivedAt ? [{ key: text('result.rows.receivedAt'), value: formatDateTime(payment.receivedAt) }] : []),
            ]}
          />
          <p className="pt-body">
            <Link to={payPaths.details} className="pt-link">
              {text('pay.backToDetails')}
            </Link>
          </p>
        </>
      )}
    </QueryResult>
  );
}

function Outcome({ payment, onCheckAgain }: { payment: PaymentView; onCheckAgain: () => void }) {
  const text = paymentText.useText();
  switch (payment.status) {
    case 'RECEIVED':
      // The receipt's link sits under the panel: a link on the panel's colour would not be readable.
      return (
        <>
          <Panel title={text('result.receivedTitle')}>{text('result.received')}</Panel>
          <p className="pt-body">
            <ReceiptLink payment={payment} />
          </p>
        </>
      );
    case 'UNSUCCESSFUL':
      return (
        <>
          <PageHeading caption={text('details.caption')}>{text('result.unsuccessfulTitle')}</PageHeading>
          <NotificationBanner variant="error" title={text('pay.state.unsuccessfulTitle')}>
            <p className="pt-body">{text('pay.state.unsuccessful')}</p>
          </NotificationBanner>
          <p className="pt-body">
            <Link to={payPaths.fee(payment.feeId)} className="pt-link">
              {text('result.backToFee')}
            </Link>
          </p>
        </>
      );
    case 'EXPIRED':
      return (
        <>
          <PageHeading caption={text('details.caption')}>{text('result.expiredTitle')}</PageHeading>
          <p className="pt-body">{text('result.expired')}</p>
          <p className="pt-body">
            <Link to={payPaths.fee(payment.feeId)} className="pt-link">
              {text('result.backToFee')}
            </Link>
          </p>
        </>
      );
    default:
      // OPEN (the gateway has not told us yet) and SUBMITTED (waiting for its confirmation) read the same to the applicant.
      return (
        <>
          <PageHeading caption={text('details.caption')}>{text('result.submittedTitle')}</PageHeading>
          <NotificationBanner title={text('pay.state.submittedTitle')}>
            <p className="pt-body">{text('pay.state.submitted')}</p>
          </NotificationBanner>
          <Button variant="secondary" onClick={onCheckAgain}>
            {text('result.checkAgain')}
          </Button>
        </>
      );
  }
}
