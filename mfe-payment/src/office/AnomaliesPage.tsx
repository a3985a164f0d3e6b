/**
 * Gateway reports that did not match what the portal asked for (issue 31): a webhook event or the
 * gateway's answer naming another checkout session, another payment, another amount or currency,
 * or a reference the portal never made. None of them settled anything; the finance office looks into
 * each (with the gateway's own dashboard) and, where money was really taken, records or refunds it.
 */
import type { PaymentAnomalyList, PaymentAnomalyView } from '@portal/contracts/office/payment';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link } from '@portal/router';
import { ConsolePage } from '@portal/ui/console/ConsolePage';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { Table } from '@portal/ui/Table';
import { financeApi, financePaths } from './office-api';
import { paymentOfficeText } from './office-text';

export function AnomaliesPage() {
  const text = paymentOfficeText.useText();
  const anomalies = useApiQuery<PaymentAnomalyList>(financeApi.anomalies);
  return (
    <ConsolePage title={text('anomalies.title')} caption={text('console.caption')} back={{ to: '..', relative: 'path', label: text('fee.back') }}>
      <p className="pt-body">{text('anomalies.intro')}</p>
      <QueryResult query={anomalies} what={text('anomalies.what')}>
        {({ items }) => (items.length === 0 ? <p className="pt-body">{text('anomalies.none')}</p> : <AnomaliesTable rows={items} />)}
      </QueryResult>
    </ConsolePage>
  );
}

function AnomaliesTable({ rows }: { rows: PaymentAnomalyView[] }) {
  const text = paymentOfficeText.useText();
  /** Amounts are cents; the rest (currency codes, session and payment ids) are shown as the gateway wrote them. */
  const value = (row: PaymentAnomalyView, recorded: string | null) => {
    if (recorded === null) return text('list.none');
    return row.kind === 'AMOUNT' && /^-?\d+$/.test(recorded) ? formatMoney(Number(recorded)) : recorded;
  };
  return (
    <Table
      caption={text('anomalies.caption')}
      rows={rows}
      rowKey={(row) => row.id}
      firstCellIsHeader
      columns={[
        { header: text('anomalies.detected'), cell: (row) => formatDateTime(row.detectedAt) },
        { header: text('anomalies.kind'), cell: (row) => text(`anomalies.kinds.${row.kind}`) },
        { header: text('anomalies.expected'), cell: (row) => value(row, row.expected) },
        { header: text('anomalies.received'), cell: (row) => value(row, row.received) },
        { header: text('anomalies.source'), cell: (row) => text(`anomalies.sources.${row.source}`) },
        {
          header: text('anomalies.payment'),
          cell: (row) =>
            row.payment ? (
              <Link to={`..${financePaths.fee(row.payment.feeId)}`} relative="path" className="pt-link" aria-label={text('anomalies.openFee', { reference: row.payment.reference })}>
                {row.payment.reference}
              </Link>
            ) : (
              text('anomalies.noPayment')
            ),
        },
        { header: text('anomalies.event'), cell: (row) => row.eventId ?? text('list.none') },
      ]}
    />
  );
}
