/**
 * The scholarships console's list of applications taken away as a file (issue 37; the mechanism is
 * api/src/staff/export.ts): its columns, each cell worded in the officer's language, read a batch at
 * a time in the list's order with the list's search and filters.
 */
import type { Language } from '@portal/contracts/languages';
import { offerReplies } from '@portal/contracts/office/export';
import { scholarshipStatuses } from '@portal/contracts/scholarship-statuses';
import { exportedScholarshipOutcomes, scholarshipExportColumns, type ScholarshipExportColumn } from '@portal/contracts/scholarship/office-export';
import type { OfficeScholarshipApplicationsQuery } from '@portal/contracts/schemas/scholarship/office';
import type { Db } from '../../db/database';
import { referencedApplicationCells, yearFileName, type ExportCell, type ListExport } from '../../staff/export';
import { exportedScholarshipApplications, type ExportedScholarshipApplication, type ScholarshipNames } from './office-store';

/** A scholarship as the officer reads it; its code when the year no longer defines it. */
const nameOf = (names: ScholarshipNames, language: Language) => names[language] ?? names.code;

const CELLS: Record<ScholarshipExportColumn, (row: ExportedScholarshipApplication, language: Language) => ExportCell> = {
  ...referencedApplicationCells(scholarshipStatuses),
  firstChoice: (row, language) => (row.choiceNames[0] ? nameOf(row.choiceNames[0], language) : null),
  otherChoices: (row, language) => row.choiceNames.slice(1).map((names) => nameOf(names, language)).join('; ') || null,
  outcome: (row, language) => (row.outcome ? exportedScholarshipOutcomes.words(row.outcome.released ? row.outcome.result : `${row.outcome.result}_UNRELEASED`, language) : null),
  scholarshipAwarded: (row, language) => (row.outcome?.scholarship ? nameOf(row.outcome.scholarship, language) : null),
  // Only a released award can be replied to; until the reply, it awaits one.
  awardReply: (row, language) => (row.outcome?.released && row.outcome.result === 'OFFERED' ? offerReplies.words(row.outcome.response ?? 'OFFERED', language) : null),
};

/** The list as a file, for the list's search and filters (the export's own fields apart). */
export function scholarshipApplicationsExport(db: Db, search: Omit<OfficeScholarshipApplicationsQuery, 'page'>): ListExport<ExportedScholarshipApplication, ScholarshipExportColumn> {
  return {
    list: 'SCHOLARSHIP_APPLICATIONS',
    fileName: yearFileName('scholarship-applications', search.academicYear),
    columns: scholarshipExportColumns,
    cells: CELLS,
    readBatch: (after, size) => exportedScholarshipApplications(db, search, after?.id ?? null, size),
  };
}
