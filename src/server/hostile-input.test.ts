import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDepartment, createEmployee, createUser, loginAs } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';
import { importForm, xlsxOf } from './test/spreadsheets.js';
import { zipSync } from 'fflate';

/**
 * Property: whatever arrives — wrong types, huge or strange strings, hostile payloads, bad ids,
 * missing fields, broken JSON — the server answers below 500 and explains refusals in JSON.
 */
/**
 * 10,000 on PostgreSQL; on embedded PGlite (the same PostgreSQL, the same server code) 2,000 with
 * a seed of their own, so that the two runs of the suite try different requests.
 */
const ON_SERVER = Boolean(process.env.TEST_DATABASE_URL);
const RUNS = Number(process.env.HOSTILE_RUNS ?? (ON_SERVER ? 10_000 : 2_000));
/** Fixed so that CI is repeatable; set HOSTILE_SEED=random (or a number) to explore further. */
const SEED =
  process.env.HOSTILE_SEED === 'random'
    ? undefined
    : Number(process.env.HOSTILE_SEED ?? (ON_SERVER ? 20261121 : 20261128));

const FIELDS = [
  'email',
  'password',
  'remember',
  'name',
  'token',
  'currentPassword',
  'newPassword',
  'employeeId',
  'emp_name',
  'emp_email',
  'emp_phone',
  'department',
  'salary',
  'role',
  'designation',
  'gender',
  'marital_status',
  'dob',
  'dep_name',
  'dep_desc',
  'manager',
  'title',
  'startDate',
  'endDate',
  'status',
  'project',
  'employee',
  'taskTitle',
  'taskDescription',
  'deadline',
  'userId',
  'leaveType',
  'reason',
  'basicSalary',
  'allowance',
  'deductions',
  'netSalary',
  'payDate',
  'message',
  'type',
  'selectedEmployee',
  'senderType',
  '__proto__',
  'constructor',
];
const QUERY_KEYS = [
  'page',
  'limit',
  'search',
  'status',
  'department',
  'role',
  'date',
  'skip',
  'year',
  'before',
  'project',
];

const hostileStrings = fc.constantFrom(
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '\uD800',
  '𝕳𝖊𝖑𝖑𝖔 🚀 مرحبا שלום',
  '${7*7}',
  '{{7*7}}',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  '00000000-0000-4000-8000-000000000000',
  'null',
  'true',
  '2026-02-30',
  '+'.repeat(50),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  hostileStrings,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.integer(),
  fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, 0.1),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map((object) => JSON.stringify(object)),
  value.map((item) => JSON.stringify(item) ?? 'null'),
  fc.constantFrom('{"email":', '[1,2', 'not json at all', '', '{"a":1}{"b":2}', '\u0000'),
);

