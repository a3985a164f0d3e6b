import { feeKindWords } from '@portal/contracts/fee-kinds';
import type { FeeDetail } from '@portal/contracts/payment';
import { useLanguage } from '@portal/i18n/namespace';
import { formatDate, formatMoney } from '@portal/ui/format';
import { SummaryList } from '@portal/ui/SummaryList';
import { paymentText } from '../payment-text';

/** What is due for one fee: the fee, GST at the configured rate on its own line, and the total. */
export function FeeSummaryList({ fee }: { fee: FeeDetail }) {
  const text = paymentText.useText();
  // A kind whose description names something (an entrance exam's fee: the exam) shows it on a row of its own.
  const describes = feeKindWords(fee.kind, useLanguage()).describes;
  return (
    <SummaryList
      rows={[
        { key: text('pay.rows.fee'), value: text(`feeKinds.${fee.kind}`) },
        ...(describes ? [{ key: describes, value: fee.description }] : []),
        ...(fee.applicationNumber ? [{ key: text('pay.rows.application'), value: fee.applicationNumber }] : []),
        ...(fee.dueDate ? [{ key: text('pay.rows.due'), value: formatDate(fee.dueDate) }] : []),
        { key: text('pay.rows.amount'), value: formatMoney(fee.amountCents) },
        { key: text('pay.rows.gst', { percent: fee.gstPercent }), value: formatMoney(fee.gstCents) },
        { key: text('pay.rows.total'), value: <strong>{formatMoney(fee.totalCents)}</strong> },
        { key: text('pay.rows.status'), value: text(`statuses.${fee.status}`) },
      ]}
    />
  );
}
