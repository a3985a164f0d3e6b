import type { FinancialAidApplicationSummary } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
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
            <table className="pt-table">
              <caption className="pt-table__caption">Your financial aid applications</caption>
              <thead>
                <tr>
                  <th scope="col">Academic year</th>
                  <th scope="col">Submitted</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {applications.map((application) => (
                  <tr key={application.id}>
                    <td>{application.academicYear}</td>
                    <td>{application.submittedAt ? formatDate(application.submittedAt) : 'Not submitted'}</td>
                    <td>
                      <StatusTag status={application.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryResult>
    </>
  );
}