/** Percent-encodes a path segment; lone surrogates (not encodable) become U+FFFD. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}
const pathSegment = fc
  .oneof(hostileStrings, fc.string({ maxLength: 30 }), fc.uuid())
  .map((text) => encodeSegment(text).slice(0, 400));
const query = fc
  .dictionary(
    fc.constantFrom(...QUERY_KEYS),
    fc.oneof(hostileStrings, fc.string({ maxLength: 30 }), fc.integer().map(String)),
    { maxKeys: 4 },
  )
  .map((params) => new URLSearchParams(params).toString());

let server: TestServer;
const tokens: (string | undefined)[] = [undefined];

beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: '1000000' });
  const dept = await createDepartment(server.db);
  const employee = await createEmployee(server.db, { departmentId: dept.id });
  tokens.push((await loginAs(server, await createUser(server.db, { role: 'admin' }))).token);
  tokens.push((await loginAs(server, employee)).token);
  tokens.push((await loginAs(server, dept.manager)).token);
  tokens.push((await loginAs(server, 'moderator')).token);
});
afterAll(async () => {
  await server?.close();
});

describe('hostile input', () => {
  it(`answers ${RUNS} generated malformed requests without a 5xx, in JSON`, async () => {
    const routes = server.app.apiRoutes.filter(
      (route) => !route.url.startsWith('/api/docs') && !route.url.endsWith('/stream') && !route.url.includes('logout'),
    );
    const request = fc.record({
      route: fc.constantFrom(...routes),
      token: fc.constantFrom(...tokens),
      segment: pathSegment,
      query,
      body,
      contentType: fc.constantFrom(
        'application/json',
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      ),
      // Create routes honour Idempotency-Key: any header value a client can send (visible ASCII and spaces).
      idempotencyKey: fc.option(
        fc.oneof(fc.stringMatching(/^[\x20-\x7e]{0,300}$/), fc.constantFrom('k', 'same-key', ' ')),
        { nil: undefined },
      ),
    });
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        request,
        async ({ route, token, segment, query: search, body: text, contentType, idempotencyKey }) => {
          const path = route.url.replace(/:[A-Za-z]+/g, segment) + (search ? `?${search}` : '');
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const res = await fetch(server.baseUrl + path, {
            method: route.method,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(hasBody ? { 'content-type': contentType } : {}),
              ...(idempotencyKey !== undefined ? { 'idempotency-key': idempotencyKey } : {}),
            },
            ...(hasBody ? { body: text } : {}),
          });
          const raw = await res.text();
          const problem =
            res.status >= 500
              ? `status ${res.status}`
              : res.status >= 400 && !isJsonWithMessage(raw)
                ? `refusal not in JSON: ${raw.slice(0, 80)}`
                : null;
          if (problem) failures.push(`${route.method} ${path.slice(0, 120)} → ${problem}`);
          return problem === null;
        },
      ),
      { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    expect(failures).toEqual([]);
    const health = await fetch(`${server.baseUrl}/health`);
    expect(health.status).toBe(200);
  }, 600_000);

  it('import files that are huge, not spreadsheets, ZIP bombs or hold formulas are a 4xx with a message', async () => {
    const files: [string, Buffer][] = [
      ['huge.csv', Buffer.alloc(6 * 1024 * 1024, 'a,')],
      ['photo.png', Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex')],
      ['utf16.csv', Buffer.from('\uFEFFEmployee ID,Name', 'utf16le')],
      [
        'bomb.xlsx',
        Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(80 * 1024 * 1024) }, { level: 9 })),
      ],
      ['broken.xlsx', Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(500, 1)])],
      [
        'formula.xlsx',
        await xlsxOf([
          ['Employee ID', 'Leave Type', 'Available'],
          ['E-1', { formula: 'A1', result: 'x' }, 1],
        ]),
      ],
      ['empty.csv', Buffer.alloc(0)],
    ];
    const admin = tokens[1];
    const paths = [
      '/api/employee/import/preview',
      '/api/employee/import/report',
      '/api/employee/import',
      '/api/leave-balance/opening/preview',
      '/api/leave-balance/opening',
    ];
    for (const path of paths) {
      for (const [name, bytes] of files) {
        const res = await server.request<any>('POST', path, {
          token: admin,
          form: importForm(name, bytes, { reason: 'Go-live' }),
        });
        expect(res.status, `${path} ${name}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${name}`).toBeLessThan(500);
        expect(typeof res.body.message, `${path} ${name}`).toBe('string');
      }
    }
  }, 120_000);

  it('path traversal in /uploads is a 404, never a file', async () => {
    for (const name of [
      '../../../../etc/passwd',
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '....//....//etc/passwd',
      '00000000-0000-4000-8000-000000000000.webp%00.png',
    ]) {
      const res = await fetch(`${server.baseUrl}/uploads/${name}`);
      const text = await res.text();
      expect(res.status, name).toBe(404);
      expect(text).not.toContain('root:');
    }
  });
});

function isJsonWithMessage(raw: string): boolean {
  try {
    const parsed = JSON.parse(raw) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.length > 0;
  } catch {
    return false;
  }
}
