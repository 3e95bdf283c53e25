import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from './lib/csv.js';
import { type RawAnswer, rawRequest } from './test/raw-http.js';
import { createDepartment, createEmployee, loginAs, type TestEmployee } from './test/factories.js';
import { xlsxRows } from './test/exports.js';
import { startTestServer, type TestServer } from './test/server.js';
import { openEventStream } from './test/sse.js';

/**
 * API answers are compressed as the request's Accept-Encoding asks, above 1 kB; the notification
 * stream and files that are compressed already are not. Requests here go through node:http,
 * which (unlike fetch) hands over the bytes as they came (test/raw-http.ts).
 */
let server: TestServer;
let admin: string;
let ada: TestEmployee;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  const department = await createDepartment(server.db, 'Compression');
  for (let i = 0; i < 20; i += 1) {
    await createEmployee(server.db, { departmentId: department.id, name: `Packed ${String(i).padStart(2, '0')}` });
  }
  ada = await createEmployee(server.db, { departmentId: department.id, name: 'Ada Packed' });
});
afterAll(async () => {
  await server?.close();
});

const rawApi = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  rawRequest(`${server.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${admin}`, ...headers }, body });

const get = (path: string, acceptEncoding?: string) =>
  rawApi('GET', path, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });

/** The body decoded as its Content-Encoding says. */
function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.bytes).toString('utf8');
  expect(encoding).toBeUndefined();
  return answer.bytes.toString('utf8');
}

const LIST = '/api/employee/getEmployees?page=1&limit=20';

describe('compressed API answers', () => {
  it('compresses an answer over 1 kB as asked (br first, else gzip), to the same JSON, varying by Accept-Encoding', async () => {
    const plain = await get(LIST);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const json = JSON.parse(plain.bytes.toString('utf8'));
    expect(json.result).toHaveLength(20);

    for (const [asked, expected] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['deflate, gzip;q=0.5', 'gzip'],
    ] as const) {
      const answer = await get(LIST, asked);
      expect(answer.status, asked).toBe(200);
      expect(answer.headers['content-encoding'], asked).toBe(expected);
      expect(answer.headers.vary, asked).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control'], asked).toBe('no-store');
      expect(answer.bytes.length, asked).toBeLessThan(plain.bytes.length / 2);
      expect(JSON.parse(decoded(answer)), asked).toEqual(json);
    }
  });

  it('sends an answer under 1 kB as it is', async () => {
    const answer = await get('/api/user/verify', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.bytes.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.bytes.toString('utf8')).user.role).toBe('admin');
  });

  it('replays an idempotent create as first answered, both compressed', async () => {
    const body = { message: `Compressed ${'long news '.repeat(150)}`, type: 'all' };
    const headers = { 'accept-encoding': 'br', 'idempotency-key': `compression-${Date.now()}` };
    const first = await rawApi('POST', '/api/annoucement', headers, body);
    const again = await rawApi('POST', '/api/annoucement', headers, body);
    expect(first.status).toBe(201);
    expect(first.headers['content-encoding']).toBe('br');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(again))).toEqual(JSON.parse(decoded(first)));
  });
});

describe('compressed exports', () => {
  it('streams a CSV export compressed when asked, holding the same rows', async () => {
    const path = '/api/export/employees?format=csv&search=Packed';
    const plain = await get(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const rows = csvRecords(plain.bytes.toString('utf8')).map((record) => record.fields);
    expect(rows).toHaveLength(22);

    for (const encoding of ['gzip', 'br']) {
      const answer = await get(path, encoding);
      expect(answer.status, encoding).toBe(200);
      expect(answer.headers['content-encoding'], encoding).toBe(encoding);
      expect(answer.headers['content-type'], encoding).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition'], encoding).toMatch(/^attachment; filename="Employees_.+\.csv"$/);
      expect(csvRecords(decoded(answer)).map((record) => record.fields)).toEqual(rows);
    }
  });

  it('sends an XLSX export (a ZIP, compressed already) as it is', async () => {
    const answer = await get('/api/export/employees?format=xlsx&search=Packed', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    const bytes = answer.bytes.buffer.slice(answer.bytes.byteOffset, answer.bytes.byteOffset + answer.bytes.length);
    expect(await xlsxRows(bytes as ArrayBuffer)).toHaveLength(22);
  });
});

describe('the notification stream', () => {
  it('delivers an event at once and uncompressed to a client that accepts br and gzip', async () => {
    const { token } = await loginAs(server, ada);
    const stream = await openEventStream(`${server.baseUrl}/api/notifications/stream`, {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(stream.status).toBe(200);
    expect(stream.contentEncoding).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sent = Date.now();
    await server.request('POST', '/api/annoucement', {
      token: admin,
      body: { message: 'Straight through', type: 'selected', selectedEmployee: ada.employeeId },
    });
    const event = await stream.next(2000);
    expect(JSON.parse(event.data)).toMatchObject({ kind: 'announcement', body: 'Straight through' });
    expect(Date.now() - sent).toBeLessThan(2000);
    stream.close();
  });
});
