/**
 * Tabular exports, CSV or XLSX, streamed: the one way a list becomes a file. The rows come from
 * the list's own query a stretch at a time (`chunksOf`), so an export never holds more than the
 * list shows nor more than one stretch in memory.
 */
import { PassThrough, Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '#shared/schemas/export.js';
import { csvLine, defuseFormula } from './csv.js';

export type CellValue = string | number | null | undefined;

export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => CellValue;
  /**
   * What the XLSX cell is: text (the default), a number, an amount of money, a day (YYYY-MM-DD)
   * or a moment (ISO 8601, shown in UTC). CSV writes every value as it comes.
   */
  kind?: 'text' | 'number' | 'money' | 'date' | 'datetime';
  /** Width of the XLSX column, in characters. */
  width?: number;
}

export interface ExportTable<Row> {
  /** What the file holds, for its name and its sheet: `Employees` → `Employees_2026-11-25.xlsx`. */
  title: string;
  /** The day the file is of (the organisation's today), in its name. */
  day: string;
  columns: readonly ExportColumn<Row>[];
  /** The rows, a stretch at a time, in the list's order. */
  rows: AsyncIterable<Row[]>;
}

/** Rows read per query: big enough to keep the queries few, small enough to keep memory flat. */
export const EXPORT_CHUNK = 2000;

/**
 * The rows of a list `size` at a time, through the list's own page query (`page(limit, offset)`):
 * the same scope, filters and order as its screen. The list's order must be total (it ends with a
 * unique column), so consecutive stretches neither repeat nor skip a row.
 */
export async function* chunksOf<Row>(
  page: (limit: number, offset: number) => PromiseLike<Row[]>,
  size: number = EXPORT_CHUNK,
): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += size) {
    let rows: Row[] | null = await page(size, offset);
    const count = rows.length;
    if (count) yield rows;
    // Let go of it before the next query: no stretch outlives its turn.
    rows = null;
    if (count < size) return;
  }
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `Leave balances 2026` → `Leave_balances_2026`: a file name without spaces or odd characters. */
const fileTitle = (title: string) => title.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_|_$/g, '');

/** The file name of an export: what and when. */
export const exportFileName = (title: string, day: string, format: ExportFormat) =>
  `${fileTitle(title)}_${day}.${format}`;

/**
 * Sends the table as a CSV or XLSX attachment, streamed. The first stretch of rows is read before
 * anything is sent, so a query the database refuses is still a JSON refusal, not a cut-off file;
 * a failure later ends the download early (and is logged).
 */
export async function sendExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  table: ExportTable<Row>,
): Promise<FastifyReply> {
  const stretches = table.rows[Symbol.asyncIterator]();
  const first = await stretches.next();
  const body = format === 'xlsx' ? xlsxBody(table, first, stretches) : csvBody(table.columns, first, stretches);
  body.on('error', (error) => reply.log.error({ err: error }, 'export ended early'));
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${exportFileName(table.title, table.day, format)}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

type Stretches<Row> = AsyncIterator<Row[]>;

function csvBody<Row>(
  columns: readonly ExportColumn<Row>[],
  first: IteratorResult<Row[]>,
  stretches: Stretches<Row>,
): Readable {
  const held = { next: first as IteratorResult<Row[]> | null };
  async function* text() {
    try {
      yield csvLine(columns.map((column) => column.header));
      while (held.next && !held.next.done) {
        let lines = '';
        for (const row of held.next.value) lines += csvLine(columns.map((column) => column.value(row)));
        held.next = null;
        yield lines;
        held.next = await stretches.next();
      }
    } finally {
      // The download ended early (the client left): the rows stop being read.
      await stretches.return?.();
    }
  }
  return Readable.from(text());
}

/** An XLSX cell holds at most this many characters; longer text is cut there. */
const XLSX_MAX_TEXT = 32_767;

const NUMBER_FORMATS: Partial<Record<NonNullable<ExportColumn<unknown>['kind']>, string>> = {
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};

/**
 * A value as its XLSX cell: numbers and days typed, everything else text — never a formula, and
 * text that starts like one defused as in CSV (so it stays text when edited or saved as CSV).
 */
export function xlsxCell(kind: ExportColumn<unknown>['kind'], value: CellValue): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'number' || kind === 'money') {
    const number = Number(value);
    return Number.isFinite(number) ? number : defuseFormula(String(value));
  }
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T00:00:00Z`);
  }
  if (kind === 'datetime' && typeof value === 'string') {
    const moment = new Date(value);
    if (!Number.isNaN(moment.getTime())) return moment;
  }
  return defuseFormula(String(value)).slice(0, XLSX_MAX_TEXT);
}

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** Resolves once `stream` has room again (or is gone): the download's pace sets the export's. */
function roomIn(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * The XLSX file through ExcelJS's streaming writer: each row is committed (written out and
 * forgotten) as soon as it is added, strings inline (no shared-strings table growing with the
 * file), the header row bold and frozen. Rows are added a stretch at a time, and only while the
 * download keeps up.
 */
function xlsxBody<Row>(table: ExportTable<Row>, first: IteratorResult<Row[]>, stretches: Stretches<Row>): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  workbook.creator = 'EMS Panel';
  const sheet = workbook.addWorksheet(sheetName(table.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => {
    const numFmt = column.kind ? NUMBER_FORMATS[column.kind] : undefined;
    return { width: column.width ?? 18, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = sheet.addRow(table.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  const held = { next: first as IteratorResult<Row[]> | null };
  const write = async () => {
    try {
      while (held.next && !held.next.done) {
        if (out.destroyed) return;
        for (const row of held.next.value) {
          sheet.addRow(table.columns.map((column) => xlsxCell(column.kind, column.value(row)))).commit();
        }
        held.next = null;
        await roomIn(out);
        held.next = await stretches.next();
      }
      sheet.commit();
      await workbook.commit();
    } finally {
      await stretches.return?.();
    }
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
