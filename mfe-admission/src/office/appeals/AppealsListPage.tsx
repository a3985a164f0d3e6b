/** /office/admission/appeals: the appeals waiting for review (sent or under review), oldest first. */
import type { OfficeAppealListItem } from '@portal/contracts/admission/appeals';
import { programmeName } from '@portal/contracts/programmes';
import type { Language } from '@portal/contracts/languages';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { Link } from '@portal/router';
import { ConsolePage } from '@portal/ui/console/ConsolePage';
import { formatDateTime } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { Table } from '@portal/ui/Table';
import { admissionOfficeText } from '../office-text';
import { officeApi, officePaths } from './office-api';

export function AppealsListPage() {
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  const appeals = useApiQuery<OfficeAppealListItem[]>(officeApi.appeals);
  return (
    <ConsolePage title={text('appeals.appeals.title')} caption={text('console.caption')}>
      <QueryResult query={appeals} what={text('appeals.appeals.title')}>
        {(list) =>
          list.length === 0 ? (
            <p className="pt-body">{text('appeals.appeals.none')}</p>
          ) : (
            <Table
              caption={text('appeals.appeals.caption')}
              rows={list}
              rowKey={(row) => row.id}
              firstCellIsHeader
              columns={[
                {
                  header: text('appeals.appeals.application'),
                  cell: (row) => (
                    <Link className="pt-link" to={officePaths.appeal(row.applicationNumber)} aria-label={text('appeals.appeals.open', { number: row.applicationNumber })}>
                      {row.applicationNumber}
                    </Link>
                  ),
                },
                { header: text('appeals.appeals.applicant'), cell: (row) => row.applicantName },
                { header: text('appeals.appeals.submittedAt'), cell: (row) => formatDateTime(row.submittedAt) },
                { header: text('appeals.appeals.programme'), cell: (row) => (row.preferredProgramme ? programmeName(row.preferredProgramme, language) : '') },
                { header: text('appeals.appeals.status'), cell: (row) => text(`appeals.appeal.statuses.${row.status}`) },
              ]}
            />
          )
        }
      </QueryResult>
    </ConsolePage>
  );
}
