import type { ScholarshipApplicationSummary } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
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
            <table className="pt-table">
              <caption className="pt-table__caption">Your scholarship applications</caption>
              <thead>
                <tr>
                  <th scope="col">Academic year</th>
                  <th scope="col">Choices</th>
                  <th scope="col">Submitted</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {applications.map((application) => (
                  <tr key={application.id}>
                    <td>{application.academicYear}</td>
                    <td>{application.choices.join(', ') || 'None chosen'}</td>
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
