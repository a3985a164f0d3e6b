/**
 * An office list taken away as a file (issue 37, @portal/contracts/office/export): CSV or an Excel
 * workbook of the rows the list's search finds, with the columns the officer chose, headed in their
 * language. The rows are read a batch at a time and written as they come, so a list of 60,000 never
 * sits in memory; when the file is sent (or the download stopped), the export is recorded in the staff
 * audit — who, when, which list and filters, how many rows — as it is personal data leaving the portal.
 * Each console's list gives its columns (a worded set), how to word each cell and how to read a batch
 * (a keyset on the list's order: `newestFirst`), and registers its route with `registerListExport`.
 */
import { PassThrough, Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { ObjectSchema } from 'yup';
import { CSV_BYTE_ORDER_MARK, csvLine } from '@portal/contracts/csv';
import type { Language } from '@portal/contracts/languages';
import { chosenColumns, LIST_EXPORTED, type ExportFormat, type referencedApplicationColumns } from '@portal/contracts/office/export';
import type { WordedSet } from '@portal/contracts/worded-set';
import type { Db } from '../db/database';
import { errorResponses } from '../http/openapi-schemas';
import { requestLanguage } from '../http/request-language';
import { recordStaffAction } from './audit';
import { activeStaff } from './staff-plugin';

/** An amount of Singapore dollars, kept in cents: written with two decimals (an Excel number formatted so). */
export interface MoneyCell {
  cents: number;
}

/** A cell: text, a number, an amount, or a moment (written as Singapore time). */
export type ExportCell = string | number | MoneyCell | Date | null;

/** An amount in cents as a cell; none when there is none. */
export const money = (cents: number | null): MoneyCell | null => (cents === null ? null : { cents });
const isMoney = (cell: ExportCell): cell is MoneyCell => typeof cell === 'object' && cell !== null && !(cell instanceof Date);

/** How many rows one read brings: small enough to stream, large enough that reads are few. */
export const EXPORT_BATCH = 1_000;

export interface ListExport<Row, Column extends string> {
  /** The list, as the staff audit names it (ADMISSION_APPLICATIONS). */
  list: string;
  /** The file's name, without its extension. */
  fileName: string;
  columns: WordedSet<Column>;
  /** Each column's cell for a row, in the officer's language. */
  cells: Record<Column, (row: Row, language: Language) => ExportCell>;
  /** The next batch of rows after `after` (null: the first), in the list's order; fewer than `size` ends the list. */
  readBatch: (after: Row | null, size: number) => Promise<Row[]>;
}

/** A row of a list of applications known by their reference (the scholarships and financial aid lists). */
interface ReferencedApplicationRow<Status extends string> {
  reference: string | null;
  applicantName: string;
  email: string;
  /** '' when it goes with no admission application. */
  admissionApplicationNumber: string;
  academicYear: string;
  status: Status;
  submittedAt: string | null;
}

/** The cells of the columns such a list begins with (@portal/contracts/office/export's referencedApplicationColumns), its status worded by its own set. */
export function referencedApplicationCells<Status extends string>(statuses: WordedSet<Status>) {
  return {
    reference: (row) => row.reference,
    applicantName: (row) => row.applicantName,
    email: (row) => row.email,
    admissionApplicationNumber: (row) => row.admissionApplicationNumber || null,
    academicYear: (row) => row.academicYear,
    status: (row, language) => statuses.words(row.status, language),
    submittedAt: (row) => (row.submittedAt ? new Date(row.submittedAt) : null),
  } satisfies Record<keyof typeof referencedApplicationColumns, (row: ReferencedApplicationRow<Status>, language: Language) => ExportCell>;
}

/** A file's name for a list of one academic year or of every year: applications-2026-2027, applications. */
export const yearFileName = (name: string, academicYear: string) => (academicYear ? `${name}-${academicYear.replace('/', '-')}` : name);

export interface ExportRequest {
  format: ExportFormat;
  /** The chosen columns' ids, comma-separated (checked by the list's export schema). */
  columns: string;
  /** The list's search and filters as asked, for the audit. */
  filters: Record<string, unknown>;
  language: Language;
  staffId: string;
  now: () => Date;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const SINGAPORE_OFFSET_MS = 8 * 3_600_000;
/** A moment as Singapore's wall clock (UTC+8 all year), which is what the office reads. */
const singaporeWallClock = (at: Date) => new Date(at.getTime() + SINGAPORE_OFFSET_MS);
function csvCell(cell: ExportCell): string | number | null {
  if (cell instanceof Date) return singaporeWallClock(cell).toISOString().slice(0, 16).replace('T', ' ');
  // Amounts are never negative, so the text cannot read as a formula.
  return isMoney(cell) ? (cell.cents / 100).toFixed(2) : cell;
}

/** A cell as the workbook holds it: moments as Singapore's wall clock, amounts as dollars (formatted by xlsxFormat). */
function xlsxCell(cell: ExportCell): string | number | Date | null {
  if (cell instanceof Date) return singaporeWallClock(cell);
  return isMoney(cell) ? cell.cents / 100 : cell;
}
const xlsxFormat = (cell: ExportCell) => (cell instanceof Date ? 'yyyy-mm-dd hh:mm' : isMoney(cell) ? '#,##0.00' : undefined);

/** The list's rows, a batch at a time, each batch read after the last row of the one before. */
async function* rowsOf<Row>(readBatch: (after: Row | null, size: number) => Promise<Row[]>): AsyncGenerator<Row> {
  let after: Row | null = null;
  for (;;) {
    const batch = await readBatch(after, EXPORT_BATCH);
    yield* batch;
    if (batch.length < EXPORT_BATCH) return;
    after = batch.at(-1)!;
  }
}

/** Sends the export as the reply's body, and records it once the body has ended or been abandoned. */
export function sendListExport<Row, Column extends string>(db: Db, reply: FastifyReply, list: ListExport<Row, Column>, request: ExportRequest): FastifyReply {
  const columns = chosenColumns(list.columns.values, request.columns);
  const headers = columns.map((column) => list.columns.words(column, request.language));
  const cellsOf = (row: Row) => columns.map((column) => list.cells[column](row, request.language));
  let written = 0;
  let finished = false;
  const record = () =>
    recordStaffAction(db, {
      staffId: request.staffId,
      action: LIST_EXPORTED,
      targetKind: 'LIST',
      targetId: list.list,
      params: { filters: request.filters, format: request.format, columns, rows: written, completed: finished },
      at: request.now(),
    }).catch((error: unknown) => reply.log.error({ err: error, list: list.list }, 'an export could not be recorded in the staff audit'));

  async function* csv(): AsyncGenerator<string> {
    try {
      yield CSV_BYTE_ORDER_MARK + csvLine(headers);
      for await (const row of rowsOf(list.readBatch)) {
        yield csvLine(cellsOf(row).map(csvCell));
        written += 1;
      }
      finished = true;
    } finally {
      await record();
    }
  }

  const body = request.format === 'csv' ? Readable.from(csv()) : workbook(headers, cellsOf, list.readBatch, (count) => (written = count), async (done) => {
    finished = done;
    await record();
  });
  return reply
    .header('content-type', CONTENT_TYPES[request.format])
    .header('content-disposition', contentDisposition(`${list.fileName}.${request.format}`))
    .header('cache-control', 'no-store')
    .send(body);
}

/** A stream that may have buffered what was written to it, with the state both Node's and older readable-stream streams keep. */
type Buffering = NodeJS.EventEmitter & { _writableState?: { length?: number; needDrain?: boolean } };

/** How much of the sheet's XML may wait for the compression: enough that making rows and compressing them overlap. */
const COMPRESSION_BACKLOG_BYTES = 1024 * 1024;

/**
 * The stream that takes the sheet's XML into the zip's compression, when its backlog is full.
 * exceljs 4.4's streaming writer writes each committed row's XML into it without heeding its answer,
 * so rows made faster than they are deflated pile up there — a year's list, uncompressed, in memory
 * (measured: 60,000 rows grew the process by 200 MB). It is the worksheet's `_stream` (a StreamBuf)
 * `pipes`; nothing public tells, so this reads exceljs's own fields, and finds none if they change.
 */
function compressionIntake(sheet: object): Buffering | undefined {
  const pipes = (sheet as unknown as { _stream?: { pipes?: Buffering[] } })._stream?.pipes ?? [];
  return pipes.find((pipe) => pipe._writableState?.needDrain && (pipe._writableState.length ?? 0) >= COMPRESSION_BACKLOG_BYTES);
}

/** Resolves once `stream` has drained, or at once when it needs no draining; also when the download is abandoned (`file` closed). */
function drained(stream: Buffering | undefined, file: PassThrough): Promise<void> {
  if (!stream || file.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      file.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    file.once('close', done);
  });
}

/**
 * An Excel workbook written as a stream (exceljs's streaming writer: each row is committed, then
 * gone from memory, once the compression and the browser have taken it). Moments are real Excel dates in Singapore time, so they sort and filter as dates.
 */
function workbook<Row>(
  headers: string[],
  cellsOf: (row: Row) => ExportCell[],
  readBatch: (after: Row | null, size: number) => Promise<Row[]>,
  counted: (rows: number) => void,
  ended: (finished: boolean) => Promise<void>,
): PassThrough {
  const file = new PassThrough();
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: true, useSharedStrings: false });
  const sheet = writer.addWorksheet('Export', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    let rows = 0;
    let finished = false;
    try {
      for await (const row of rowsOf(readBatch)) {
        if (file.destroyed) break;
        const cells = cellsOf(row);
        const added = sheet.addRow(cells.map(xlsxCell));
        cells.forEach((cell, index) => {
          const format = xlsxFormat(cell);
          if (format) added.getCell(index + 1).numFmt = format;
        });
        added.commit();
        rows += 1;
        counted(rows);
        // Each row waits for the zip's compression, then for the browser, rather than buffer the list.
        await drained(compressionIntake(sheet), file);
        if (file.writableNeedDrain) await drained(file, file);
      }
      if (!file.destroyed) {
        sheet.commit();
        await writer.commit();
        finished = true;
      }
    } catch (error) {
      file.destroy(error as Error);
    } finally {
      await ended(finished);
    }
  })();
  return file;
}

