/**
 * Reading an import file into rows by its header line, and the checks every import shares: rows
 * repeated inside the file, and counting the rows that hold the import back. Each import checks
 * its own cells with the same shared rules as its form; nothing here touches the database.
 */
import { IMPORT_MSG } from '#shared/messages/import.js';
import { csvRecords, type CsvRecord } from './csv.js';
import { badRequest } from './errors.js';

export interface ImportColumn<K extends string> {
  key: K;
  /** The header a person writes (matched without regard to case, spaces or punctuation). */
  label: string;
}

export interface ImportTableRow<K extends string> {
  /** Where the row comes from, for messages: 'Line 3'. */
  source: string;
  cells: Record<K, string>;
}

/** The records of an uploaded CSV; a file that is not CSV is refused whole (400, naming the line). */
export function readCsvFile(text: string): CsvRecord[] {
  try {
    return csvRecords(text);
  } catch (error) {
    throw badRequest((error as Error).message, { field: 'file' });
  }
}

const normalName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The rows of a CSV file under its header line, each cell trimmed. Columns are found by their
 * header, in any order, and other columns are left alone (a report exported from EMS Panel can be
 * edited and loaded back). A file without the columns, without rows or with too many is refused
 * whole (400).
 */
export function readCsvTable<K extends string>(
  text: string,
  columns: readonly ImportColumn<K>[],
  maxRows: number,
): ImportTableRow<K>[] {
  const [header, ...data] = readCsvFile(text);
  const positions = new Map<string, number>();
  header?.fields.forEach((name, index) => {
    if (!positions.has(normalName(name))) positions.set(normalName(name), index);
  });
  const missing = columns.filter((column) => !positions.has(normalName(column.label)));
  if (missing.length) {
    const labels = (list: readonly ImportColumn<K>[]) => list.map((column) => column.label);
    throw badRequest(IMPORT_MSG.columns(labels(columns), labels(missing)), { field: 'file' });
  }
  if (!data.length) throw badRequest(IMPORT_MSG.noRows, { field: 'file' });
  if (data.length > maxRows) throw badRequest(IMPORT_MSG.tooManyRows(maxRows), { field: 'file' });
  return data.map(({ line, fields }) => ({
    source: `Line ${line}`,
    cells: Object.fromEntries(
      columns.map((column) => [column.key, (fields[positions.get(normalName(column.label))!] ?? '').trim()]),
    ) as Record<K, string>,
  }));
}

export interface CheckedRow {
  source: string;
  /** Why the row cannot be imported; null when it can. */
  error: string | null;
}

/** Gives every row after the first with the same key an error naming the first; rows with errors keep theirs. */
export function markRepeats<R extends CheckedRow>(
  rows: R[],
  keyOf: (row: R) => string | null,
  message: (firstSource: string) => string,
): R[] {
  const first = new Map<string, string>();
  return rows.map((row) => {
    const key = row.error ? null : keyOf(row);
    if (key === null) return row;
    const earlier = first.get(key);
    if (earlier) return { ...row, error: message(earlier) };
    first.set(key, row.source);
    return row;
  });
}

export const errorCount = (rows: readonly CheckedRow[]) => rows.filter((row) => row.error).length;
