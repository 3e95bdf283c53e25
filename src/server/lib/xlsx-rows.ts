/**
 * The rows of an Excel workbook's first sheet, read with exceljs's sheet parser, each cell as
 * the text a person sees in it. A workbook is a ZIP of XML: before it is parsed, its entries are
 * unpacked once and measured (not trusted from the ZIP's own headers), so a small file that
 * unpacks to gigabytes is refused instead of filling memory or disk.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { IMPORT_MSG } from '#shared/messages/import.js';
import { badRequest } from './errors.js';

/** Far above what 10,000 rows of a dozen columns unpack to (about 8 MB), far below harm. */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

export interface SheetRow {
  /** The sheet's row number (1-based), for messages: 'Row 3'. */
  number: number;
  /** The cells' text by column (0 is column A). */
  cells: string[];
}

/** A ZIP file (every .xlsx is one) starts with a local file header. */
export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** Unpacks every entry (measuring, keeping nothing): false once the total passes `limit`. */
function unpacksWithin(bytes: Buffer, limit: number): boolean {
  let total = 0;
  let broken = false;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) broken = true;
      total += chunk?.length ?? 0;
      if (total > limit) file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    broken = true;
  }
  if (broken) throw badRequest(IMPORT_MSG.notSpreadsheet, { field: 'file' });
  return total <= limit;
}

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

/** The parts of a workbook the first sheet's cells need, read before it (each only if present). */
const SHEET_PARTS = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const PARTS = {
  rels: 'xl/_rels/workbook.xml.rels',
  workbook: 'xl/workbook.xml',
  sharedStrings: 'xl/sharedStrings.xml',
  styles: 'xl/styles.xml',
} as const;

/**
 * exceljs's streaming reader, fed part by part. Its own `parse()` reads the ZIP with unzipper in
 * one pass and silently drops entries that arrive while it awaits another (exceljs issue #3064):
 * under load a workbook's shared strings went missing and its header read as empty cells. The
 * parts are unpacked here instead (fflate, measured above) and handed to the reader's parsers in
 * the order they depend on each other. These parsers are exceljs 4.4's own (not in its typings);
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

/** A part's text in pieces of 64 K characters (decoded whole first, so no character is split). */
async function* textPieces(bytes: Uint8Array): AsyncIterable<string> {
  const text = new TextDecoder('utf-8').decode(bytes);
  for (let at = 0; at < text.length; at += 65_536) yield text.slice(at, at + 65_536);
}

/** The first sheet's part (sheet1.xml, or the lowest number there is), unpacked with what it needs. */
function firstSheetParts(bytes: Buffer): { sheetNo: string; files: Record<string, Uint8Array> } {
  const sheets: number[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        const match = SHEET_PARTS.exec(file.name);
        if (match) sheets.push(Number(match[1]));
        return false;
      },
    });
    if (!sheets.length) throw new Error('no sheet');
    const sheetNo = String(Math.min(...sheets));
    const wanted = new Set<string>([...Object.values(PARTS), `xl/worksheets/sheet${sheetNo}.xml`]);
    return { sheetNo, files: unzipSync(bytes, { filter: (file) => wanted.has(file.name) }) };
  } catch {
    throw badRequest(IMPORT_MSG.notSpreadsheet, { field: 'file' });
  }
}

/**
 * The first `keep` rows with any text of the workbook's first sheet, and how many such rows it
 * has. The sheet is read to its end whatever `keep` is: a formula anywhere in it refuses the file.
 */
export async function readXlsxRows(bytes: Buffer, keep: number): Promise<{ rows: SheetRow[]; total: number }> {
  if (!unpacksWithin(bytes, MAX_UNPACKED_BYTES)) throw badRequest(IMPORT_MSG.unpackedTooLarge, { field: 'file' });
  const { sheetNo, files } = firstSheetParts(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(new PassThrough(), {
    sharedStrings: 'cache',
    // Styles tell a date from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as PartParsers;
  // Without xl/workbook.xml no sheet names are known and dates count from 1900.
  Object.assign(reader, { model: { sheets: [] }, properties: {} });
  const part = (name: string) => Readable.from([Buffer.from(files[name]!)]);
  let formula: string | undefined;
  const read = { rows: [] as SheetRow[], total: 0 };
  try {
    if (files[PARTS.rels]) await reader._parseRels(part(PARTS.rels));
    if (files[PARTS.workbook]) await reader._parseWorkbook(part(PARTS.workbook));
    if (files[PARTS.sharedStrings]) for await (const _ of reader._parseSharedStrings(part(PARTS.sharedStrings)));
    if (files[PARTS.styles]) await reader._parseStyles(part(PARTS.styles));
    const sheetPart = files[`xl/worksheets/sheet${sheetNo}.xml`]!;
    for (const { value: sheet } of reader._parseWorksheet(textPieces(sheetPart), sheetNo)) {
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
        if (read.rows.length < keep) read.rows.push({ number: row.number, cells });
      }
    }
  } catch {
    throw badRequest(IMPORT_MSG.notSpreadsheet, { field: 'file' });
  }
  if (formula) throw badRequest(IMPORT_MSG.formula(formula), { field: 'file' });
  return read;
}
