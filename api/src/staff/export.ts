/**
 * An office list taken away as a file (issue 37, @portal/contracts/office/export): CSV or an Excel
 * workbook of the rows the list's search finds, with the columns the officer chose, headed in their
 * language. The rows are read a batch at a time and written as they come, so a list of 60,000 never
 * sits in memory; when the file is sent (or the download stopped), the export is recorded in the staff
 * audit — who, when, which list and filters, how many rows — as it is personal data leaving the portal.
 * Each console's list gives its columns (a worded set), how to word each cell and how to read a batch.
 */
import { PassThrough, Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CSV_BYTE_ORDER_MARK, csvLine } from '@portal/contracts/csv';
import type { Language } from '@portal/contracts/languages';
import { chosenColumns, LIST_EXPORTED, type ExportFormat } from '@portal/contracts/office/export';
import type { WordedSet } from '@portal/contracts/worded-set';
import type { Db } from '../db/database';
import { recordStaffAction } from './audit';

/** A cell: text, a number, or a moment (written as Singapore time). */
export type ExportCell = string | number | Date | null;

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
const csvCell = (cell: ExportCell) => (cell instanceof Date ? singaporeWallClock(cell).toISOString().slice(0, 16).replace('T', ' ') : cell);

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

/**
 * An Excel workbook written as a stream (exceljs's streaming writer: each row is committed, then
 * gone from memory). Moments are real Excel dates in Singapore time, so they sort and filter as dates.
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
        const added = sheet.addRow(cellsOf(row).map((cell) => (cell instanceof Date ? singaporeWallClock(cell) : cell)));
        added.eachCell((cell) => {
          if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd hh:mm';
        });
        added.commit();
        rows += 1;
        counted(rows);
        // The browser reads slower than the database answers: wait for it, rather than buffer the list.
        if (file.writableNeedDrain) await new Promise((resolve) => file.once('drain', resolve));
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
