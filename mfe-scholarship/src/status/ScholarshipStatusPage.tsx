import type { ScholarshipApplicationSummary } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { formatDate } from '@portal/ui/format';

/** Scholarship enquiry: the applicant's scholarship applications (one per applicant) and their status. */
export function ScholarshipStatusPage() {
  const query = useApiQuery<ScholarshipApplicationSummary[]>('/scholarship/applications');
  return (
    <>
      <PageHeading caption="Scholarship">Scholarship application status</PageHeading>
      <QueryResult query={query} what="your scholarship applications">
        {(applications) =>
          applications.length === 0 ? (
            <p className="pt-body">You have not applied for a scholarship. Only one scholarship application is allowed per applicant.</p>
          ) : (
            <Table
              caption="Your scholarship applications"
              rows={applications}
              rowKey={(application) => application.id}
              columns={[
                { header: 'Academic year', cell: (application) => application.academicYear },
                { header: 'Choices', cell: (application) => application.choices.join(', ') || 'None chosen' },
                { header: 'Submitted', cell: (application) => (application.submittedAt ? formatDate(application.submittedAt) : 'Not submitted') },
                { header: 'Status', cell: (application) => <StatusTag status={application.status} /> },
              ]}
            />
          )
        }
      </QueryResult>
    </>
  );
}
