/**
 * The finance console's list of fees taken away as a file (issue 37; the mechanism is
 * api/src/staff/export.ts): its columns, each cell worded in the officer's language, amounts in
 * Singapore dollars, read a batch at a time in the list's order with the list's search and filters.
 */
import { feeKindWords } from '@portal/contracts/fee-kinds';
import { feeStatusWords } from '@portal/contracts/fee-statuses';
import type { Language } from '@portal/contracts/languages';
import { feeExportColumns, type FeeExportColumn } from '@portal/contracts/payment/office-export';
import type { OfficeFeesQuery } from '@portal/contracts/schemas/office-payment';
import type { Db } from '../../db/database';
import { money, type ExportCell, type ListExport } from '../../staff/export';
import { exportedFees, type ExportedFee } from './office-store';

const CELLS: Record<FeeExportColumn, (row: ExportedFee, language: Language) => ExportCell> = {
  kind: (row, language) => feeKindWords(row.kind, language).title,
  description: (row) => row.description,
  applicationNumber: (row) => row.applicationNumber,
  applicantName: (row) => row.applicantName,
  email: (row) => row.email,
  amount: (row) => money(row.amountCents),
  status: (row, language) => feeStatusWords(row.status, language),
  dueDate: (row) => row.dueDate,
  createdAt: (row) => new Date(row.createdAt),
  paymentReference: (row) => row.latestReference,
  receivedOn: (row) => row.receivedOn,
};

/** The list as a file, for the list's search and filters (the export's own fields apart). */
export function feesExport(db: Db, search: Omit<OfficeFeesQuery, 'page'>): ListExport<ExportedFee, FeeExportColumn> {
  return {
    list: 'FEES',
    fileName: 'fees',
    columns: feeExportColumns,
    cells: CELLS,
    readBatch: (after, size) => exportedFees(db, search, after?.id ?? null, size),
  };
}
