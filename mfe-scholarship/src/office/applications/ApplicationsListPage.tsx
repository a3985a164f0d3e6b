/**
 * The scholarships console's start: every submitted scholarship application, searchable by reference,
 * admission application number, name or e-mail and filtered by status, scholarship and academic year,
 * 25 a page. The search lives in the address (useSearchInAddress), as in the admissions console.
 */
import type { Language } from '@portal/contracts/languages';
import { OFFICE_SCHOLARSHIP_STATUSES, type OfficeScholarshipApplicationPage, type OfficeScholarshipApplicationRow, type ScholarshipDefinition } from '@portal/contracts/scholarship/office';
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
import { officeApi, officePaths } from '../office-api';
import { scholarshipOfficeText } from '../office-text';

const FILTERS = ['q', 'status', 'scholarship', 'academicYear'] as const;

export function ApplicationsListPage() {
  const text = scholarshipOfficeText.useText();
  const search = useSearchInAddress(FILTERS);
  const scholarships = useApiQuery<ScholarshipDefinition[]>(officeApi.scholarships);
  const results = useApiQuery<OfficeScholarshipApplicationPage>(`${officeApi.applications}?${search.apiQuery}`);
  useDocumentTitle(text('console.title'));
  const names = scholarships.data ?? [];
  return (
    <>
      <PageHeading caption={text('console.caption')}>{text('console.title')}</PageHeading>
      <ul className="pt-list">
        <li>
          <Link to={officePaths.scholarships} className="pt-link">
            {text('console.scholarships')}
          </Link>
        </li>
        <li>
          <Link to={officePaths.release} className="pt-link">
            {text('console.release')}
          </Link>
        </li>
      </ul>
      <ApplicationsSearch key={search.key} search={search} scholarships={names} />
      <QueryResult query={results} what={text('list.what')}>
        {(page) => (
          <PagedResults results={page} found={text('list.found', { total: page.total })} onPage={search.goToPage}>
            {(items) => <ResultsTable rows={items} scholarships={names} />}
          </PagedResults>
        )}
      </QueryResult>
    </>
  );
}

/** Each scholarship code once (a code may be defined in several years), named in the reader's language. */
function scholarshipOptions(scholarships: readonly ScholarshipDefinition[], language: Language) {
  const byCode = new Map<string, string>();
  for (const scholarship of scholarships) if (!byCode.has(scholarship.code)) byCode.set(scholarship.code, scholarship.name[language]);
  return [...byCode].map(([code, name]) => ({ value: code, label: `${name} (${code})` }));
}

function ApplicationsSearch({ search, scholarships }: { search: AddressSearch<(typeof FILTERS)[number]>; scholarships: readonly ScholarshipDefinition[] }) {
  const text = scholarshipOfficeText.useText();
  const statusWords = uiText.useText();
  const language = useLanguage() as Language;
  const { value } = search;
  const any = text('list.any');
  const clear = (
    <Link to={officePaths.applications} className="pt-link">
      {text('list.clear')}
    </Link>
  );
  const options = scholarshipOptions(scholarships, language);
  // A code in the address that the catalogue does not (yet) name still shows as chosen.
  if (value('scholarship') && !options.some((option) => option.value === value('scholarship'))) options.push({ value: value('scholarship'), label: value('scholarship') });
  return (
    <SearchForm label={text('list.searchLabel')} submitLabel={text('list.search')} clear={clear} onSearch={search.search}>
      <TextField id="q" name="q" label={text('list.q')} hint={text('list.qHint')} defaultValue={value('q')} maxLength={100} width="two-thirds" />
      <div className="pt-filter-grid">
        <SelectField id="status" name="status" label={text('list.status')} placeholder={any} defaultValue={value('status')} options={OFFICE_SCHOLARSHIP_STATUSES.map((status) => ({ value: status, label: statusWords(`statuses.${status}`) }))} />
        <SelectField id="scholarship" name="scholarship" label={text('list.scholarship')} placeholder={any} defaultValue={value('scholarship')} options={options} />
        <TextField id="academicYear" name="academicYear" label={text('list.academicYear')} hint={text('common.academicYearHint')} defaultValue={value('academicYear')} maxLength={9} width={10} />
      </div>
    </SearchForm>
  );
}

function ResultsTable({ rows, scholarships }: { rows: OfficeScholarshipApplicationRow[]; scholarships: readonly ScholarshipDefinition[] }) {
  const text = scholarshipOfficeText.useText();
  const statusWords = uiText.useText();
  const language = useLanguage() as Language;
  const nameOf = (row: OfficeScholarshipApplicationRow, code: string) => scholarships.find((scholarship) => scholarship.code === code && scholarship.academicYear === row.academicYear)?.name[language] ?? code;
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
        { header: text('list.academicYear'), cell: (row) => row.academicYear },
        {
          header: text('list.choices'),
          cell: (row) => (
            <ol className="pt-list pt-list--number">
              {row.choices.map((code) => (
                <li key={code}>{nameOf(row, code)}</li>
              ))}
            </ol>
          ),
        },
        { header: text('list.status'), cell: (row) => <StatusTag status={row.status} label={statusWords(`statuses.${row.status}`)} /> },
        { header: text('list.submitted'), cell: (row) => (row.submittedAt ? formatDate(row.submittedAt) : '') },
      ]}
    />
  );
}
