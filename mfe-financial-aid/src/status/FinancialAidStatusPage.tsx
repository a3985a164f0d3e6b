import type { FinancialAidApplicationSummary } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { formatDate } from '@portal/ui/format';

/** Financial aid enquiry: the applicant's aid applications and their status. */
export function FinancialAidStatusPage() {
  const query = useApiQuery<FinancialAidApplicationSummary[]>('/financial-aid/applications');
  return (
    <>
      <PageHeading caption="Financial aid">Financial aid application status</PageHeading>
      <QueryResult query={query} what="your financial aid applications">
        {(applications) =>
          applications.length === 0 ? (
            <p className="pt-body">You have no financial aid applications. Financial aid applications open on 15 January.</p>
          ) : (
            <Table
              caption="Your financial aid applications"
              rows={applications}
              rowKey={(application) => application.id}
              columns={[
                { header: 'Academic year', cell: (application) => application.academicYear },
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
