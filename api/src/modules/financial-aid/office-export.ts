/**
 * The financial aid console's list of applications taken away as a file (issue 37; the mechanism is
 * api/src/staff/export.ts): its columns, each cell worded in the officer's language, amounts in
 * Singapore dollars, read a batch at a time in the list's order with the list's search and filters.
 */
import { aidApplicationStatuses } from '@portal/contracts/financial-aid-statuses';
import { aidExportColumns, type AidExportColumn } from '@portal/contracts/financial-aid/office-export';
import type { AidPackageStatus } from '@portal/contracts/financial-aid/model';
import type { Language } from '@portal/contracts/languages';
import { offerReplies } from '@portal/contracts/office/export';
import type { OfficeAidApplicationsQuery } from '@portal/contracts/schemas/financial-aid/office';
import type { ValueOf } from '@portal/contracts/worded-set';
import type { Db } from '../../db/database';
import { money, referencedApplicationCells, yearFileName, type ExportCell, type ListExport } from '../../staff/export';
import { exportedAidApplications, type ExportedAidApplication } from './office-store';

/** A live package's state as a reply to an offer (a package "rejected" is declined). */
const PACKAGE_REPLIES: Record<Exclude<AidPackageStatus, 'SUPERSEDED'>, ValueOf<typeof offerReplies>> = { OFFERED: 'OFFERED', ACCEPTED: 'ACCEPTED', REJECTED: 'DECLINED', LAPSED: 'LAPSED' };

/** The bursaries' amounts for the year added up (loans have none); none without a package. */
const bursariesCents = (row: ExportedAidApplication) => (row.package ? row.package.items.reduce((sum, item) => sum + (item.annualAmountCents ?? 0), 0) : null);

const CELLS: Record<AidExportColumn, (row: ExportedAidApplication, language: Language) => ExportCell> = {
  ...referencedApplicationCells(aidApplicationStatuses),
  perCapitaIncome: (row) => money(row.perCapitaIncomeCents),
  packageSchemes: (row, language) => row.package?.items.map((item) => item.name[language]).join('; ') || null,
  packageBursaries: (row) => money(bursariesCents(row)),
  packageReply: (row, language) => (row.package && row.package.status !== 'SUPERSEDED' ? offerReplies.words(PACKAGE_REPLIES[row.package.status], language) : null),
};

/** The list as a file, for the list's search and filters (the export's own fields apart). */
export function aidApplicationsExport(db: Db, search: Omit<OfficeAidApplicationsQuery, 'page'>): ListExport<ExportedAidApplication, AidExportColumn> {
  return {
    list: 'FINANCIAL_AID_APPLICATIONS',
    fileName: yearFileName('financial-aid-applications', search.academicYear),
    columns: aidExportColumns,
    cells: CELLS,
    readBatch: (after, size) => exportedAidApplications(db, search, after?.id ?? null, size),
  };
}