/**
 * A list's order that an export can read on from: every key descending, the last one unique (the
 * row's id), so "the rows after this one" is one row comparison the page and the export share. The
 * row's keys are read back by its id rather than carried in JavaScript, whose Date would drop a
 * timestamp's microseconds (a default of now() has them) and skip or repeat rows.
 */
export function newestFirst(keys: readonly RawBuilder<unknown>[], table: RawBuilder<unknown>, id: RawBuilder<unknown>) {
  const row = sql.join(keys);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's query: only its ORDER BY is added
    orderBy: <Query extends SelectQueryBuilder<any, any, any>>(query: Query): Query => keys.reduce((ordered, key) => ordered.orderBy(key, 'desc') as Query, query),
    /** The condition "after the row with this id"; `table` is aliased as the keys name it, so the keys read that row alone. */
    after: (rowId: string) => sql<boolean>`(${row}) < (SELECT ${row} FROM ${table} WHERE ${id} = ${rowId})`,
  };
}

/** The fields a list's export query adds to the list's search (listExportSchema). */
interface ExportQuery {
  format: ExportFormat;
  columns: string;
}

export interface ListExportRoute<Query extends ExportQuery, Row, Column extends string> {
  /** The list's route, to which /export is added. */
  listUrl: string;
  tags: string[];
  /** What the list's rows are, for the OpenAPI summary ("The list's fees"). */
  rows: string;
  /** The list's query schema less its page, with the export's fields (listExportSchema). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context, defaults and flags: only the checked query's type matters here
  querystring: ObjectSchema<Query, any, any, any>;
  /** The list as a file, for the list's search and filters alone (and the officer, whose queue a filter may name). */
  listExport: (search: Omit<Query, keyof ExportQuery>, staffId: string) => ListExport<Row, Column>;
}

/**
 * GET `<list>/export`: the list's rows for the same search and filters as a CSV or Excel file, the
 * columns chosen headed in the officer's language, streamed, recorded in the staff audit. The
 * console's role guards it as it guards the list (http/route-access.ts follows the path).
 */
export function registerListExport<Query extends ExportQuery, Row, Column extends string>(app: FastifyInstance, route: ListExportRoute<Query, Row, Column>): void {
  app.get(
    `${route.listUrl}/export`,
    {
      schema: {
        tags: route.tags,
        summary: `${route.rows} for the same search and filters, as a CSV or Excel file with the chosen columns headed in the officer's language (streamed); recorded in the staff audit`,
        querystring: route.querystring,
        produces: ['text/csv', CONTENT_TYPES.xlsx],
        response: { 200: { description: 'The file (CSV in UTF-8, or an Excel workbook), as an attachment', type: 'string', format: 'binary' }, ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) => {
      // Fastify cannot resolve a generic route's query type; the schema above has checked it is a Query.
      const { format, columns, ...search } = request.query as Query;
      const { staffId } = activeStaff(request);
      return sendListExport(app.db, reply, route.listExport(search, staffId), { format, columns, filters: search, language: requestLanguage(request), staffId, now: () => app.now() });
    },
  );
}
