import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv.js';
import { chunksOf, type ExportColumn, exportFileName, sendExport, xlsxCell } from './export.js';

interface Person {
  name: string;
  days: number;
  joined: string;
  pay: string;
}

const COLUMNS: ExportColumn<Person>[] = [
  { header: 'Name', value: (p) => p.name },
  { header: 'Days', value: (p) => p.days, kind: 'number' },
  { header: 'Joined', value: (p) => p.joined, kind: 'date' },
  { header: 'Pay', value: (p) => p.pay, kind: 'money' },
];

const people = (n: number): Person[] =>
  Array.from({ length: n }, (_, i) => ({
    name: i === 0 ? '=HYPERLINK("https://evil.test","Click")' : `Person ${i}`,
    days: i - 1.5,
    joined: '2026-01-05',
    pay: '1234.50',
  }));

/** A server with one export route over `rows`, read through `chunksOf` as lists are. */
function serverOf(rows: Person[], failAt?: number) {
  const app = Fastify();
  app.get<{ Querystring: { format: 'csv' | 'xlsx' } }>('/export', (request, reply) =>
    sendExport(reply, request.query.format, {
      title: 'Leave balances 2026',
      day: '2026-11-25',
      columns: COLUMNS,
      rows: chunksOf(async (limit, offset) => {
        if (failAt !== undefined && offset >= failAt) throw new Error('the database refused');
        return rows.slice(offset, offset + limit);
      }, 3),
    }),
  );
  return app;
}

describe('chunksOf', () => {
  it('reads a list stretch by stretch until a short one', async () => {
    const asked: number[] = [];
    const stretches: number[][] = [];
    const rows = [1, 2, 3, 4, 5, 6, 7];
    for await (const stretch of chunksOf(async (limit, offset) => {
      asked.push(offset);
      return rows.slice(offset, offset + limit);
    }, 3)) {
      stretches.push(stretch);
    }
    expect(stretches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(asked).toEqual([0, 3, 6]);
  });
});

describe('xlsxCell', () => {
  it('types numbers and days, and writes the rest as text with formulas defused', () => {
    expect(xlsxCell('number', -2)).toBe(-2);
    expect(xlsxCell('money', '1234.50')).toBe(1234.5);
    expect(xlsxCell('date', '2026-11-25')).toEqual(new Date('2026-11-25T00:00:00Z'));
    expect(xlsxCell('datetime', '2026-11-25T10:30:00.000Z')).toEqual(new Date('2026-11-25T10:30:00.000Z'));
    expect(xlsxCell(undefined, '=1+1')).toBe("'=1+1");
    expect(xlsxCell(undefined, '@SUM(A1)')).toBe("'@SUM(A1)");
    expect(xlsxCell(undefined, '-2+3')).toBe("'-2+3");
    expect(xlsxCell(undefined, '+8801711000000')).toBe('+8801711000000');
    expect(xlsxCell(undefined, null)).toBeNull();
    expect(xlsxCell('number', 'n/a')).toBe('n/a');
    expect((xlsxCell(undefined, 'x'.repeat(40_000)) as string).length).toBe(32_767);
  });
});

describe('sendExport', () => {
  it('names the file after the list and the day', () => {
    expect(exportFileName('Leave balances 2026', '2026-11-25', 'xlsx')).toBe('Leave_balances_2026_2026-11-25.xlsx');
  });

  it('streams a CSV attachment of every stretch, formulas defused', async () => {
    const res = await serverOf(people(7)).inject('/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Leave_balances_2026_2026-11-25.csv"');
    const records = csvRecords(res.body).map((record) => record.fields);
    expect(records).toHaveLength(8);
    expect(records[0]).toEqual(['Name', 'Days', 'Joined', 'Pay']);
    expect(records[1]).toEqual(['\'=HYPERLINK("https://evil.test","Click")', '-1.5', '2026-01-05', '1234.50']);
    expect(records[7]).toEqual(['Person 6', '4.5', '2026-01-05', '1234.50']);
  });

  it('streams an XLSX workbook of every stretch: typed cells, text never a formula', async () => {
    const res = await serverOf(people(7)).inject('/export?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Leave_balances_2026_2026-11-25.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Leave balances 2026');
    expect(sheet.rowCount).toBe(8);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Days', 'Joined', 'Pay']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const first = sheet.getRow(2);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(1).value).toBe('\'=HYPERLINK("https://evil.test","Click")');
    expect(first.getCell(1).formula).toBeUndefined();
    expect(first.getCell(2).value).toBe(-1.5);
    expect(first.getCell(3).value).toEqual(new Date('2026-01-05T00:00:00Z'));
    expect(first.getCell(3).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(4).value).toBe(1234.5);
    expect(sheet.getRow(8).getCell(1).value).toBe('Person 6');
  });

  it('answers a refused first stretch in JSON, before any of the file is sent', async () => {
    const app = serverOf(people(7), 0);
    app.setErrorHandler((error, _request, reply) => reply.code(400).send({ message: (error as Error).message }));
    for (const format of ['csv', 'xlsx']) {
      const res = await app.inject(`/export?format=${format}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'the database refused' });
    }
  });

  it('cuts the download short when a later stretch fails (never a file that looks whole)', async () => {
    for (const format of ['csv', 'xlsx']) {
      await expect(serverOf(people(7), 3).inject(`/export?format=${format}`)).rejects.toThrow(/destroyed/);
    }
  });
});
