import type { ScholarshipApplicationSummary } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { formatDate } from '@portal/ui/format';
import { scholarshipText } from '../scholarship-text';

/** Scholarship enquiry: the applicant's scholarship applications (one per applicant) and their status. */
export function ScholarshipStatusPage() {
  const text = scholarshipText.useText();
  const query = useApiQuery<ScholarshipApplicationSummary[]>('/scholarship/applications');
  return (
    <>
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
              ]}
            />
          )
        }
      </QueryResult>
    </>
  );
}
