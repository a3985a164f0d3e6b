/**
 * The scholarships console's start: every submitted scholarship application, searchable by reference,
 * admission application number, name or e-mail and filtered by status, scholarship and academic year,
 * 25 a page, on the consoles' list kit (OfficeListPage: the search lives in the address), and taken
 * away as CSV or Excel with the columns the officer chooses.
 */
import type { Language } from '@portal/contracts/languages';
import { scholarshipStatuses, type ScholarshipStatus } from '@portal/contracts/scholarship-statuses';
import { OFFICE_SCHOLARSHIP_STATUSES, type OfficeScholarshipApplicationRow, type ScholarshipDefinition } from '@portal/contracts/scholarship/office';
import { scholarshipExportColumns } from '@portal/contracts/scholarship/office-export';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { academicYearFilter, OfficeListPage, referencedApplicationRows, statusColumn, statusFilter } from '@portal/ui/console/OfficeListPage';
import { useApplicationsConsoleStart } from '@portal/ui/console/shared-work-parts';
import { formatDate } from '@portal/ui/format';
import { officeApi, officePaths } from '../office-api';
import { scholarshipOfficeText } from '../office-text';

/** Each scholarship code once (a code may be defined in several years), named in the reader's language. */
function scholarshipOptions(scholarships: readonly ScholarshipDefinition[], language: Language) {
  const byCode = new Map<string, string>();
  for (const scholarship of scholarships) if (!byCode.has(scholarship.code)) byCode.set(scholarship.code, scholarship.name[language]);
  return [...byCode].map(([code, name]) => ({ value: code, label: `${name} (${code})` }));
}

export function ApplicationsListPage() {
  const text = scholarshipOfficeText.useText();
  const language = useLanguage();
  const statusWords = (status: ScholarshipStatus) => scholarshipStatuses.words(status, language);
  const scholarships = useApiQuery<ScholarshipDefinition[]>(officeApi.scholarships).data ?? [];
  const rows = referencedApplicationRows<OfficeScholarshipApplicationRow>(text, officePaths.application);
  const start = useApplicationsConsoleStart(text, {
    api: officeApi.applications,
    listPath: officePaths.applications,
    officersApi: officeApi.officers,
    links: [
      { to: officePaths.dashboard, label: text('dashboard.link') },
      { to: officePaths.scholarships, label: text('console.scholarships') },
      { to: officePaths.release, label: text('console.release') },
    ],
  });
  const nameOf = (row: OfficeScholarshipApplicationRow, code: string) => scholarships.find((scholarship) => scholarship.code === code && scholarship.academicYear === row.academicYear)?.name[language] ?? code;
  return (
    <OfficeListPage<OfficeScholarshipApplicationRow>
      {...start.frame}
      text={text}
      filters={[
        statusFilter(text('list.status'), OFFICE_SCHOLARSHIP_STATUSES, statusWords),
        // A code in the address that the catalogue does not (yet) name still shows as chosen.
        { name: 'scholarship', label: text('list.scholarship'), options: scholarshipOptions(scholarships, language), keepUnknownValue: true },
        academicYearFilter(text('list.academicYear'), text('common.academicYearHint')),
        start.assignedTo,
      ]}
      exportColumns={scholarshipExportColumns}
      rowKey={rows.rowKey}
      rowLink={rows.rowLink}
      columns={[
        ...rows.firstColumns,
        { header: text('list.academicYear'), cell: (row) => row.academicYear },
        {
          header: text('list.choices'),
          cell: (row) => (
            <ol className="pt-list pt-list--number">
              {row.choices.map((code) => (
                <li key={code}>{nameOf(row, code)}</li>
              ))}
            </ol>
          ),
        },
        statusColumn(text('list.status'), statusWords),
        { header: text('list.submitted'), cell: (row) => (row.submittedAt ? formatDate(row.submittedAt) : '') },
      ]}
    />
  );
}
