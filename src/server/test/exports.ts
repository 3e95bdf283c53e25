import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { csvRecords } from '../lib/csv.js';
import type { TestServer } from './server.js';

export interface Download {
  status: number;
  headers: Headers;
  /** The file's rows, header first, each cell as text (XLSX cells as CSV would write them). */
  rows: string[][];
  /** A refusal's JSON body. */
  body?: { message?: string } & Record<string, unknown>;
}

/** An XLSX cell as the CSV export writes the same value: days as YYYY-MM-DD, moments as ISO 8601. */
function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'object') throw new Error(`an XLSX cell holds an object: ${JSON.stringify(value)}`);
  return String(value);
}

/** Reads an XLSX file back with ExcelJS: its one sheet's rows as text. */
export async function xlsxRows(bytes: ArrayBuffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column += 1) {
      const cell = row.getCell(column);
      // Text is text: no cell of an export is ever a formula.
      expect(cell.formula).toBeUndefined();
      cells.push(textOf(cell.value));
    }
    rows.push(cells);
  });
  return rows;
}

/** GETs an export: the file's rows (CSV or XLSX read back), or the refusal's JSON. */
export async function download(server: TestServer, path: string, token?: string): Promise<Download> {
  const res = await fetch(server.baseUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    return { status: res.status, headers: res.headers, rows: [], body: (await res.json()) as Download['body'] };
  }
  const rows = type.startsWith('text/csv')
    ? csvRecords(await res.text()).map((record) => record.fields)
    : await xlsxRows(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, rows };
}

/**
 * Both files of an export, checked to hold the same rows: what the
 * list shows, CSV or XLSX alike. Returns the rows without the header, and the header.
 */
export async function exportBoth(server: TestServer, path: string, token: string) {
  const joiner = path.includes('?') ? '&' : '?';
  const csv = await download(server, `${path}${joiner}format=csv`, token);
  const xlsx = await download(server, `${path}${joiner}format=xlsx`, token);
  expect(csv.status, JSON.stringify(csv.body)).toBe(200);
  expect(xlsx.status, JSON.stringify(xlsx.body)).toBe(200);
  expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(xlsx.rows).toEqual(csv.rows);
  const [header, ...rows] = csv.rows;
  return { header: header ?? [], rows };
}

/** One column of an export's rows, by its header. */
export function column(file: { header: string[]; rows: string[][] }, name: string): string[] {
  const index = file.header.indexOf(name);
  if (index < 0) throw new Error(`no column ${name} in ${file.header.join(', ')}`);
  return file.rows.map((row) => row[index]!);
}

/** Every row of a paged list, page after page (100 a page), in its order. */
export async function everyPage<T>(
  server: TestServer,
  path: string,
  token: string,
  rowsOf: (body: Record<string, unknown>) => unknown[] = (body) => body.result as unknown[],
): Promise<T[]> {
  const all: T[] = [];
  const joiner = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page += 1) {
    const res = await server.request('GET', `${path}${joiner}page=${page}&limit=100`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = rowsOf(res.body) as T[];
    all.push(...rows);
    if (rows.length < 100) return all;
  }
}
