/**
 * An office list taken away as a file (issue 37): the registrar's CSV or an Excel workbook of the
 * rows the list's search finds, with the columns the officer chose, headed in the officer's language.
 * Each list names the columns it can export as a worded set (its ids and their headers in both
 * languages); the API streams the rows and records the export in the staff audit, since it is
 * personal data leaving the portal.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The staff audit's action for an export: its list, filters, format, columns and how many rows left. */
export const LIST_EXPORTED = 'LIST_EXPORTED';

/** The chosen columns' ids, in the list's own order (however the address named them), each once. */
export function chosenColumns<Id extends string>(columnIds: readonly Id[], columns: string): Id[] {
  const chosen = new Set(columns.split(','));
  return columnIds.filter((id) => chosen.has(id));
}
