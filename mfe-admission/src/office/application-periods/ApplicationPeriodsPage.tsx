/**
 * /office/admission/application-periods?academicYear=…: one academic year's application periods (the
 * intake's unless another is asked for), each open now, upcoming or closed, and the way to add one.
 */
import type { OfficeApplicationPeriod, OfficeApplicationPeriods } from '@portal/contracts/admission/application-periods';
import type { Language } from '@portal/contracts/languages';
import { isAcademicYear } from '@portal/contracts/schemas/common';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigationState } from '@portal/mount/hydration';
import { Link, useSearchInAddress } from '@portal/router';
import { AcademicYearSearch } from '@portal/ui/console/AcademicYearSearch';
import { ConsolePage } from '@portal/ui/console/ConsolePage';
import { formatDateTime } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { admissionOfficeText } from '../office-text';
import { PERIODS_API, type PeriodNotice } from './period-paths';
import { periodCategoryName, systemName } from './period-words';

const FILTERS = ['academicYear'] as const;
const STATE_COLOURS = { OPEN: 'blue', UPCOMING: 'yellow', CLOSED: 'grey' } as const;

export function ApplicationPeriodsPage() {
  const text = admissionOfficeText.useText();
  const search = useSearchInAddress(FILTERS);
  const asked = search.value('academicYear');
  // A year that is not one shows the intake's (the field says which), as the other consoles' year pages do.
  const periods = useApiQuery<OfficeApplicationPeriods>(isAcademicYear(asked) ? `${PERIODS_API}?academicYear=${encodeURIComponent(asked)}` : PERIODS_API);
  const notice = useNavigationState<{ notice?: PeriodNotice }>()?.notice;
  const shownYear = periods.data?.academicYear ?? asked;
  return (
    <ConsolePage
      title={text('applicationPeriods.list.title')}
      caption={text('console.caption')}
      back={{ to: '/', label: text('application.back') }}
      notice={notice && text(`applicationPeriods.list.${notice.kind}`, { name: notice.name })}
    >
      <p className="pt-body">{text('applicationPeriods.list.intro')}</p>
      <p className="pt-body">
        <Link to={shownYear ? `new?academicYear=${encodeURIComponent(shownYear)}` : 'new'} className="pt-link">
          {text('applicationPeriods.list.add')}
        </Link>
      </p>
      <AcademicYearSearch
        search={search}
        label={text('applicationPeriods.list.searchLabel')}
        fieldLabel={text('applicationPeriods.academicYear')}
        hint={text('applicationPeriods.academicYearHint')}
        submitLabel={text('applicationPeriods.list.show')}
        value={shownYear}
      />
      <QueryResult query={periods} what={text('applicationPeriods.list.what')}>
        {(found) =>
          found.periods.length === 0 ? (
            <p className="pt-body">{text('applicationPeriods.list.none', { year: found.academicYear })}</p>
          ) : (
            <PeriodsTable academicYear={found.academicYear} periods={found.periods} />
          )
        }
      </QueryResult>
    </ConsolePage>
  );
}

function PeriodsTable({ academicYear, periods }: OfficeApplicationPeriods) {
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  return (
    <Table<OfficeApplicationPeriod>
      caption={text('applicationPeriods.list.caption', { year: academicYear })}
      rows={periods}
      rowKey={(period) => period.id}
      firstCellIsHeader
      columns={[
        {
          header: text('applicationPeriods.nameEn'),
          // The link's visible text is the name itself, so a voice-control user can say what they see (WCAG 2.5.3).
          cell: (period) => (
            <Link to={period.id} className="pt-link">
              <span className="pt-visually-hidden">{text('applicationPeriods.list.changePrefix')} </span>
              <span lang="en-GB">{period.nameEn}</span>
            </Link>
          ),
        },
        {
          header: text('applicationPeriods.nameZh'),
          cell: (period) => (period.nameZh === null ? <span className="pt-hint">{text('applicationPeriods.list.noChineseName')}</span> : <span lang="zh-Hans">{period.nameZh}</span>),
        },
        { header: text('applicationPeriods.system'), cell: (period) => systemName(period.system, language) },
        { header: text('applicationPeriods.category'), cell: (period) => periodCategoryName(period.category, language, text('applicationPeriods.allCategories')) },
        { header: text('applicationPeriods.list.opens'), cell: (period) => formatDateTime(period.opensAt) },
        { header: text('applicationPeriods.list.closes'), cell: (period) => formatDateTime(period.closesAt) },
        {
          header: text('applicationPeriods.list.state'),
          cell: (period) => <StatusTag status={period.state} label={text(`applicationPeriods.states.${period.state}`)} colour={STATE_COLOURS[period.state]} />,
        },
      ]}
    />
  );
}
