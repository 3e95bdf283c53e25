/**
 * The rows of a workbook's first sheet, read with exceljs's sheet parser, each cell as the text a
 * person sees in it. Runs in a worker thread (xlsx-worker.ts): the parts to read were chosen and
 * their declared sizes checked on the main thread (xlsx-rows.ts); here they are unpacked within
 * the budget left, whatever their headers say, and parsed.
 */
import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { unpackEntry, ZipRefusal, type ZipEntry } from './zip-archive.js';

export interface SheetRow {
  /** The sheet's row number (1-based), for messages: 'Row 3'. */
  number: number;
  /** The cells' text by column (0 is column A). */
  cells: string[];
}

/** The parts of a workbook the first sheet's cells need, read before it (each only if present). */
export const PARTS = {
  rels: 'xl/_rels/workbook.xml.rels',
  workbook: 'xl/workbook.xml',
  sharedStrings: 'xl/sharedStrings.xml',
  styles: 'xl/styles.xml',
} as const;

/** A sheet's part: xl/worksheets/sheet1.xml is sheet '1'. */
export const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;
export const sheetPart = (sheetNo: string) => `xl/worksheets/sheet${sheetNo}.xml`;

export interface SheetTask {
  bytes: Uint8Array;
  /** The parts to unpack: those of PARTS the workbook has, and its first sheet. */
  parts: ZipEntry[];
  sheetNo: string;
  /** Bytes all the parts may unpack to together. */
  budget: number;
  /** Rows kept (the sheet is read to its end whatever this is, for the formula check and the count). */
  keep: number;
}

export type SheetOutcome =
  { rows: SheetRow[]; total: number } | { refused: 'notSpreadsheet' | 'unpackedTooLarge' } | { formula: string };

const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

/** A cell as text: numbers as written, dates as YYYY-MM-DD, links and rich text as their text; null for a formula. */
function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid date' : value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) return null;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  if ('error' in value) return value.error;
  return '';
}

/**
 * exceljs's streaming reader, fed part by part. Its own `parse()` reads the ZIP with unzipper in
 * one pass and silently drops entries that arrive while it awaits another (exceljs issue #3064):
 * under load a workbook's shared strings went missing and its header read as empty cells. The
 * parts are unpacked here instead (within the budget) and handed to the reader's parsers in the
 * order they depend on each other. These parsers are exceljs 4.4's own (not in its typings);
 * import-table.unit.test.ts reads workbooks written in every part order through them.
 */
interface PartParsers {
  _parseRels(stream: Readable): Promise<void>;
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseSharedStrings(stream: Readable): AsyncIterable<unknown>;
  _parseStyles(stream: Readable): Promise<void>;
  _parseWorksheet(
    chunks: AsyncIterable<string>,
    sheetNo: string,
  ): Iterable<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/** A part's text in pieces of 64 kB, decoded as it goes (a character split between pieces is kept whole). */
async function* textPieces(bytes: Uint8Array): AsyncIterable<string> {
  const decoder = new TextDecoder('utf-8');
  for (let at = 0; at < bytes.length; at += 65_536) {
    yield decoder.decode(bytes.subarray(at, at + 65_536), { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The parts, unpacked in turn from what is left of the budget; null when they pass it. */
function unpackParts(task: SheetTask): Map<string, Buffer> | null {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const files = new Map<string, Buffer>();
  let left = task.budget;
  try {
    for (const part of task.parts) {
      const content = unpackEntry(bytes, part, left);
      left -= content.length;
      files.set(part.name, content);
    }
  } catch (error) {
    if (error instanceof ZipRefusal && error.reason === 'tooLarge') return null;
    throw error;
  }
  return files;
}

/** Reads the first sheet's rows; every way a file fails is an outcome, not an exception. */
export async function readFirstSheet(task: SheetTask): Promise<SheetOutcome> {
  let files: Map<string, Buffer> | null;
  try {
    files = unpackParts(task);
  } catch {
    return { refused: 'notSpreadsheet' };
  }
  if (!files) return { refused: 'unpackedTooLarge' };
  // Loaded once the parts are known to fit: a new worker refuses a bomb without waiting for it.
  const { default: exceljs } = await import('exceljs');
  const exceljsReader: object = new exceljs.stream.xlsx.WorkbookReader(new PassThrough(), {
    sharedStrings: 'cache',
    // Styles tell a date from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const reader = exceljsReader as PartParsers;
  // Without xl/workbook.xml no sheet names are known and dates count from 1900.
  Object.assign(reader, { model: { sheets: [] }, properties: {} });
  // In pieces, as the sheet: a part handed over whole is parsed into one array of all its events.
  const part = (name: string) => Readable.from(textPieces(files.get(name)!));
  let formula: string | undefined;
  const read = { rows: [] as SheetRow[], total: 0 };
  try {
    if (files.has(PARTS.rels)) await reader._parseRels(part(PARTS.rels));
    if (files.has(PARTS.workbook)) await reader._parseWorkbook(part(PARTS.workbook));
    if (files.has(PARTS.sharedStrings)) for await (const _ of reader._parseSharedStrings(part(PARTS.sharedStrings)));
    if (files.has(PARTS.styles)) await reader._parseStyles(part(PARTS.styles));
    for (const { value: sheet } of reader._parseWorksheet(
      textPieces(files.get(sheetPart(task.sheetNo))!),
      task.sheetNo,
    )) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        const cells: string[] = [];
        for (let column = 1; column < values.length; column += 1) {
          const text = cellText(values[column]);
          if (text === null) formula ??= `${columnName(column - 1)}${row.number}`;
          cells.push(text?.trim() ?? '');
        }
        if (!cells.some(Boolean)) continue;
        read.total += 1;
        if (read.rows.length < task.keep) read.rows.push({ number: row.number, cells });
      }
    }
  } catch {
    return { refused: 'notSpreadsheet' };
  }
  return formula ? { formula } : read;
}
