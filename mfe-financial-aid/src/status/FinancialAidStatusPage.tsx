/**
 * Financial aid enquiry (the kit's status page): the applicant's aid applications (one per academic year) with their status
 * in words and the way to each (a draft to its task list, a submitted one to its progress page), and
 * the current academic year's dates: when applications open, the recommended date (spec 9: opens 15
 * January, recommended by 1 April), when they close and the last day for an appeal; Start while open.
 */
import type { FinancialAidApplicationSummary } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { ApplicationsStatus } from '@portal/forms/ApplicationsStatus';
import { Link } from '@portal/router';
import { usePageTitle } from '@portal/ui/document-title';
import { QueryResult } from '@portal/ui/QueryResult';
import { Table } from '@portal/ui/Table';
import { formatDate } from '@portal/ui/format';
import { singaporeToday } from '../aid-dates';
import { financialAidText } from '../financial-aid-text';
import type { AidCurrentYear } from '@portal/contracts/financial-aid/api';
import { useAidYear } from '../form/aid-api';
import { paths } from '../paths';

export function FinancialAidStatusPage() {
  const text = financialAidText.useText();
  const query = useApiQuery<FinancialAidApplicationSummary[]>('/financial-aid/applications');
  const year = useAidYear();
  usePageTitle(text('status.title'));
  return (
    <ApplicationsStatus
      text={text}
      applications={query}
      draftDeleted={text('status.draftDeleted')}
      none={text('status.noApplications')}
      action={(application) =>
        application.status === 'DRAFT' ? (
          <Link to={paths.taskList(application.id)}>{text('status.continue', { year: application.academicYear })}</Link>
        ) : (
          <Link to={paths.progress(application.id)}>{text('status.view', { reference: application.reference ?? application.academicYear })}</Link>
        )
      }
    >
      <QueryResult query={year} what={text('status.datesLoadingWhat')}>
        {(current) => <YearDates current={current} />}
      </QueryResult>
      <p className="pt-body">
        <Link to={paths.calculator}>{text('status.calculator')}</Link>
      </p>
    </ApplicationsStatus>
  );
}

function YearDates({ current }: { current: AidCurrentYear }) {
  const text = financialAidText.useText();
  const { dates } = current;
  if (!dates) return <p className="pt-body">{text('status.notConfigured')}</p>;
  const rows = [
    { key: 'opensOn', label: text('status.opensOn'), on: dates.opensOn },
    { key: 'recommendedBy', label: text('status.recommendedBy'), on: dates.recommendedBy },
    { key: 'closesOn', label: text('status.closesOn'), on: dates.closesOn },
    { key: 'appealClosesOn', label: text('status.appealClosesOn'), on: dates.appealClosesOn },
  ];
  const notYet = !current.open && singaporeToday() < dates.opensOn;
  return (
    <section aria-labelledby="aid-year-heading">
      <h2 className="pt-heading-m" id="aid-year-heading">
        {text('status.datesHeading', { year: dates.academicYear })}
      </h2>
      <p className="pt-body">
        {current.open
          ? text('status.open', { date: formatDate(dates.closesOn) })
          : notYet
            ? text('status.notOpenYet', { date: formatDate(dates.opensOn) })
            : text('status.closed', { year: dates.academicYear, date: formatDate(dates.closesOn) })}
      </p>
      {(current.open || notYet) && <p className="pt-body">{text('status.recommendedNote', { date: formatDate(dates.recommendedBy) })}</p>}
      <Table
        caption={text('status.datesCaption', { year: dates.academicYear })}
        rows={rows}
        rowKey={(row) => row.key}
        firstCellIsHeader
        columns={[
          { header: text('status.dateEvent'), cell: (row) => row.label },
          { header: text('status.dateOn'), cell: (row) => formatDate(row.on) },
        ]}
      />
      {current.open && (
        <p className="pt-body">
          <Link className="pt-button" to={paths.apply}>
            {text('status.start')}
          </Link>
        </p>
      )}
    </section>
  );
}
