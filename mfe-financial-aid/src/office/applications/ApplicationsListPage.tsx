/**
 * The financial aid console's start: every submitted application, searchable by reference, admission
 * application number, name or e-mail and filtered by status and academic year, 25 a page, with the
 * per-capita income worked out at submission; on the consoles' list kit (OfficeListPage: the search
 * lives in the address).
 */
import { OFFICE_AID_STATUSES, type OfficeAidApplicationRow } from '@portal/contracts/financial-aid/office';
import { Link } from '@portal/router';
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
      title={text('console.title')}
      caption={text('console.caption')}
      intro={
        <ul className="pt-list">
          <li>
            <Link to={officePaths.years} className="pt-link">
              {text('console.years')}
            </Link>
          </li>
          <li>
            <Link to={officePaths.schemes} className="pt-link">
              {text('console.schemes')}
            </Link>
          </li>
        </ul>
      }
      api={officeApi.applications}
      search={{
        label: text('list.searchLabel'),
        submitLabel: text('list.search'),
        words: { label: text('list.q'), hint: text('list.qHint') },
        any: text('list.any'),
        clear: { to: officePaths.applications, label: text('list.clear') },
        filters: [
          { name: 'status', label: text('list.status'), options: OFFICE_AID_STATUSES.map((status) => ({ value: status, label: statusWords(`statuses.${status}`) })) },
          academicYearFilter(text('common.academicYear'), text('common.academicYearHint')),
        ],
      }}
      table={{
        what: text('list.what'),
        found: (total) => text('list.found', { total }),
        caption: text('list.caption'),
        rowKey: (row) => row.id,
        rowLink: {
          header: text('list.reference'),
          to: (row) => officePaths.application(row.id),
          text: (row) => row.reference,
          label: (row) => text('list.open', { reference: row.reference ?? '', name: row.applicantName }),
        },
        columns: [
          { header: text('list.name'), cell: (row) => row.applicantName },
          { header: text('list.admissionApplication'), cell: (row) => row.admissionApplicationNumber },
          { header: text('common.academicYear'), cell: (row) => row.academicYear },
          { header: text('list.perCapita'), numeric: true, cell: (row) => (row.perCapitaIncomeCents === null ? '' : formatMoney(row.perCapitaIncomeCents)) },
          { header: text('list.status'), cell: (row) => <StatusTag status={row.status} label={statusWords(`statuses.${row.status}`)} /> },
          { header: text('list.submitted'), cell: (row) => (row.submittedAt ? formatDate(row.submittedAt) : '') },
        ],
      }}
    />
  );
}
