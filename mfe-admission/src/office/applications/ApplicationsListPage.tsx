/**
 * The admissions console's start: every submitted application, searchable by number, name or e-mail
 * and filtered by status, category, programme, system and academic year, 25 a page. The search lives
 * in the address (useSearchInAddress), so a result can be bookmarked, shared with a colleague or reloaded.
 */
import { CATEGORY_IDS, categoryName } from '@portal/contracts/categories';
import { feeStatusWords } from '@portal/contracts/fee-statuses';
import { PROGRAMMES, programmeName } from '@portal/contracts/programmes';
import { OFFICE_APPLICATION_STATUSES, type OfficeApplicationPage, type OfficeApplicationRow } from '@portal/contracts/admission/office';
import { LOGIN_VARIANTS, loginVariantTitle, SYSTEM_IDS } from '@portal/contracts/systems';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, useSearchInAddress, type AddressSearch } from '@portal/router';
import { useDocumentTitle } from '@portal/ui/document-title';
import { formatDate } from '@portal/ui/format';
import { PageHeading } from '@portal/ui/PageHeading';
import { PagedResults } from '@portal/ui/PagedResults';
import { QueryResult } from '@portal/ui/QueryResult';
import { SearchForm } from '@portal/ui/SearchForm';
import { SelectField } from '@portal/ui/SelectField';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { TextField } from '@portal/ui/TextField';
import { uiText } from '@portal/ui/text';
import { admissionOfficeText } from '../office-text';

const FILTERS = ['q', 'status', 'category', 'programme', 'system', 'academicYear'] as const;

export function ApplicationsListPage() {
  const text = admissionOfficeText.useText();
  const search = useSearchInAddress(FILTERS);
  useDocumentTitle(text('console.title'));
  const results = useApiQuery<OfficeApplicationPage>(`/office/admission/applications?${search.apiQuery}`);
  return (
    <>
      <PageHeading caption={text('console.caption')}>{text('console.title')}</PageHeading>
      <p className="pt-body">
        <Link to="outcomes/release" className="pt-link">
          {text('application.releaseOutcomes')}
        </Link>
      </p>
      <p className="pt-body">
        <Link to="results-window" className="pt-link">
          {text('afterSubmission.batch.title')}
        </Link>
      </p>
      <p className="pt-body">
        <Link to="appeals" className="pt-link">
          {text('application.reviewAppeals')}
        </Link>
      </p>
      <p className="pt-body">
        <Link to="entrance-exams" className="pt-link">
          {text('entranceExams.link')}
        </Link>
      </p>
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
  const text = admissionOfficeText.useText();
  const language = useLanguage();
  const statusWords = uiText.useText();
  const { value } = search;
  const any = text('list.any');
  const clear = (
    <Link to="." className="pt-link">
      {text('list.clear')}
    </Link>
  );
  return (
    <SearchForm label={text('list.searchLabel')} submitLabel={text('list.search')} clear={clear} onSearch={search.search}>
      <TextField id="q" name="q" label={text('list.q')} hint={text('list.qHint')} defaultValue={value('q')} maxLength={100} width="two-thirds" />
      <div className="pt-filter-grid">
        <SelectField id="status" name="status" label={text('list.status')} placeholder={any} defaultValue={value('status')} options={OFFICE_APPLICATION_STATUSES.map((status) => ({ value: status, label: statusWords(`statuses.${status}`) }))} />
        <SelectField id="category" name="category" label={text('list.category')} placeholder={any} defaultValue={value('category')} options={CATEGORY_IDS.map((id) => ({ value: id, label: categoryName(id, language) }))} />
        <SelectField id="programme" name="programme" label={text('list.programme')} placeholder={any} defaultValue={value('programme')} options={PROGRAMMES.map((programme) => ({ value: programme.code, label: programmeName(programme.code, language) }))} />
        <SelectField
          id="system"
          name="system"
          label={text('list.system')}
          placeholder={any}
          defaultValue={value('system')}
          options={SYSTEM_IDS.map((id) => ({ value: id, label: loginVariantTitle(LOGIN_VARIANTS.find((variant) => variant.system === id)!, language) }))}
        />
        <TextField id="academicYear" name="academicYear" label={text('list.academicYear')} hint={text('list.academicYearHint')} defaultValue={value('academicYear')} maxLength={9} width={10} />
      </div>
    </SearchForm>
  );
}

function ResultsTable({ rows }: { rows: OfficeApplicationRow[] }) {
  const text = admissionOfficeText.useText();
  const statusWords = uiText.useText();
  const language = useLanguage();
  return (
    <Table
      caption={text('list.caption')}
      rows={rows}
      rowKey={(row) => row.applicationNumber}
      firstCellIsHeader
      columns={[
        {
          header: text('list.number'),
          cell: (row) => (
            <Link to={`applications/${row.applicationNumber}`} className="pt-link" aria-label={text('list.open', { number: row.applicationNumber, name: row.applicantName })}>
              {row.applicationNumber}
            </Link>
          ),
        },
        { header: text('list.name'), cell: (row) => row.applicantName },
        { header: text('list.category'), cell: (row) => categoryName(row.category, language) },
        { header: text('list.firstChoice'), cell: (row) => (row.programmes[0] ? programmeName(row.programmes[0], language) : '') },
        { header: text('list.status'), cell: (row) => <StatusTag status={row.status} label={statusWords(`statuses.${row.status}`)} /> },
        {
          header: text('list.outcome'),
          cell: (row) => (row.outcome ? text(row.outcome.released ? `list.outcomes.${row.outcome.decision}` : `list.outcomesUnreleased.${row.outcome.decision}`) : text('list.noOutcome')),
        },
        { header: text('list.fee'), cell: (row) => <StatusTag status={row.feeStatus} label={feeStatusWords(row.feeStatus, language)} /> },
        { header: text('list.submitted'), cell: (row) => (row.submittedAt ? formatDate(row.submittedAt) : '') },
      ]}
    />
  );
}
