import type { FeeSummary, PaymentSummary } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
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

function FeeTable({ fees }: { fees: FeeSummary[] }) {
  return (
    <table className="pt-table">
      <caption className="pt-visually-hidden">Your fees</caption>
      <thead>
        <tr>
          <th scope="col">Fee</th>
          <th scope="col">Application</th>
          <th scope="col">Due</th>
          <th scope="col" className="pt-table__numeric">Amount</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {fees.map((fee) => (
          <tr key={fee.id}>
            <td>{fee.description}</td>
            <td>{fee.applicationNumber ?? '—'}</td>
            <td>{fee.dueDate ? formatDate(fee.dueDate) : '—'}</td>
            <td className="pt-table__numeric">{formatMoney(fee.amountCents)}</td>
            <td>
              <StatusTag status={fee.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PaymentTable({ payments }: { payments: PaymentSummary[] }) {
  return (
    <table className="pt-table">
      <caption className="pt-visually-hidden">Your payments</caption>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Date</th>
          <th scope="col" className="pt-table__numeric">Amount</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <td>{payment.reference}</td>
            <td>{formatDate(payment.createdAt)}</td>
            <td className="pt-table__numeric">{formatMoney(payment.amountCents)}</td>
            <td>
              <StatusTag status={payment.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
