/**
 * The financial aid console's start: every submitted application, searchable by reference, admission
 * application number, name or e-mail and filtered by status and academic year, 25 a page, with the
 * per-capita income worked out at submission; on the consoles' list kit (OfficeListPage: the search
 * lives in the address).
 */
import { OFFICE_AID_STATUSES, type OfficeAidApplicationRow } from '@portal/contracts/financial-aid/office';
import { ConsoleLinks } from '@portal/ui/console/ConsolePage';
import { academicYearFilter, OfficeListPage } from '@portal/ui/console/OfficeListPage';
import { formatDate, formatMoney } from '@portal/ui/format';
import { StatusTag } from '@portal/ui/StatusTag';
import { uiText } from '@portal/ui/text';
import { officeApi, officePaths } from '../office-api';
import { financialAidOfficeText } from '../office-text';

export function ApplicationsListPage() {
  const text = financialAidOfficeText.useText();
  const statusWords = uiText.useText();
  return (
    <OfficeListPage<OfficeAidApplicationRow>
      text={text}
      title={text('console.title')}
      caption={text('console.caption')}
      intro={<ConsoleLinks links={[{ to: officePaths.years, label: text('console.years') }, { to: officePaths.schemes, label: text('console.schemes') }]} />}
      api={officeApi.applications}
      clearTo={officePaths.applications}
      filters={[
        { name: 'status', label: text('list.status'), options: OFFICE_AID_STATUSES.map((status) => ({ value: status, label: statusWords(`statuses.${status}`) })) },
        academicYearFilter(text('common.academicYear'), text('common.academicYearHint')),
      ]}
      rowKey={(row) => row.id}
      rowLink={{
        header: text('list.reference'),
        to: (row) => officePaths.application(row.id),
        text: (row) => row.reference,
        label: (row) => text('list.open', { reference: row.reference ?? '', name: row.applicantName }),
      }}
      columns={[
        { header: text('list.name'), cell: (row) => row.applicantName },
        { header: text('list.admissionApplication'), cell: (row) => row.admissionApplicationNumber },
        { header: text('common.academicYear'), cell: (row) => row.academicYear },
        { header: text('list.perCapita'), numeric: true, cell: (row) => (row.perCapitaIncomeCents === null ? '' : formatMoney(row.perCapitaIncomeCents)) },
        { header: text('list.status'), cell: (row) => <StatusTag status={row.status} label={statusWords(`statuses.${row.status}`)} /> },
        { header: text('list.submitted'), cell: (row) => (row.submittedAt ? formatDate(row.submittedAt) : '') },
      ]}
    />
  );
}
