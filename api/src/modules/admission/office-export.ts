/**
 * The admissions console's list of applications taken away as a file (issue 37; the mechanism is
 * api/src/staff/export.ts): its columns, each cell worded in the officer's language, read a batch at
 * a time in the list's order with the list's search and filters.
 */
import { admissionStatuses } from '@portal/contracts/admission-statuses';
import { admissionExportColumns, exportedOutcomes, type AdmissionExportColumn } from '@portal/contracts/admission/office-export';
import { categoryName } from '@portal/contracts/categories';
import { feeStatusWords } from '@portal/contracts/fee-statuses';
import type { Language } from '@portal/contracts/languages';
import { offerReplies } from '@portal/contracts/office/export';
import { programmeName } from '@portal/contracts/programmes';
import type { OfficeApplicationsExport } from '@portal/contracts/schemas/admission/office';
import { LOGIN_VARIANTS, loginVariantTitle } from '@portal/contracts/systems';
import type { Db } from '../../db/database';
import { yearFileName, type ListExport } from '../../staff/export';
import { exportedApplications, type ExportedApplication } from './office-store';

const systemName = (system: string, language: Language) => {
  const variant = LOGIN_VARIANTS.find((candidate) => candidate.system === system);
  return variant ? loginVariantTitle(variant, language) : system;
};

const CELLS: Record<AdmissionExportColumn, (row: ExportedApplication, language: Language) => string | Date | null> = {
  applicationNumber: (row) => row.applicationNumber,
  applicantName: (row) => row.applicantName,
  email: (row) => row.email,
  system: (row, language) => systemName(row.system, language),
  category: (row, language) => categoryName(row.category, language),
  academicYear: (row) => row.academicYear,
  status: (row, language) => admissionStatuses.words(row.status, language),
  feeStatus: (row, language) => feeStatusWords(row.feeStatus, language),
  submittedAt: (row) => (row.submittedAt ? new Date(row.submittedAt) : null),
  firstChoice: (row, language) => (row.programmes[0] ? programmeName(row.programmes[0], language) : null),
  otherChoices: (row, language) => row.programmes.slice(1).map((code) => programmeName(code, language)).join('; ') || null,
  outcome: (row, language) => (row.outcome ? exportedOutcomes.words(row.outcome.released ? row.outcome.decision : `${row.outcome.decision}_UNRELEASED`, language) : null),
  offeredProgramme: (row, language) => (row.outcome?.decision === 'OFFERED' && row.offeredProgramme ? programmeName(row.offeredProgramme, language) : null),
  offerReply: (row, language) => (row.outcome?.released && offerReplies.has(row.offerReply) ? offerReplies.words(row.offerReply, language) : null),
};

/** The list as a file, for the list's search and filters (the export's own fields apart). */
export function applicationsExport(db: Db, search: Omit<OfficeApplicationsExport, 'format' | 'columns'>): ListExport<ExportedApplication, AdmissionExportColumn> {
  return {
    list: 'ADMISSION_APPLICATIONS',
    fileName: yearFileName('applications', search.academicYear),
    columns: admissionExportColumns,
    cells: CELLS,
    readBatch: (after, size) => exportedApplications(db, search, after, size),
  };
}
