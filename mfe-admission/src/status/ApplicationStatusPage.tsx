import type { AdmissionApplicationSummary } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { formatDate } from '@portal/ui/format';

/** "Application Summary and Status": every admission application of the signed-in applicant. */
export function ApplicationStatusPage() {
  const query = useApiQuery<AdmissionApplicationSummary[]>('/admission/applications');
  return (
    <>
      <PageHeading caption="Admission">Application Summary and Status</PageHeading>
      <QueryResult query={query} what="your applications">
        {(applications) =>
          applications.length === 0 ? (
            <p className="pt-body">You have no admission applications yet.</p>
          ) : (
            applications.map((application) => <ApplicationSummary key={application.applicationNumber} application={application} />)
          )
        }
      </QueryResult>
    </>
  );
}

function ApplicationSummary({ application }: { application: AdmissionApplicationSummary }) {
  return (
    <section className="pt-card" aria-labelledby={`application-${application.applicationNumber}`}>
      <h2 className="pt-heading-m" id={`application-${application.applicationNumber}`}>
        Application {application.applicationNumber}
      </h2>
      <dl className="pt-summary-list">
        <SummaryRow label="Category" value={application.category} />
        <SummaryRow label="Academic year" value={application.academicYear} />
        <SummaryRow label="Status" value={<StatusTag status={application.status} />} />
        <SummaryRow label="Offer status" value={application.offerStatus ?? 'No outcome yet'} />
        <SummaryRow label="Application fee" value={<StatusTag status={application.feeStatus} />} />
        <SummaryRow label="Submitted on" value={application.submittedAt ? formatDate(application.submittedAt) : 'Not submitted'} />
      </dl>
      {application.programmeChoices.length > 0 && (
        <table className="pt-table">
          <caption className="pt-table__caption">Programme choices</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Programme</th>
            </tr>
          </thead>
          <tbody>
            {application.programmeChoices.map((choice) => (
              <tr key={choice.rank}>
                <td>{choice.rank}</td>
                <td>{choice.programme}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {application.status !== 'DRAFT' && (
        <p className="pt-hint">A submitted application cannot be amended online. Contact the Office of Admissions for updates.</p>
      )}
    </section>
  );
}

function SummaryRow({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="pt-summary-list__row">
      <dt className="pt-summary-list__key">{label}</dt>
      <dd className="pt-summary-list__value">{value}</dd>
    </div>
  );
}
