/**
 * The admissions console's start: every submitted application, searchable by number, name or e-mail
 * and filtered by status, category, programme, system and academic year, 25 a page, on the consoles'
 * list kit (OfficeListPage: the search lives in the address, so a result can be bookmarked, shared
 * with a colleague or reloaded).
 */
import { admissionExportColumns } from '@portal/contracts/admission/office-export';
import { admissionStatuses, type AdmissionStatus } from '@portal/contracts/admission-statuses';
import { CATEGORY_IDS, categoryName } from '@portal/contracts/categories';
import { feeStatusWords } from '@portal/contracts/fee-statuses';
import { PROGRAMMES, programmeName } from '@portal/contracts/programmes';
import { OFFICE_APPLICATION_STATUSES, type OfficeApplicationRow } from '@portal/contracts/admission/office';
import { LOGIN_VARIANTS, loginVariantTitle, SYSTEM_IDS } from '@portal/contracts/systems';
import { useLanguage } from '@portal/i18n/namespace';
import { academicYearFilter, OfficeListPage, statusColumn, statusFilter } from '@portal/ui/console/OfficeListPage';
import { useApplicationsConsoleStart } from '@portal/ui/console/shared-work-parts';
import { formatDate } from '@portal/ui/format';
import { StatusTag } from '@portal/ui/StatusTag';
import { admissionOfficeText } from '../office-text';

/** The console's other pages, each a link of its own under the heading. */
const CONSOLE_LINKS = [
  { to: 'dashboard', label: 'dashboard.link' },
  { to: 'outcomes/release', label: 'application.releaseOutcomes' },
  { to: 'results-window', label: 'afterSubmission.batch.title' },
  { to: 'appeals', label: 'application.reviewAppeals' },
  { to: 'entrance-exams', label: 'entranceExams.link' },
  { to: 'application-periods', label: 'applicationPeriods.link' },
] as const;

export function ApplicationsListPage() {
  const text = admissionOfficeText.useText();
  const language = useLanguage();
  const statusWords = (status: AdmissionStatus) => admissionStatuses.words(status, language);
  const start = useApplicationsConsoleStart(text, {
    api: '/office/admission/applications',
    listPath: '.',
    officersApi: '/office/admission/officers',
    links: CONSOLE_LINKS.map((link) => ({ to: link.to, label: text(link.label) })),
    layout: 'paragraphs',
  });
  return (
    <OfficeListPage<OfficeApplicationRow>
      {...start.frame}
      text={text}
      filters={[
        statusFilter(text('list.status'), OFFICE_APPLICATION_STATUSES, statusWords),
        { name: 'category', label: text('list.category'), options: CATEGORY_IDS.map((id) => ({ value: id, label: categoryName(id, language) })) },
        { name: 'programme', label: text('list.programme'), options: PROGRAMMES.map((programme) => ({ value: programme.code, label: programmeName(programme.code, language) })) },
        { name: 'system', label: text('list.system'), options: SYSTEM_IDS.map((id) => ({ value: id, label: loginVariantTitle(LOGIN_VARIANTS.find((variant) => variant.system === id)!, language) })) },
        academicYearFilter(text('list.academicYear'), text('list.academicYearHint')),
        start.assignedTo,
      ]}
      exportColumns={admissionExportColumns}
      rowKey={(row) => row.applicationNumber}
      rowLink={{
        header: text('list.number'),
        to: (row) => `applications/${row.applicationNumber}`,
        text: (row) => row.applicationNumber,
        label: (row) => text('list.open', { number: row.applicationNumber, name: row.applicantName }),
      }}
      columns={[
        { header: text('list.name'), cell: (row) => row.applicantName },
        { header: text('list.category'), cell: (row) => categoryName(row.category, language) },
        { header: text('list.firstChoice'), cell: (row) => (row.programmes[0] ? programmeName(row.programmes[0], language) : '') },
        statusColumn(text('list.status'), statusWords),
        {
          header: text('list.outcome'),
          cell: (row) => (row.outcome ? text(row.outcome.released ? `list.outcomes.${row.outcome.decision}` : `list.outcomesUnreleased.${row.outcome.decision}`) : text('list.noOutcome')),
        },
        { header: text('list.fee'), cell: (row) => <StatusTag status={row.feeStatus} label={feeStatusWords(row.feeStatus, language)} /> },
        { header: text('list.submitted'), cell: (row) => (row.submittedAt ? formatDate(row.submittedAt) : '') },
      ]}
    />
  );
}
