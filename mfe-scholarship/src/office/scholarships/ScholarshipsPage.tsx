/** /office/scholarship/scholarships: the scholarships defined, for one academic year or all, and the way to define another. */
import type { Language } from '@portal/contracts/languages';
import type { ScholarshipDefinition } from '@portal/contracts/scholarship/office';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigationState } from '@portal/mount/hydration';
import { Link, useSearchInAddress } from '@portal/router';
import { useDocumentTitle } from '@portal/ui/document-title';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { SearchForm } from '@portal/ui/SearchForm';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { TextField } from '@portal/ui/TextField';
import { officeApi, officePaths } from '../office-api';
import { scholarshipOfficeText } from '../office-text';

/** What the form just did, carried over by its navigation back here (router state). */
export interface ScholarshipNotice {
  kind: 'defined' | 'changed';
  name: string;
}

const FILTERS = ['academicYear'] as const;

export function ScholarshipsPage() {
  const text = scholarshipOfficeText.useText();
  const search = useSearchInAddress(FILTERS);
  const scholarships = useApiQuery<ScholarshipDefinition[]>(`${officeApi.scholarships}?${search.apiQuery}`);
  const notice = useNavigationState<{ notice?: ScholarshipNotice }>()?.notice;
  useDocumentTitle(text('scholarships.title'));
  const clear = (
    <Link to={officePaths.scholarships} className="pt-link">
      {text('scholarships.all')}
    </Link>
  );
  return (
    <>
      <p className="pt-body">
        <Link to={officePaths.applications} className="pt-back-link">
          {text('console.backToApplications')}
        </Link>
      </p>
      <PageHeading caption={text('console.caption')}>{text('scholarships.title')}</PageHeading>
      {notice && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{text(`scholarships.${notice.kind}`, { name: notice.name })}</p>
        </NotificationBanner>
      )}
      <p className="pt-body">{text('scholarships.intro')}</p>
      <p className="pt-body">
        <Link to={officePaths.newScholarship} className="pt-link">
          {text('scholarships.define')}
        </Link>
      </p>
      <SearchForm key={search.key} label={text('scholarships.searchLabel')} submitLabel={text('scholarships.show')} clear={clear} onSearch={search.search}>
        <TextField id="academicYear" name="academicYear" label={text('scholarships.academicYear')} hint={text('common.academicYearHint')} defaultValue={search.value('academicYear')} maxLength={9} width={10} />
      </SearchForm>
      <QueryResult query={scholarships} what={text('scholarships.what')}>
        {(list) => (list.length === 0 ? <p className="pt-body">{text('scholarships.none')}</p> : <ScholarshipsTable scholarships={list} />)}
      </QueryResult>
    </>
  );
}

function ScholarshipsTable({ scholarships }: { scholarships: ScholarshipDefinition[] }) {
  const text = scholarshipOfficeText.useText();
  const language = useLanguage() as Language;
  return (
    <Table
      caption={text('scholarships.caption')}
      rows={scholarships}
      rowKey={(scholarship) => scholarship.id}
      firstCellIsHeader
      columns={[
        {
          header: text('scholarships.name'),
          cell: (scholarship) => (
            <Link to={officePaths.scholarship(scholarship.id)} className="pt-link" aria-label={text('scholarships.change', { name: scholarship.name[language], year: scholarship.academicYear })}>
              {scholarship.name[language]}
            </Link>
          ),
        },
        { header: text('scholarships.code'), cell: (scholarship) => scholarship.code },
        { header: text('scholarships.academicYear'), cell: (scholarship) => scholarship.academicYear },
        { header: text('scholarships.bondYears'), cell: (scholarship) => scholarship.bondYears, numeric: true },
        { header: text('scholarships.livingAllowance'), cell: (scholarship) => formatMoney(scholarship.livingAllowanceCents), numeric: true },
        { header: text('scholarships.tuitionCoverage'), cell: (scholarship) => `${scholarship.tuitionCoveragePercent}%`, numeric: true },
        { header: text('scholarships.opens'), cell: (scholarship) => formatDateTime(scholarship.opensAt) },
        { header: text('scholarships.closes'), cell: (scholarship) => formatDateTime(scholarship.closesAt) },
        { header: text('scholarships.applications'), cell: (scholarship) => scholarship.applications, numeric: true },
        {
          header: text('scholarships.state'),
          cell: (scholarship) => <StatusTag status={scholarship.open ? 'OPEN' : 'CLOSED'} label={text(scholarship.open ? 'scholarships.open' : 'scholarships.closed')} colour={scholarship.open ? 'blue' : 'grey'} />,
        },
      ]}
    />
  );
}
