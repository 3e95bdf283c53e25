import http from 'node:http';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import { IMPORT_MSG } from '#shared/messages/import.js';
import { EMPLOYEE_IMPORT_COLUMNS } from '#shared/schemas/employee-import.js';
import { loginAs } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';
import { importForm, WORKBOOK_PARTS, WORKBOOK_PATHS, xlsxOf, zipBomb } from './test/spreadsheets.js';

/**
 * What people upload cannot take the server's memory or its time: workbooks are checked before
 * they are unpacked and read in a worker thread, and every body has a stated limit.
 */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
});
afterAll(async () => {
  await server?.close();
});

const upload = (path: string, name: string, bytes: Buffer) =>
  server.request<any>('POST', path, { token: admin, form: importForm(name, bytes, { reason: 'Go-live' }) });

/** A request sent by hand: its headers and the first bytes of its body, the rest never. */
function sendStart(path: string, headers: Record<string, string>, start: string) {
  const url = new URL(path, server.baseUrl);
  return new Promise<{ status: number; body: any; connection: string | undefined }>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { authorization: `Bearer ${admin}`, ...headers } });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode!, body: JSON.parse(text), connection: response.headers.connection });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.write(start);
  });
}

describe('workbooks that would fill memory', () => {
  it('a 1 MB workbook that unpacks to 4 GiB is refused within a second by every endpoint that takes one', async () => {
    const bomb = zipBomb({ mebibytes: 1024, parts: WORKBOOK_PARTS });
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    for (const path of WORKBOOK_PATHS) {
      const started = performance.now();
      const res = await upload(path, 'bomb.xlsx', bomb);
      expect([res.status, res.body.message], path).toEqual([400, IMPORT_MSG.unpackedTooLarge]);
      expect(performance.now() - started, path).toBeLessThan(1_000);
    }
  });

  it('a workbook that lies about its sizes is stopped at what it declared, and a true one is still read', async () => {
    const header = EMPLOYEE_IMPORT_COLUMNS.map((column) => column.label);
    // The first workbook read starts the reader: what follows is timed without that.
    expect((await upload(WORKBOOK_PATHS[0]!, 'people.xlsx', await xlsxOf([header, ['E-1']]))).status).toBe(200);
    // Each part declares 16 MiB (64 MiB together, 16 times its packed size) and holds 1 GiB.
    const liar = zipBomb({ mebibytes: 1024, parts: WORKBOOK_PARTS, declared: 16 * 1024 * 1024 });
    const before = process.memoryUsage().rss;
    for (const path of WORKBOOK_PATHS) {
      const started = performance.now();
      const res = await upload(path, 'liar.xlsx', liar);
      expect([res.status, res.body.message], path).toEqual([400, IMPORT_MSG.unpackedTooLarge]);
      expect(performance.now() - started, path).toBeLessThan(1_000);
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    const opening = await xlsxOf([
      ['Employee ID', 'Leave Type', 'Available'],
      ['NOBODY-1', 'Annual Leave', 3],
    ]);
    const read = await upload('/api/leave-balance/opening/preview', 'opening.xlsx', opening);
    expect(read.status).toBe(200);
    expect(read.body.result.rows[0].source).toBe('Row 2');
  });
});

describe('reading a workbook off the event loop', () => {
  /** `rows` people in the template's columns, written as Excel writes them (shared strings). */
  async function peopleWorkbook(rows: number): Promise<Buffer> {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
    const sheet = book.addWorksheet('People');
    sheet.addRow(EMPLOYEE_IMPORT_COLUMNS.map((column) => column.label)).commit();
    for (let n = 1; n <= rows; n += 1) {
      sheet
        .addRow([`W-${n}`, `Person ${n}`, `p${n}@example.test`, `+88017${String(n).padStart(8, '0')}`, 'Sales'])
        .commit();
    }
    sheet.commit();
    await book.commit();
    return Buffer.concat(chunks);
  }

  it('/health answers all along while a large workbook is read', async () => {
    // 60,000 rows (about 3 MB): read to the end (seconds), then refused as more than 10,000.
    const file = await peopleWorkbook(60_000);
    let pending = true;
    const reading = upload('/api/employee/import/preview', 'many.xlsx', file).finally(() => (pending = false));
    const latencies: number[] = [];
    while (pending) {
      const started = performance.now();
      const health = await fetch(`${server.baseUrl}/health`);
      await health.text();
      if (pending) latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const res = await reading;
    expect([res.status, res.body.message]).toEqual([400, IMPORT_MSG.tooManyRows(10_000)]);
    // On the event loop the read held every /health for seconds; in a worker each is answered at once.
    expect(latencies.length).toBeGreaterThan(10);
    expect(Math.max(...latencies)).toBeLessThan(1_000);
  });
});

describe('upload sizes', () => {
  const boundary = 'xLimitsx';
  const formStart = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.csv"\r\n\r\nEmployee ID,Name\r\n`;
  const formHeaders = (length?: number) => ({
    'content-type': `multipart/form-data; boundary=${boundary}`,
    ...(length === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
  });

  it('a form whose length passes the limit is refused before its body is sent, and its connection closed', async () => {
    const six = 6 * 1024 * 1024 * 1024;
    const imports = await sendStart('/api/employee/import/preview', formHeaders(six), formStart);
    expect([imports.status, imports.body.message, imports.connection]).toEqual([
      400,
      IMPORT_MSG.fileTooLarge(5120),
      'close',
    ]);
    const opening = await sendStart('/api/leave-balance/opening/preview', formHeaders(six), formStart);
    expect([opening.status, opening.body.message]).toEqual([400, IMPORT_MSG.fileTooLarge(4096)]);
    const photo = await sendStart('/api/employee/addEmployee', formHeaders(six), formStart);
    expect([photo.status, photo.body.message, photo.body.field]).toEqual([
      400,
      EMPLOYEE_MSG.invalidImage,
      'profileImage',
    ]);
  });

  it('a form sent without its length is refused (411); JSON past its limit is a 413', async () => {
    const chunked = await sendStart(
      '/api/employee/import/preview',
      formHeaders(),
      `${formStart.length.toString(16)}\r\n${formStart}\r\n`,
    );
    expect(chunked.status).toBe(411);
    expect(chunked.body.message).toMatch(/Content-Length/);
    const json = await sendStart(
      '/api/leave-balance/opening/preview',
      { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) },
      '{"fileName":"a.csv","text":"',
    );
    expect([json.status, json.body.message]).toEqual([413, 'The request is too large.']);
  });
});
