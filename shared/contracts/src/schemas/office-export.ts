/**
 * An office list's export (@portal/contracts/office/export): the list's own search and filters, then
 * the file's format and the columns chosen, comma-separated.
 */
import * as yup from 'yup';
import { EXPORT_FORMATS } from '../office/export';
import { text } from './common';

/** The fields an export adds to its list's search (the list's query schema, less its `page`). */
export function exportFields(columnIds: readonly string[]) {
  return {
    format: text().trim().required('SELECT_EXPORT_FORMAT').oneOf([...EXPORT_FORMATS], 'INVALID_VALUE'),
    columns: text()
      .trim()
      .required('SELECT_EXPORT_COLUMNS')
      .test('known', 'INVALID_VALUE', (value) => !value || value.split(',').every((id) => columnIds.includes(id))),
  };
}

/** The console's export form (its columns a list of ids, joined before checking), as the API checks the same fields. */
export const exportChoiceSchema = (columnIds: readonly string[]) => yup.object(exportFields(columnIds));

/**
 * A list's export route's query: the list's own search and filters (its query schema, less the page:
 * a file takes every row), then the format and the columns of the list's worded set.
 */
export function listExportSchema<Query extends yup.AnyObject & { page?: unknown }, Context, Defaults, Flags extends yup.Flags>(
  listQuery: yup.ObjectSchema<Query, Context, Defaults, Flags>,
  columns: { values: readonly string[] },
) {
  return listQuery.omit(['page']).shape(exportFields(columns.values));
}
