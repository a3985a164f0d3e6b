/**
 * CSV as the registrar's spreadsheet reads it (RFC 4180): a cell holding a comma, a quote or a line
 * break is quoted, and a cell a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage
 * return first) is written as text, so a name typed as "=HYPERLINK(…)" stays a name (OWASP's CSV
 * injection advice). Used wherever the office takes figures or lists away (a dashboard's chart, a
 * console's export).
 */

/** Makes Excel read the file as UTF-8 (Chinese names and words stay readable). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of a CSV file, ending in CRLF. */
export const csvLine = (cells: ReadonlyArray<string | number | null>): string => `${cells.map(csvCell).join(',')}\r\n`;
