import type { FeeSummary, PaymentSummary } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { VisuallyHidden } from '@portal/ui/VisuallyHidden';
import { formatDate, formatMoney } from '@portal/ui/format';

/** "Payment Details": the applicant's fees and the payments made against them. */
export function PaymentDetailsPage() {
  const fees = useApiQuery<FeeSummary[]>('/payment/fees');
  const payments = useApiQuery<PaymentSummary[]>('/payment/payments');
  return (
    <>
      <PageHeading caption="Payment">Payment Details</PageHeading>
      <h2 className="pt-heading-m">Fees</h2>
      <QueryResult query={fees} what="your fees">
        {(list) => (list.length === 0 ? <p className="pt-body">You have no fees to pay.</p> : <FeeTable fees={list} />)}
      </QueryResult>
      <h2 className="pt-heading-m">Payments</h2>
      <QueryResult query={payments} what="your payments">
        {(list) => (list.length === 0 ? <p className="pt-body">You have not made any payments.</p> : <PaymentTable payments={list} />)}
      </QueryResult>
      <p className="pt-hint">A payment can take up to one working day to show here. If a payment was unsuccessful, try again after 15 minutes.</p>
    </>
  );
}

// The section headings above say "Fees" and "Payments"; the captions name the tables for screen readers.
function FeeTable({ fees }: { fees: FeeSummary[] }) {
  return (
    <Table
      caption={<VisuallyHidden>Your fees</VisuallyHidden>}
      rows={fees}
      rowKey={(fee) => fee.id}
      columns={[
        { header: 'Fee', cell: (fee) => fee.description },
        { header: 'Application', cell: (fee) => fee.applicationNumber ?? '—' },
        { header: 'Due', cell: (fee) => (fee.dueDate ? formatDate(fee.dueDate) : '—') },
        { header: 'Amount', cell: (fee) => formatMoney(fee.amountCents), numeric: true },
        { header: 'Status', cell: (fee) => <StatusTag status={fee.status} /> },
      ]}
    />
  );
}

function PaymentTable({ payments }: { payments: PaymentSummary[] }) {
  return (
    <Table
      caption={<VisuallyHidden>Your payments</VisuallyHidden>}
      rows={payments}
      rowKey={(payment) => payment.id}
      columns={[
        { header: 'Reference', cell: (payment) => payment.reference },
        { header: 'Date', cell: (payment) => formatDate(payment.createdAt) },
        { header: 'Amount', cell: (payment) => formatMoney(payment.amountCents), numeric: true },
        { header: 'Status', cell: (payment) => <StatusTag status={payment.status} /> },
      ]}
    />
  );
}
