import type { FinancialAidApplicationSummary } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { formatDate } from '@portal/ui/format';
import { financialAidText } from '../financial-aid-text';

/** Financial aid enquiry: the applicant's aid applications and their status. */
export function FinancialAidStatusPage() {
  const text = financialAidText.useText();
  const query = useApiQuery<FinancialAidApplicationSummary[]>('/financial-aid/applications');
  return (
    <>
      <PageHeading caption={text('status.caption')}>{text('status.title')}</PageHeading>
      <QueryResult query={query} what={text('status.loadingWhat')}>
        {(applications) =>
          applications.length === 0 ? (
            <p className="pt-body">{text('status.noApplications')}</p>
          ) : (
            <Table
              caption={text('status.tableCaption')}
              rows={applications}
              rowKey={(application) => application.id}
              columns={[
                { header: text('status.academicYear'), cell: (application) => application.academicYear },
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
