import { constants, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** An Excel workbook whose first sheet holds `rows` (as Excel would save them). */
export async function xlsxOf(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The multipart form an import sends: the file in `file`, and the other fields. */
export function importForm(fileName: string, bytes: Buffer | string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), fileName);
  return form;
}

/** One deflate block of 1 MiB of zeros, flushed so that copies of it can follow one another. */
const ZEROS_BLOCK = deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
/** An empty last block: the end of a deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * A ZIP bomb dressed as a workbook, built in milliseconds: one deflate stream of `mebibytes` MiB of
 * zeros (about 1 kB per MiB), listed in the directory once for each of `parts` — entries that all
 * point at the same bytes, so that the file unpacks to `parts` times as much. Each entry declares
 * `declared` bytes unpacked: the truth unless given (a lie, then).
 */
export function zipBomb(options: { mebibytes: number; parts: string[]; declared?: number }): Buffer {
  const data = Buffer.concat([...Array<Buffer>(options.mebibytes).fill(ZEROS_BLOCK), LAST_BLOCK]);
  const size = options.declared ?? options.mebibytes * 1024 * 1024;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  const directory = options.parts.map((name) => {
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(Buffer.byteLength(name), 28);
    return Buffer.concat([entry, Buffer.from(name)]);
  });
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length, 8);
  end.writeUInt16LE(directory.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(local.length + data.length, 16);
  return Buffer.concat([local, data, directoryBytes, end]);
}

/** The parts a reader of the first sheet unpacks: a bomb listing these is unpacked four times over. */
export const WORKBOOK_PARTS = ['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml', 'xl/styles.xml', 'xl/workbook.xml'];

/** Every endpoint that takes a workbook (the opening balances' load needs a reason field too). */
export const WORKBOOK_PATHS = [
  '/api/employee/import/preview',
  '/api/employee/import/report',
  '/api/employee/import',
  '/api/leave-balance/opening/preview',
  '/api/leave-balance/opening',
];
