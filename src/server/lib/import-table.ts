/**
 * Reading an import file into rows by its header line — a CSV or an Excel workbook (.xlsx), told
 * apart by their content, not their name — and the checks every import shares: rows repeated
 * inside the file, and counting the rows that hold the import back. Each import checks its own
 * cells with the same shared rules as its form; nothing here touches the database.
 */
import { IMPORT_MSG } from '#shared/messages/import.js';
import { csvRecords, eachCsvRecord, restoreFormulaText, type CsvRecord } from './csv.js';
import { badRequest } from './errors.js';
import { mapInTurns } from './in-turns.js';
import { isZip, readXlsxRows } from './xlsx-rows.js';

export interface ImportColumn<K extends string> {
  key: K;
  /** The header a person writes (matched without regard to case, spaces or punctuation). */
  label: string;
  /** Other headers taken for this column (those of the app's own exports and forms). */
  aliases?: readonly string[];
  /** A file may leave the column out (its cells are then empty). */
  optional?: boolean;
}

export interface ImportTableRow<K extends string> {
  /** Where the row comes from, for messages: 'Line 3' of a CSV, 'Row 3' of a sheet. */
  source: string;
  cells: Record<K, string>;
}

export type ImportFormat = 'csv' | 'xlsx';

export interface ImportTable<K extends string> {
  format: ImportFormat;
  rows: ImportTableRow<K>[];
}

/** The records of an uploaded CSV; a file that is not CSV is refused whole (400, naming the line). */
export function readCsvFile(text: string): CsvRecord[] {
  try {
    return csvRecords(text);
  } catch (error) {
    throw badRequest((error as Error).message, { field: 'file' });
  }
}

const notSpreadsheet = () => badRequest(IMPORT_MSG.notSpreadsheet, { field: 'file' });

/**
 * A CSV's text: UTF-8 (with or without a byte-order mark), else Windows-1252 (Excel's 'CSV' on
 * Windows). Bytes no text file holds (NUL, other control characters) mean it is not a CSV.
 */
function csvText(bytes: Buffer): string {
  if (bytes.includes(0)) throw notSpreadsheet();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // eslint-disable-next-line no-control-regex -- looking for exactly these
  if (/[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]/.test(text)) throw notSpreadsheet();
  return text;
}

interface RawRecord {
  source: string;
  fields: string[];
}

/** The file's non-blank records (the header first), at most `keep`, and whether there were more. */
async function recordsOf(
  bytes: Buffer,
  keep: number,
): Promise<{ format: ImportFormat; records: RawRecord[]; more: boolean }> {
  if (isZip(bytes)) {
    const { rows, total } = await readXlsxRows(bytes, keep);
    return {
      format: 'xlsx',
      records: rows.map((row) => ({ source: `Row ${row.number}`, fields: row.cells })),
      more: total > keep,
    };
  }
  const records: RawRecord[] = [];
  try {
    for (const record of eachCsvRecord(csvText(bytes))) {
      if (records.length === keep) return { format: 'csv', records, more: true };
      records.push({ source: `Line ${record.line}`, fields: record.fields.map((field) => field.trim()) });
    }
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(error.message, { field: 'file' });
    throw error;
  }
  return { format: 'csv', records, more: false };
}

const normalName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The rows of a CSV or XLSX file (its first sheet) under its header line, each cell trimmed and
 * without the formula guard an export or error report put before it (`'=…` reads `=…`).
 * Columns are found by their header, in any order, and other columns are left alone (a report
 * exported from EMS Panel can be edited and loaded back); rows with none of the columns filled in
 * are left out. A file that is neither format, without the columns, without rows or with more
 * than `maxRows` is refused whole (400); reading stops a tenth past the limit (at least 100 rows).
 */
export async function readImportTable<K extends string>(
  bytes: Buffer,
  columns: readonly ImportColumn<K>[],
  maxRows: number,
): Promise<ImportTable<K>> {
  // Rows of other columns only are left out below, so a few more are read than the limit.
  const keep = maxRows + Math.max(100, Math.ceil(maxRows / 10));
  const { format, records, more } = await recordsOf(bytes, keep);
  const [header, ...data] = records;
  const positions = new Map<string, number>();
  header?.fields.forEach((name, index) => {
    if (!positions.has(normalName(name))) positions.set(normalName(name), index);
  });
  const positionOf = (column: ImportColumn<K>) =>
    [column.label, ...(column.aliases ?? [])]
      .map((name) => positions.get(normalName(name)))
      .find((at) => at !== undefined);
  const missing = columns.filter((column) => !column.optional && positionOf(column) === undefined);
  if (missing.length) {
    const labels = (list: readonly ImportColumn<K>[]) => list.map((column) => column.label);
    const required = columns.filter((column) => !column.optional);
    throw badRequest(IMPORT_MSG.columns(labels(required), labels(missing)), { field: 'file' });
  }
  const at = columns.map((column) => [column.key, positionOf(column)] as const);
  const read = await mapInTurns(data, ({ source, fields }) => ({
    source,
    cells: Object.fromEntries(
      at.map(([key, position]) => [
        key,
        position === undefined ? '' : restoreFormulaText((fields[position] ?? '').trim()),
      ]),
    ) as Record<K, string>,
  }));
  const rows = read.filter((row) => Object.values<string>(row.cells).some(Boolean));
  if (more || rows.length > maxRows) throw badRequest(IMPORT_MSG.tooManyRows(maxRows), { field: 'file' });
  if (!rows.length) throw badRequest(IMPORT_MSG.noRows, { field: 'file' });
  return { format, rows };
}

export interface CheckedRow {
  source: string;
  /** Why the row cannot be imported; null when it can. */
  error: string | null;
}

/** A row's problems as one message, each said once, in the order found; null when there are none. */
export function joinErrors(errors: readonly (string | null | undefined)[]): string | null {
  const said = [...new Set(errors.filter((error): error is string => Boolean(error)))];
  return said.length ? said.join(' ') : null;
}

/**
 * Gives every row after the first with the same key an error naming the first, added to the
 * row's other errors (the preview shows them all). `keyOf` answers null for a row without a key.
 */
export function markRepeats<R extends CheckedRow>(
  rows: R[],
  keyOf: (row: R) => string | null,
  message: (firstSource: string) => string,
): R[] {
  const first = new Map<string, string>();
  return rows.map((row) => {
    const key = keyOf(row);
    if (key === null) return row;
    const earlier = first.get(key);
    if (earlier) return { ...row, error: joinErrors([row.error, message(earlier)]) };
    first.set(key, row.source);
    return row;
  });
}

export const errorCount = (rows: readonly CheckedRow[]) => rows.filter((row) => row.error).length;
