/**
 * The financial aid console's start: every submitted application, searchable by reference, admission
 * application number, name or e-mail and filtered by status and academic year, 25 a page, with the
 * per-capita income worked out at submission; on the consoles' list kit (OfficeListPage: the search
 * lives in the address), and taken away as CSV or Excel with the columns the officer chooses.
 */
import { aidApplicationStatuses, type AidApplicationStatus } from '@portal/contracts/financial-aid-statuses';
import { OFFICE_AID_STATUSES, type OfficeAidApplicationRow } from '@portal/contracts/financial-aid/office';
import { aidExportColumns } from '@portal/contracts/financial-aid/office-export';
import { academicYearFilter, OfficeListPage, referencedApplicationRows, statusColumn, statusFilter } from '@portal/ui/console/OfficeListPage';
import { useApplicationsConsoleStart } from '@portal/ui/console/shared-work-parts';
import { formatDate, formatMoney } from '@portal/ui/format';
import { useLanguage } from '@portal/i18n/namespace';
import { officeApi, officePaths } from '../office-api';
import { financialAidOfficeText } from '../office-text';

export function ApplicationsListPage() {
  const text = financialAidOfficeText.useText();
  const rows = referencedApplicationRows<OfficeAidApplicationRow>(text, officePaths.application);
  const start = useApplicationsConsoleStart(text, {
    api: officeApi.applications,
    listPath: officePaths.applications,
    officersApi: officeApi.officers,
    links: [
      { to: officePaths.dashboard, label: text('dashboard.link') },
      { to: officePaths.years, label: text('console.years') },
      { to: officePaths.schemes, label: text('console.schemes') },
    ],
  });
  const language = useLanguage();
  const statusWords = (status: AidApplicationStatus) => aidApplicationStatuses.words(status, language);
  return (
    <OfficeListPage<OfficeAidApplicationRow>
      {...start.frame}
      text={text}
      filters={[
        statusFilter(text('list.status'), OFFICE_AID_STATUSES, statusWords),
        academicYearFilter(text('common.academicYear'), text('common.academicYearHint')),
        start.assignedTo,
      ]}
      exportColumns={aidExportColumns}
      rowKey={rows.rowKey}
      rowLink={rows.rowLink}
      columns={[
        ...rows.firstColumns,
        { header: text('common.academicYear'), cell: (row) => row.academicYear },
        { header: text('list.perCapita'), numeric: true, cell: (row) => (row.perCapitaIncomeCents === null ? '' : formatMoney(row.perCapitaIncomeCents)) },
        statusColumn(text('list.status'), statusWords),
        { header: text('list.submitted'), cell: (row) => (row.submittedAt ? formatDate(row.submittedAt) : '') },
      ]}
    />
  );
}
