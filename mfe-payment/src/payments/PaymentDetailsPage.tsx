import type { FeeDetail, PaymentView } from '@portal/contracts/payment';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link } from '@portal/router';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { VisuallyHidden } from '@portal/ui/VisuallyHidden';
import { formatDate, formatMoney } from '@portal/ui/format';
import { payPaths } from '../pay/paths';
import { ReceiptLink } from '../pay/receipt-link';
import { paymentText } from '../payment-text';
import { EntranceExamsLink, RegisteredBanner } from '../entrance-exams/RegisteredBanner';

/** "Payment Details": the applicant's fees (each with Pay or its state) and the payments made, with receipts. */
export function PaymentDetailsPage() {
  const text = paymentText.useText();
  usePageTitle(text('details.title'));
  const fees = useApiQuery<FeeDetail[]>('/payment/fees');
  const payments = useApiQuery<PaymentView[]>('/payment/payments');
  return (
    <>
      <PageHeading caption={text('details.caption')}>{text('details.title')}</PageHeading>
      <RegisteredBanner />
      <h2 className="pt-heading-m">{text('details.feesHeading')}</h2>
      <QueryResult query={fees} what={text('details.feesLoadingWhat')}>
        {(list) => (list.length === 0 ? <p className="pt-body">{text('details.noFees')}</p> : <FeeTable fees={list} />)}
      </QueryResult>
      <h2 className="pt-heading-m">{text('details.paymentsHeading')}</h2>
      <QueryResult query={payments} what={text('details.paymentsLoadingWhat')}>
        {(list) => (list.length === 0 ? <p className="pt-body">{text('details.noPayments')}</p> : <PaymentTable payments={list} />)}
      </QueryResult>
      <p className="pt-hint">{text('details.processingHint')}</p>
      <EntranceExamsLink />
    </>
  );
}

// The section headings above say "Fees" and "Payments"; the captions name the tables for screen readers.
function FeeTable({ fees }: { fees: FeeDetail[] }) {
  const text = paymentText.useText();
  return (
    <Table
      caption={<VisuallyHidden>{text('fees.caption')}</VisuallyHidden>}
      rows={fees}
      rowKey={(fee) => fee.id}
      columns={[
        // Named by its kind, not by the stored English description, so the name follows the language.
        { header: text('fees.fee'), cell: (fee) => text(`feeKinds.${fee.kind}`) },
        { header: text('fees.application'), cell: (fee) => fee.applicationNumber ?? '—' },
        { header: text('fees.due'), cell: (fee) => (fee.dueDate ? formatDate(fee.dueDate) : '—') },
        { header: text('fees.amount'), cell: (fee) => formatMoney(fee.totalCents), numeric: true },
        { header: text('fees.status'), cell: (fee) => <StatusTag status={fee.status} label={text(`statuses.${fee.status}`)} /> },
        {
          header: <VisuallyHidden>{text('fees.action')}</VisuallyHidden>,
          cell: (fee) => (
            <Link to={payPaths.fee(fee.id)} className="pt-link">
              {fee.payBlock === null ? text('fees.pay') : text('fees.view')}
              <VisuallyHidden>{` ${text(`feeKinds.${fee.kind}`)}${fee.applicationNumber ? ` ${fee.applicationNumber}` : ''}`}</VisuallyHidden>
            </Link>
          ),
        },
      ]}
    />
  );
}

function PaymentTable({ payments }: { payments: PaymentView[] }) {
  const text = paymentText.useText();
  return (
    <Table
      caption={<VisuallyHidden>{text('payments.caption')}</VisuallyHidden>}
      rows={payments}
      rowKey={(payment) => payment.id}
      columns={[
        { header: text('payments.reference'), cell: (payment) => payment.reference },
        { header: text('payments.date'), cell: (payment) => formatDate(payment.receivedAt ?? payment.createdAt) },
        { header: text('payments.amount'), cell: (payment) => formatMoney(payment.totalCents), numeric: true },
        { header: text('payments.status'), cell: (payment) => <StatusTag status={payment.status} label={text(`statuses.${payment.status}`)} /> },
        { header: text('payments.receipt'), cell: (payment) => (payment.status === 'RECEIVED' ? <ReceiptLink payment={payment} /> : '—') },
      ]}
    />
  );
}
