import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '#shared/messages/import.js';
import { WORKBOOK_PARTS, zipBomb } from '#server/test/spreadsheets.js';
import { AppError } from './errors.js';
import { readImportTable, type ImportColumn } from './import-table.js';

const COLUMNS = [
  { key: 'id', label: 'Employee ID', aliases: ['Emp_Id'] },
  { key: 'name', label: 'Name' },
  { key: 'born', label: 'Date of Birth' },
  { key: 'joined', label: 'Joining Date', optional: true },
] as const satisfies readonly ImportColumn<string>[];

async function workbook(rows: ExcelJS.CellValue[][], extra?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('People');
  for (const row of rows) sheet.addRow(row);
  extra?.(sheet);
  book.addWorksheet('Notes').addRow(['Employee ID', 'Name', 'Date of Birth']).commit();
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The 400 a read refuses with (its message), or the rows it gives. */
async function refusal(bytes: Buffer, max = 10): Promise<string> {
  try {
    await readImportTable(bytes, COLUMNS, max);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return (error as AppError).message;
  }
  throw new Error('the file was read');
}

describe('readImportTable', () => {
  it('reads a CSV and the same rows saved as a workbook alike, by header, in any column order', async () => {
    const csv = Buffer.from(
      '\uFEFFName,Emp_Id,Other,Date of Birth\r\n Ann , E-1,x,1990-03-15\r\n,,,\r\nBob,E-2,,1991-01-02\r\n',
    );
    const xlsx = await workbook(
      [
        ['Name', 'Emp_Id', 'Other', 'Date of Birth'],
        [' Ann ', 'E-1', 'x', new Date(Date.UTC(1990, 2, 15))],
        [],
        ['Bob', { text: 'E-2', hyperlink: 'https://example.com' }, null, '1991-01-02'],
      ],
      (sheet) => (sheet.getCell('D2').numFmt = 'dd/mm/yyyy'),
    );
    const fromCsv = await readImportTable(csv, COLUMNS, 10);
    const fromXlsx = await readImportTable(xlsx, COLUMNS, 10);
    expect(fromCsv.format).toBe('csv');
    expect(fromXlsx.format).toBe('xlsx');
    const cells = [
      { id: 'E-1', name: 'Ann', born: '1990-03-15', joined: '' },
      { id: 'E-2', name: 'Bob', born: '1991-01-02', joined: '' },
    ];
    expect(fromCsv.rows).toEqual([
      { source: 'Line 2', cells: cells[0] },
      { source: 'Line 4', cells: cells[1] },
    ]);
    expect(fromXlsx.rows).toEqual([
      { source: 'Row 2', cells: cells[0] },
      { source: 'Row 4', cells: cells[1] },
    ]);
  });

  it('reads a workbook whatever the order of its parts (a sheet before the workbook part, or after; the second sheet first)', async () => {
    const parts = unzipSync(
      await workbook(
        [
          ['Employee ID', 'Name', 'Date of Birth'],
          ['E-1', 'Ann', new Date(Date.UTC(1990, 2, 15))],
        ],
        (sheet) => (sheet.getCell('C2').numFmt = 'yyyy-mm-dd'),
      ),
    );
    const names = Object.keys(parts);
    const early = ['xl/sharedStrings.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml'];
    for (const order of [
      [...early, ...names.filter((name) => !early.includes(name) && name !== 'xl/workbook.xml'), 'xl/workbook.xml'],
      ['xl/workbook.xml', ...names.filter((name) => name !== 'xl/workbook.xml')],
      // The second sheet stored before the first: the first is still sheet1.
      ['xl/worksheets/sheet2.xml', ...names.filter((name) => name !== 'xl/worksheets/sheet2.xml')],
    ]) {
      const zip = Buffer.from(zipSync(Object.fromEntries(order.map((name) => [name, parts[name]!]))));
      expect((await readImportTable(zip, COLUMNS, 10)).rows[0]!.cells).toEqual({
        id: 'E-1',
        name: 'Ann',
        born: '1990-03-15',
        joined: '',
      });
    }
  });

  it('reads numbers as written and rich text as its text', async () => {
    const xlsx = await workbook([
      ['Employee ID', 'Name', 'Date of Birth'],
      [1001, { richText: [{ text: 'Ad' }, { text: 'a' }] }, '1990-01-01'],
    ]);
    expect((await readImportTable(xlsx, COLUMNS, 10)).rows[0]!.cells).toMatchObject({ id: '1001', name: 'Ada' });
  });

  it('takes a Windows-1252 CSV (Excel on Windows) as well as UTF-8', async () => {
    const latin = Buffer.from([
      ...Buffer.from('Employee ID,Name,Date of Birth\nE-1,Jos'),
      0xe9,
      ...Buffer.from(',1990-01-01\n'),
    ]);
    expect((await readImportTable(latin, COLUMNS, 10)).rows[0]!.cells.name).toBe('José');
  });

  it('refuses a workbook with a formula, naming the cell', async () => {
    const xlsx = await workbook([
      ['Employee ID', 'Name', 'Date of Birth'],
      ['E-1', 'Ann', '1990-01-01'],
      ['E-2', { formula: 'HYPERLINK("http://evil","Bob")', result: 'Bob' }, '1990-01-01'],
    ]);
    expect(await refusal(xlsx)).toBe(IMPORT_MSG.formula('B3'));
  });

  it('refuses what is neither a CSV nor a workbook', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refusal(png)).toBe(IMPORT_MSG.notSpreadsheet);
    const zipOfOther = Buffer.from(zipSync({ 'word/document.xml': new TextEncoder().encode('<w:document/>') }));
    expect(await refusal(zipOfOther)).toBe(IMPORT_MSG.notSpreadsheet);
    const brokenZip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200, 7)]);
    expect(await refusal(brokenZip)).toBe(IMPORT_MSG.notSpreadsheet);
  });

  it('refuses a workbook that declares far more than any sheet needs, before unpacking any of it', async () => {
    // 1 MB whose four parts unpack to 1 GiB each; and one part that claims to grow 1,000 times.
    const bomb = zipBomb({ mebibytes: 1024, parts: WORKBOOK_PARTS });
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const started = performance.now();
    expect(await refusal(bomb)).toBe(IMPORT_MSG.unpackedTooLarge);
    expect(performance.now() - started).toBeLessThan(1_000);
    const dense = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(8 * 1024 * 1024) }, { level: 9 }));
    expect(await refusal(dense)).toBe(IMPORT_MSG.unpackedTooLarge);
    const parts = Object.fromEntries(
      Array.from({ length: 1_001 }, (_, i) => [`xl/worksheets/sheet${i + 1}.xml`, new Uint8Array()]),
    );
    expect(await refusal(Buffer.from(zipSync(parts)))).toBe(IMPORT_MSG.unpackedTooLarge);
  });

  it('stops a workbook that lies about its sizes at what it declared, whatever it holds', async () => {
    await readImportTable(
      await workbook([
        ['Employee ID', 'Name', 'Date of Birth'],
        ['E-1', 'A', '1990-01-01'],
      ]),
      COLUMNS,
      10,
    );
    const before = process.memoryUsage().rss;
    // Each part declares 16 MiB (64 MiB together, 16 times its packed size): each holds 1 GiB.
    const liar = zipBomb({ mebibytes: 1024, parts: WORKBOOK_PARTS, declared: 16 * 1024 * 1024 });
    expect(await refusal(liar)).toBe(IMPORT_MSG.unpackedTooLarge);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('unpacks only the parts the first sheet needs', async () => {
    const parts = unzipSync(
      await workbook([
        ['Employee ID', 'Name', 'Date of Birth'],
        ['E-1', 'Ann', '1990-01-01'],
      ]),
    );
    const zip = Buffer.from(zipSync({ ...parts, 'xl/media/image1.png': new Uint8Array(4096) }));
    // The picture's directory entry names a packing no reader knows: unpacking it would fail the file.
    const name = zip.lastIndexOf('xl/media/image1.png');
    zip.writeUInt16LE(99, name - 46 + 10);
    expect((await readImportTable(zip, COLUMNS, 10)).rows[0]!.cells.name).toBe('Ann');
    zip.writeUInt16LE(99, zip.lastIndexOf('xl/worksheets/sheet1.xml') - 46 + 10);
    expect(await refusal(zip)).toBe(IMPORT_MSG.notSpreadsheet);
  });

  it('refuses a file without the columns, without rows or with too many, in either format', async () => {
    expect(await refusal(Buffer.from('Employee ID,Full name\nE-1,Ann'))).toBe(
      IMPORT_MSG.columns(['Employee ID', 'Name', 'Date of Birth'], ['Name', 'Date of Birth']),
    );
    expect(await refusal(Buffer.from('Employee ID,Name,Date of Birth\n,,\n'))).toBe(IMPORT_MSG.noRows);
    const many = (count: number) =>
      ['Employee ID,Name,Date of Birth', ...Array.from({ length: count }, (_, i) => `E-${i},N,1990-01-01`)].join('\n');
    expect((await readImportTable(Buffer.from(many(3)), COLUMNS, 3)).rows).toHaveLength(3);
    expect(await refusal(Buffer.from(many(4)), 3)).toBe(IMPORT_MSG.tooManyRows(3));
    const rows = Array.from({ length: 4 }, (_, i) => [`E-${i}`, 'N', '1990-01-01']);
    expect(await refusal(await workbook([['Employee ID', 'Name', 'Date of Birth'], ...rows]), 3)).toBe(
      IMPORT_MSG.tooManyRows(3),
    );
  });

  it('refuses a CSV with a quoted value left open, naming its line', async () => {
    expect(await refusal(Buffer.from('Employee ID,Name,Date of Birth\nE-1,"Ann,1990-01-01\n'))).toMatch(/line 2/);
  });
});
