/**
 * What the tests of the consoles' exports share (issue 37; api/src/staff/export.ts): a CSV file and an
 * Excel workbook read back as rows, the list's own rows page after page (what an export must equal),
 * the staff audit's export records, and the refusals every export route answers alike.
 */
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@portal/contracts/office/staff';
import { Browser, type TestApp } from './test-app';

/** A CSV file's rows as cells (RFC 4180: a quoted cell may hold commas, doubled quotes and line breaks). */
export function csvRows(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.replace(/^\uFEFF/, '');
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** An Excel workbook's first sheet as rows of values (its header first). */
export async function workbookRows(response: LightMyRequestResponse): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  // exceljs types its input as the older Buffer; the bytes are the same.
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]!.getSheetValues()
    .filter(Boolean)
    .map((row) => (row as unknown[]).slice(1));
}

/** Every row the console's list shows for a search, page after page, in its order. */
export async function listedRows<Row>(officer: Browser, listUrl: string, search: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await officer.get(`${listUrl}?${search}&page=${page}`)).json() as { items: Row[]; total: number; pageSize: number };
    rows.push(...answer.items);
    if (page * answer.pageSize >= answer.total) return rows;
  }
}

/** The staff audit's export records, oldest first. */
export function exportRecords(t: TestApp) {
  return t.app.db.selectFrom('staff_audit').select(['staff_id', 'action', 'target_kind', 'target_id', 'params']).where('action', '=', 'LIST_EXPORTED').orderBy('id').execute();
}

/** The English headers a list of applications known by their reference (scholarships, financial aid) begins with. */
export const REFERENCED_APPLICATION_HEADERS = ['Reference', 'Applicant', 'E-mail address', 'Admission application number', 'Academic year', 'Status', 'Submitted (Singapore time)'];

/** What a CSV export of a list must hold, and how to find the list's rows in it. */
export interface ListExportCase<Row> {
  listUrl: string;
  /** The list's search and filters, as its address holds them. */
  search: string;
  /** The columns asked for, comma-separated in any order. */
  columns: string;
  /** The file's headers (in the list's order of columns). */
  headers: string[];
  fileName: string;
  /** The list, as the staff audit names it, and its filters as recorded (each filter the list has, asked or not). */
  audit: { list: string; filters: Record<string, unknown> };
  /** Each row's key as the list shows it, and the file's column that holds it. */
  key: (row: Row) => string | null;
  keyColumn: number;
  /** How many rows the search finds. */
  rows: number;
}

/**
 * Exports the list as CSV and checks it holds the list's rows for the same search, each once, in the
 * list's order (across the batches the export reads), headed as asked, and that the staff audit
 * records it; answers the file's rows, header apart, for the test's own checks of their cells.
 */
export async function expectListExported<Row>(t: TestApp, officer: Browser, input: ListExportCase<Row>): Promise<string[][]> {
  const response = await officer.get(`${input.listUrl}/export?${input.search}&format=csv&columns=${input.columns}`);
  expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.body }).toEqual({ status: 200, body: null });
  expect(response.headers).toMatchObject({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${input.fileName}"`, 'cache-control': 'no-store' });
  const [header, ...rows] = csvRows(response.body);
  expect(header).toEqual(input.headers);
  const listed = await listedRows<Row>(officer, input.listUrl, input.search);
  expect(rows.map((row) => row[input.keyColumn])).toEqual(listed.map((row) => input.key(row) ?? ''));
  expect(new Set(rows.map((row) => row[input.keyColumn])).size).toBe(input.rows);
  const asked = input.columns.split(',');
  const record = (await exportRecords(t)).at(-1);
  expect(record).toEqual({
    staff_id: expect.any(String),
    action: 'LIST_EXPORTED',
    target_kind: 'LIST',
    target_id: input.audit.list,
    // The columns in the list's order, whatever order they were asked in.
    params: { filters: expect.objectContaining(input.audit.filters), format: 'csv', columns: expect.arrayContaining(asked), rows: input.rows, completed: true },
  });
  expect((record!.params as { columns: string[] }).columns).toHaveLength(asked.length);
  return rows;
}

/** Runs `read` with the officer reading the console in Chinese. */
export async function inChinese<T>(officer: Browser, read: () => Promise<T>): Promise<T> {
  officer.cookies.set('portal_lang', 'zh-Hans');
  try {
    return await read();
  } finally {
    officer.cookies.delete('portal_lang');
  }
}

/**
 * What every export route refuses: no column, an unknown column or format (the error list, 400);
 * another office's officer (403) and nobody signed in (401). None of these is recorded as an export.
 */
export async function expectRefusals(t: TestApp, officer: Browser, input: { listUrl: string; column: string; otherRole: StaffRole }): Promise<void> {
  const url = (query: string) => `${input.listUrl}/export?${query}`;
  const before = (await exportRecords(t)).length;
  const none = await officer.get(url('format=csv&columns='));
  expect({ status: none.statusCode, errors: none.json().errors }).toEqual({ status: 400, errors: expect.arrayContaining([expect.objectContaining({ field: 'columns', code: 'SELECT_EXPORT_COLUMNS' })]) });
  const unknown = await officer.get(url(`format=pdf&columns=${input.column},nric`));
  expect({ status: unknown.statusCode, errors: unknown.json().errors }).toEqual({
    status: 400,
    errors: expect.arrayContaining([expect.objectContaining({ field: 'format', code: 'INVALID_VALUE' }), expect.objectContaining({ field: 'columns', code: 'INVALID_VALUE' })]),
  });
  const other = new Browser(t.app);
  await other.signInAsStaff(input.otherRole);
  expect((await other.get(url(`format=csv&columns=${input.column}`))).statusCode).toBe(403);
  expect((await new Browser(t.app).get(url(`format=csv&columns=${input.column}`))).statusCode).toBe(401);
  expect(await exportRecords(t)).toHaveLength(before);
}
