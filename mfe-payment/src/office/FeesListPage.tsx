/**
 * The finance console's start: every fee, searchable by application number, applicant name or
 * payment reference and filtered by fee status and kind, 25 a page, on the consoles' list kit
 * (OfficeListPage: the search lives in the address, so a result can be bookmarked, shared or reloaded),
 * and taken away as CSV or Excel with the columns the officer chooses.
 */
import { FEE_KINDS } from '@portal/contracts/fee-kinds';
import { FEE_STATUSES } from '@portal/contracts/fee-statuses';
import type { OfficeFeeRow } from '@portal/contracts/office/payment';
import { feeExportColumns } from '@portal/contracts/payment/office-export';
import { ConsoleLinks } from '@portal/ui/console/ConsolePage';
import { OfficeListPage } from '@portal/ui/console/OfficeListPage';
import { formatDate, formatMoney } from '@portal/ui/format';
import { StatusTag } from '@portal/ui/StatusTag';
import { paymentText } from '../payment-text';
import { financeApi } from './office-api';
import { paymentOfficeText } from './office-text';

export function FeesListPage() {
  const text = paymentOfficeText.useText();
  const words = paymentText.useText();
  return (
    <OfficeListPage<OfficeFeeRow>
      text={text}
      title={text('console.title')}
      caption={text('console.caption')}
      intro={
        <>
          <p className="pt-body">{text('list.intro')}</p>
          <ConsoleLinks
            layout="paragraphs"
            links={[
              { to: 'dashboard', label: text('dashboard.link') },
              { to: 'anomalies', label: text('anomalies.link') },
            ]}
          />
        </>
      }
      api={financeApi.fees}
      clearTo="."
      filters={[
        { name: 'status', label: text('list.status'), options: FEE_STATUSES.map((status) => ({ value: status, label: words(`statuses.${status}`) })) },
        { name: 'kind', label: text('list.kind'), options: FEE_KINDS.map((kind) => ({ value: kind, label: words(`feeKinds.${kind}`) })) },
      ]}
      exportColumns={feeExportColumns}
      rowKey={(row) => row.id}
      rowLink={{
        header: text('list.kind'),
        to: (row) => `fees/${row.id}`,
        text: (row) => words(`feeKinds.${row.kind}`),
        label: (row) => text('list.open', { fee: words(`feeKinds.${row.kind}`), name: row.applicantName }),
      }}
      columns={[
        { header: text('list.application'), cell: (row) => row.applicationNumber ?? text('list.noApplication') },
        { header: text('list.applicant'), cell: (row) => row.applicantName },
        { header: text('list.amount'), cell: (row) => formatMoney(row.amountCents), numeric: true },
        { header: text('list.status'), cell: (row) => <StatusTag status={row.status} label={words(`statuses.${row.status}`)} /> },
        { header: text('list.reference'), cell: (row) => row.latestReference ?? text('list.none') },
        { header: words('fees.due'), cell: (row) => (row.dueDate ? formatDate(row.dueDate) : text('list.none')) },
      ]}
    />
  );
}
