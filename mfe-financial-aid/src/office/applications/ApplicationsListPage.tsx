/**
 * The financial aid console's start: every submitted application, searchable by reference, admission
 * application number, name or e-mail and filtered by status and academic year, 25 a page, with the
 * per-capita income worked out at submission. The search lives in the address (useSearchInAddress).
 */
import { OFFICE_AID_STATUSES, type OfficeAidApplicationPage, type OfficeAidApplicationRow } from '@portal/contracts/financial-aid/office';
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
import { uiText } from '@portal/ui/text';
import { officeApi, officePaths } from '../office-api';
import { financialAidOfficeText } from '../office-text';

const FILTERS = ['q', 'status', 'academicYear'] as const;

export function ApplicationsListPage() {
  const text = financialAidOfficeText.useText();
  const search = useSearchInAddress(FILTERS);
  const results = useApiQuery<OfficeAidApplicationPage>(`${officeApi.applications}?${search.apiQuery}`);
  useDocumentTitle(text('console.title'));
  return (
    <>
      <PageHeading caption={text('console.caption')}>{text('console.title')}</PageHeading>
      <ul className="pt-list">
        <li>
          <Link to={officePaths.years} className="pt-link">
            {text('console.years')}
          </Link>
        </li>
        <li>
          <Link to={officePaths.schemes} className="pt-link">
            {text('console.schemes')}
          </Link>
        </li>
      </ul>
      <ApplicationsSearch key={search.key} search={search} />
      <QueryResult query={results} what={text('list.what')}>
        {(page) => (
          <PagedResults results={page} found={text('list.found', { total: page.total })} onPage={search.goToPage}>
            {(items) => <ResultsTable rows={items} />}
          </PagedResults>
        )}
      </QueryResult>
    </>
  );
}

function ApplicationsSearch({ search }: { search: AddressSearch<(typeof FILTERS)[number]> }) {
  const text = financialAidOfficeText.useText();
  const statusWords = uiText.useText();
  const { value } = search;
  const clear = (
    <Link to={officePaths.applications} className="pt-link">
      {text('list.clear')}
    </Link>
  );
  return (
    <SearchForm label={text('list.searchLabel')} submitLabel={text('list.search')} clear={clear} onSearch={search.search}>
      <TextField id="q" name="q" label={text('list.q')} hint={text('list.qHint')} defaultValue={value('q')} maxLength={100} width="two-thirds" />
      <div className="pt-filter-grid">
        <SelectField id="status" name="status" label={text('list.status')} placeholder={text('list.any')} defaultValue={value('status')} options={OFFICE_AID_STATUSES.map((status) => ({ value: status, label: statusWords(`statuses.${status}`) }))} />
        <TextField id="academicYear" name="academicYear" label={text('common.academicYear')} hint={text('common.academicYearHint')} defaultValue={value('academicYear')} maxLength={9} width={10} />
      </div>
    </SearchForm>
  );
}

function ResultsTable({ rows }: { rows: OfficeAidApplicationRow[] }) {
  const text = financialAidOfficeText.useText();
  const statusWords = uiText.useText();
  return (
    <Table
      caption={text('list.caption')}
      rows={rows}
      rowKey={(row) => row.id}
      firstCellIsHeader
      columns={[
        {
          header: text('list.reference'),
          cell: (row) => (
            <Link to={officePaths.application(row.id)} className="pt-link" aria-label={text('list.open', { reference: row.reference ?? '', name: row.applicantName })}>
              {row.reference}
            </Link>
          ),
        },
        { header: text('list.name'), cell: (row) => row.applicantName },
        { header: text('list.admissionApplication'), cell: (row) => row.admissionApplicationNumber },
        { header: text('common.academicYear'), cell: (row) => row.academicYear },
        { header: text('list.perCapita'), numeric: true, cell: (row) => (row.perCapitaIncomeCents === null ? '' : formatMoney(row.perCapitaIncomeCents)) },
        { header: text('list.status'), cell: (row) => <StatusTag status={row.status} label={statusWords(`statuses.${row.status}`)} /> },
        { header: text('list.submitted'), cell: (row) => (row.submittedAt ? formatDate(row.submittedAt) : '') },
      ]}
    />
  );
}
