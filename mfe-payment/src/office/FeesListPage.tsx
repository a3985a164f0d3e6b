/**
 * The finance console's start: every fee, searchable by application number, applicant name or
 * payment reference and filtered by fee status and kind, 25 a page. The search lives in the address
 * (useSearchInAddress), so a result can be bookmarked, shared with a colleague or reloaded.
 */
import { FEE_KINDS } from '@portal/contracts/fee-kinds';
import { FEE_STATUSES } from '@portal/contracts/fee-statuses';
import type { OfficeFeePage, OfficeFeeRow } from '@portal/contracts/office/payment';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link, useSearchInAddress, type AddressSearch } from '@portal/router';
import { useDocumentTitle } from '@portal/ui/document-title';
import { formatDate, formatMoney } from '@portal/ui/format';
import { PageHeading } from '@portal/ui/PageHeading';
import { PagedResults } from '@portal/ui/PagedResults';
import { QueryResult } from '@portal/ui/QueryResult';
import { SearchForm } from '@portal/ui/SearchForm';
import { SelectField } from '@portal/ui/SelectField';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { TextField } from '@portal/ui/TextField';
import { paymentText } from '../payment-text';
import { financeApi } from './office-api';
import { paymentOfficeText } from './office-text';

const FILTERS = ['q', 'status', 'kind'] as const;

export function FeesListPage() {
  const text = paymentOfficeText.useText();
  const search = useSearchInAddress(FILTERS);
  useDocumentTitle(text('console.title'));
  const results = useApiQuery<OfficeFeePage>(`${financeApi.fees}?${search.apiQuery}`);
  return (
    <>
      <PageHeading caption={text('console.caption')}>{text('console.title')}</PageHeading>
      <p className="pt-body">{text('list.intro')}</p>
      <p className="pt-body">
        <Link to="anomalies" className="pt-link">
          {text('anomalies.link')}
        </Link>
      </p>
      <FeesSearch key={search.key} search={search} />
      <QueryResult query={results} what={text('list.what')}>
        {(page) => (
          <PagedResults results={page} found={text('list.found', { total: page.total })} onPage={search.goToPage}>
            {(items) => <FeesTable rows={items} />}
          </PagedResults>
        )}
      </QueryResult>
    </>
  );
}

function FeesSearch({ search }: { search: AddressSearch<(typeof FILTERS)[number]> }) {
  const text = paymentOfficeText.useText();
  const words = paymentText.useText();
  const { value } = search;
  const clear = (
    <Link to="." className="pt-link">
      {text('list.clear')}
    </Link>
  );
  return (
    <SearchForm label={text('list.searchLabel')} submitLabel={text('list.search')} clear={clear} onSearch={search.search}>
      <TextField id="q" name="q" label={text('list.q')} hint={text('list.qHint')} defaultValue={value('q')} maxLength={100} width="two-thirds" />
      <div className="pt-filter-grid">
        <SelectField id="status" name="status" label={text('list.status')} placeholder={text('list.any')} defaultValue={value('status')} options={FEE_STATUSES.map((status) => ({ value: status, label: words(`statuses.${status}`) }))} />
        <SelectField id="kind" name="kind" label={text('list.kind')} placeholder={text('list.any')} defaultValue={value('kind')} options={FEE_KINDS.map((kind) => ({ value: kind, label: words(`feeKinds.${kind}`) }))} />
      </div>
    </SearchForm>
  );
}

function FeesTable({ rows }: { rows: OfficeFeeRow[] }) {
  const text = paymentOfficeText.useText();
  const words = paymentText.useText();
  return (
    <Table
      caption={text('list.caption')}
      rows={rows}
      rowKey={(row) => row.id}
      firstCellIsHeader
      columns={[
        {
          header: text('list.kind'),
          cell: (row) => (
            <Link to={`fees/${row.id}`} className="pt-link" aria-label={text('list.open', { fee: words(`feeKinds.${row.kind}`), name: row.applicantName })}>
              {words(`feeKinds.${row.kind}`)}
            </Link>
          ),
        },
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
