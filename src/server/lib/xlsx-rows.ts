/**
 * The rows of an Excel workbook's first sheet, read with exceljs's streaming reader, each cell as
 * the text a person sees in it. A workbook is a ZIP of XML: before it is parsed, its entries are
 * unpacked once and measured (not trusted from the ZIP's own headers), so a small file that
 * unpacks to gigabytes is refused instead of filling memory or disk.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
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

/**
 * The first `keep` rows with any text of the workbook's first sheet, and how many such rows it
 * has. Every sheet is read to its end whatever `keep` is: the reader's temporary files are removed
 * only then (the unpacked size is bounded above, so this is bounded too).
 */
export async function readXlsxRows(bytes: Buffer, keep: number): Promise<{ rows: SheetRow[]; total: number }> {
  if (!unpacksWithin(bytes, MAX_UNPACKED_BYTES)) throw badRequest(IMPORT_MSG.unpackedTooLarge, { field: 'file' });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(new PassThrough().end(bytes), {
    sharedStrings: 'cache',
    // Styles tell a date from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  // A sheet stored before the workbook's own part (xl/workbook.xml; the order is the writer's
  // choice) would be read before these exist and crash the reader (exceljs issue #962): until
  // that part is read, no sheet names are known and dates count from 1900.
  Object.assign(reader, { model: { sheets: [] }, properties: {} });
  // Each sheet's rows, by its part's number: the first sheet is sheet1.xml, whatever order the
  // writer stored the parts in (it varies, and a sheet of choices may come first).
  // A formula in it (its first cell's name kept) refuses the file, once it has been read to its end.
  const sheets = new Map<number, { rows: SheetRow[]; total: number; formula?: string }>();
  try {
    for await (const sheet of reader) {
      const read: { rows: SheetRow[]; total: number; formula?: string } = { rows: [], total: 0 };
      sheets.set(Number((sheet as unknown as { id: string | number }).id), read);
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        const cells: string[] = [];
        for (let column = 1; column < values.length; column += 1) {
          const text = cellText(values[column]);
          if (text === null) read.formula ??= `${columnName(column - 1)}${row.number}`;
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
  if (!sheets.size) throw badRequest(IMPORT_MSG.notSpreadsheet, { field: 'file' });
  const { rows, total, formula } = sheets.get(Math.min(...sheets.keys()))!;
  if (formula) throw badRequest(IMPORT_MSG.formula(formula), { field: 'file' });
  return { rows, total };
}
