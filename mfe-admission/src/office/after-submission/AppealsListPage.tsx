/** /office/admission/appeals: the appeals waiting for review (sent or under review), oldest first. */
import type { OfficeAppealListItem } from '@portal/contracts/admission/after-submission';
import { programmeName } from '@portal/contracts/admission/programmes';
import type { Language } from '@portal/contracts/languages';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { Link } from '@portal/router';
import { useDocumentTitle } from '@portal/ui/document-title';
import { formatDateTime } from '@portal/ui/format';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { Table } from '@portal/ui/Table';
import { admissionOfficeText } from '../office-text';
import { officeApi, officePaths } from './office-api';

export function AppealsListPage() {
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  const appeals = useApiQuery<OfficeAppealListItem[]>(officeApi.appeals);
  useDocumentTitle(text('afterSubmission.appeals.title'));
  return (
    <>
      <PageHeading caption={text('console.caption')}>{text('afterSubmission.appeals.title')}</PageHeading>
      <QueryResult query={appeals} what={text('afterSubmission.appeals.title')}>
        {(list) =>
          list.length === 0 ? (
            <p className="pt-body">{text('afterSubmission.appeals.none')}</p>
          ) : (
            <Table
              caption={text('afterSubmission.appeals.caption')}
              rows={list}
              rowKey={(row) => row.id}
              firstCellIsHeader
              columns={[
                {
                  header: text('afterSubmission.appeals.application'),
                  cell: (row) => (
                    <Link className="pt-link" to={officePaths.appeal(row.applicationNumber)} aria-label={text('afterSubmission.appeals.open', { number: row.applicationNumber })}>
                      {row.applicationNumber}
                    </Link>
                  ),
                },
                { header: text('afterSubmission.appeals.applicant'), cell: (row) => row.applicantName },
                { header: text('afterSubmission.appeals.submittedAt'), cell: (row) => formatDateTime(row.submittedAt) },
                { header: text('afterSubmission.appeals.programme'), cell: (row) => (row.preferredProgramme ? programmeName(row.preferredProgramme, language) : '') },
                { header: text('afterSubmission.appeals.status'), cell: (row) => text(`afterSubmission.appeal.statuses.${row.status}`) },
              ]}
            />
          )
        }
      </QueryResult>
    </>
  );
}
