/**
 * The financial aid console's start: every submitted application, searchable by reference, admission
 * application number, name or e-mail and filtered by status and academic year, 25 a page, with the
 * per-capita income worked out at submission; on the consoles' list kit (OfficeListPage: the search
 * lives in the address), and taken away as CSV or Excel with the columns the officer chooses.
 */
import { aidApplicationStatuses, type AidApplicationStatus } from '@portal/contracts/financial-aid-statuses';
import { OFFICE_AID_STATUSES, type OfficeAidApplicationRow } from '@portal/contracts/financial-aid/office';
import { aidExportColumns } from '@portal/contracts/financial-aid/office-export';
import { ConsoleLinks } from '@portal/ui/console/ConsolePage';
import { academicYearFilter, applicationReferenceLink, OfficeListPage, statusColumn, statusFilter } from '@portal/ui/console/OfficeListPage';
import { useAssignedToFilter, useMyQueueLink } from '@portal/ui/console/shared-work-parts';
import { formatDate, formatMoney } from '@portal/ui/format';
import { useLanguage } from '@portal/i18n/namespace';
import { officeApi, officePaths } from '../office-api';
import { financialAidOfficeText } from '../office-text';

export function ApplicationsListPage() {
  const text = financialAidOfficeText.useText();
  const assignedTo = useAssignedToFilter(officeApi.officers);
  const myQueue = useMyQueueLink(officePaths.applications);
  const language = useLanguage();
  const statusWords = (status: AidApplicationStatus) => aidApplicationStatuses.words(status, language);
  return (
    <OfficeListPage<OfficeAidApplicationRow>
      text={text}
      title={text('console.title')}
      caption={text('console.caption')}
      intro={
        <ConsoleLinks
          links={[
            myQueue,
            { to: officePaths.dashboard, label: text('dashboard.link') },
            { to: officePaths.years, label: text('console.years') },
            { to: officePaths.schemes, label: text('console.schemes') },
          ]}
        />
      }
      api={officeApi.applications}
      clearTo={officePaths.applications}
      filters={[
        statusFilter(text('list.status'), OFFICE_AID_STATUSES, statusWords),
        academicYearFilter(text('common.academicYear'), text('common.academicYearHint')),
        assignedTo,
      ]}
      exportColumns={aidExportColumns}
      rowKey={(row) => row.id}
      rowLink={applicationReferenceLink(text, officePaths.application)}
      columns={[
        { header: text('list.name'), cell: (row) => row.applicantName },
        { header: text('list.admissionApplication'), cell: (row) => row.admissionApplicationNumber },
        { header: text('common.academicYear'), cell: (row) => row.academicYear },
        { header: text('list.perCapita'), numeric: true, cell: (row) => (row.perCapitaIncomeCents === null ? '' : formatMoney(row.perCapitaIncomeCents)) },
        statusColumn(text('list.status'), statusWords),
        { header: text('list.submitted'), cell: (row) => (row.submittedAt ? formatDate(row.submittedAt) : '') },
      ]}
    />
  );
}
