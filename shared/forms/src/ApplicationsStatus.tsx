/**
 * A long form's status page (the kit's): "draft deleted" when the applicant arrives from deleting one,
 * the heading, and the applicant's applications of that form — one a year — in a table whose common
 * columns (year, reference, submitted, status) the kit gives and whose own the form adds (what it goes
 * with, the way to each). The form's words come from its namespace under the same keys (StatusKey).
 */
import type { ReactNode } from 'react';
import type { QueryState } from '@portal/http/use-api-query';
import type { TextParams } from '@portal/i18n/namespace';
import { useNavigationState } from '@portal/mount/hydration';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table, type TableColumn } from '@portal/ui/Table';
import { formatDate } from '@portal/ui/format';

/** What the table needs of an application in the list. */
export interface ApplicationSummaryRow {
  id: string;
  academicYear: string;
  status: string;
  reference: string | null;
  submittedAt: string | null;
}

/** The keys the status page reads in the form's namespace (besides `statuses.<status>`, a status in words). */
export type StatusKey =
  | 'status.caption'
  | 'status.title'
  | 'status.loadingWhat'
  | 'status.tableCaption'
  | 'status.academicYear'
  | 'status.reference'
  | 'status.noReference'
  | 'status.submitted'
  | 'status.notSubmitted'
  | 'status.status'
  | 'status.action';

export type StatusText<Status extends string> = (key: StatusKey | `statuses.${Status}`, params?: TextParams) => string;

export interface ApplicationsStatusProps<Row extends ApplicationSummaryRow> {
  text: StatusText<Row['status']>;
  applications: QueryState<Row[]> & { reload(): void };
  /** Said when the applicant arrives from deleting a draft. */
  draftDeleted: string;
  /** Said when there is no application yet. */
  none: string;
  /** The form's own columns after the reference (what the application goes with, its choices…). */
  columns?: ReadonlyArray<TableColumn<Row>>;
  /** The way to an application (and what follows it). */
  action(application: Row): ReactNode;
  /** What follows the table (the year's dates, the way to apply…). */
  children?: ReactNode;
}

export function ApplicationsStatus<Row extends ApplicationSummaryRow>({ text, applications, draftDeleted, none, columns = [], action, children }: ApplicationsStatusProps<Row>) {
  const deleted = useNavigationState<{ draftDeleted?: boolean }>()?.draftDeleted === true;
  usePageTitle(text('status.title'));
  return (
    <>
      {deleted && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{draftDeleted}</p>
        </NotificationBanner>
      )}
      <PageHeading caption={text('status.caption')}>{text('status.title')}</PageHeading>
      <QueryResult query={applications} what={text('status.loadingWhat')}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="pt-body">{none}</p>
          ) : (
            <Table
              caption={text('status.tableCaption')}
              rows={rows}
              rowKey={(application) => application.id}
              columns={[
                { header: text('status.academicYear'), cell: (application) => application.academicYear },
                { header: text('status.reference'), cell: (application) => application.reference ?? text('status.noReference') },
                ...columns,
                {
                  header: text('status.submitted'),
                  cell: (application) => (application.submittedAt ? formatDate(application.submittedAt) : text('status.notSubmitted')),
                },
                {
                  header: text('status.status'),
                  cell: (application) => <StatusTag status={application.status} label={text(`statuses.${application.status as Row['status']}`)} />,
                },
                { header: text('status.action'), cell: action },
              ]}
            />
          )
        }
      </QueryResult>
      {children}
    </>
  );
}
