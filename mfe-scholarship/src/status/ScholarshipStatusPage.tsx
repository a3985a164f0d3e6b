import type { ScholarshipApplicationSummary } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { messageText } from '@portal/i18n/messages';
import { useNavigationState } from '@portal/mount/hydration';
import { Link } from '@portal/router';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { formatDate } from '@portal/ui/format';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';

/** Scholarship enquiry: the applicant's scholarship applications (one per academic year), their status and the way to each. */
export function ScholarshipStatusPage() {
  const text = scholarshipText.useText();
  const query = useApiQuery<ScholarshipApplicationSummary[]>('/scholarship/applications');
  const draftDeleted = useNavigationState<{ draftDeleted?: boolean }>()?.draftDeleted === true;
  return (
    <>
      {draftDeleted && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{messageText('DRAFT_DELETED')}</p>
        </NotificationBanner>
      )}
      <PageHeading caption={text('status.caption')}>{text('status.title')}</PageHeading>
      <QueryResult query={query} what={text('status.loadingWhat')}>
        {(applications) =>
          applications.length === 0 ? (
            <p className="pt-body">{text('status.notApplied')}</p>
          ) : (
            <Table
              caption={text('status.tableCaption')}
              rows={applications}
              rowKey={(application) => application.id}
              columns={[
                { header: text('status.academicYear'), cell: (application) => application.academicYear },
                { header: text('status.reference'), cell: (application) => application.reference ?? text('status.noReference') },
                { header: text('status.admissionApplication'), cell: (application) => application.admissionApplicationNumber ?? '' },
                // Scholarship names are the office's own, shown as recorded.
                {
                  header: text('status.choices'),
                  cell: (application) => application.choices.join(text('status.choiceSeparator')) || text('status.noneChosen'),
                },
                {
                  header: text('status.submitted'),
                  cell: (application) => (application.submittedAt ? formatDate(application.submittedAt) : text('status.notSubmitted')),
                },
                {
                  header: text('status.status'),
                  cell: (application) => <StatusTag status={application.status} label={text(`statuses.${application.status}`)} />,
                },
                {
                  header: text('status.action'),
                  cell: (application) => (
                    <>
                      <Link to={paths.taskList(application.id)}>
                        {application.status === 'DRAFT'
                          ? text('status.continue', { year: application.academicYear })
                          : text('status.view', { reference: application.reference ?? application.academicYear })}
                      </Link>
                      {/* Released: the outcome (and from it the undertaking and sureties). */}
                      {(application.status === 'AWARDED' || application.status === 'UNSUCCESSFUL') && (
                        <>
                          <br />
                          <Link to={paths.outcome(application.id)}>{text('award.outcomeOf', { reference: application.reference ?? application.academicYear })}</Link>
                        </>
                      )}
                    </>
                  ),
                },
              ]}
            />
          )
        }
      </QueryResult>
      <p className="pt-body">
        <Link to={paths.apply}>{text('status.apply')}</Link>
      </p>
    </>
  );
}
