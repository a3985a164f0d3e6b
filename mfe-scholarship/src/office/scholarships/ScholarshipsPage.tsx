/** /office/scholarship/scholarships: the scholarships defined, for one academic year or all, and the way to define another. */
import type { Language } from '@portal/contracts/languages';
import type { ScholarshipDefinition } from '@portal/contracts/scholarship/office';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigationState } from '@portal/mount/hydration';
import { Link, useSearchInAddress } from '@portal/router';
import { AcademicYearSearch } from '@portal/ui/console/AcademicYearSearch';
import { ConsolePage, DoneNotice } from '@portal/ui/console/ConsolePage';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
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
  return (
    <ConsolePage title={text('scholarships.title')} caption={text('console.caption')} back={{ to: officePaths.applications, label: text('console.backToApplications') }}>
      {notice && <DoneNotice>{text(`scholarships.${notice.kind}`, { name: notice.name })}</DoneNotice>}
      <p className="pt-body">{text('scholarships.intro')}</p>
      <p className="pt-body">
        <Link to={officePaths.newScholarship} className="pt-link">
          {text('scholarships.define')}
        </Link>
      </p>
      <AcademicYearSearch
        search={search}
        label={text('scholarships.searchLabel')}
        fieldLabel={text('scholarships.academicYear')}
        hint={text('common.academicYearHint')}
        submitLabel={text('scholarships.show')}
        value={search.value('academicYear')}
        clear={
          <Link to={officePaths.scholarships} className="pt-link">
            {text('scholarships.all')}
          </Link>
        }
      />
      <QueryResult query={scholarships} what={text('scholarships.what')}>
        {(list) => (list.length === 0 ? <p className="pt-body">{text('scholarships.none')}</p> : <ScholarshipsTable scholarships={list} />)}
      </QueryResult>
    </ConsolePage>
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
