import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BALANCE_SORTS } from '#shared/schemas/leave-balance.js';
import { createDepartment, createEmployee, loginAs, orgToday } from '#server/test/factories.js';
import { startTestServer, type TestServer } from '#server/test/server.js';

let server: TestServer;
let hr: string;
let department: string;
const year = Number(orgToday().slice(0, 4));

beforeAll(async () => {
  server = await startTestServer();
  hr = (await loginAs(server, 'moderator')).token;
  department = (await createDepartment(server.db)).id;
  const people = [];
  for (let i = 0; i < 6; i += 1) people.push(await createEmployee(server.db, { departmentId: department }));
  // Balances that differ, and two that tie, so every sort has something to order.
  const text = [
    'Employee ID,Leave Type,Available',
    ...people.map((person, i) => `${person.employeeCode},Annual Leave,${i === 5 ? 2 : i * 2}`),
    ...people.map((person, i) => `${person.employeeCode},Sick Leave,${10 - i}`),
  ].join('\n');
  const loaded = await server.request<any>('POST', '/api/leave-balance/opening', {
    token: hr,
    body: { fileName: 'opening.csv', text, reason: 'Test balances' },
  });
  expect(loaded.status).toBe(201);
});
afterAll(async () => {
  await server?.close();
});

const report = async (query: string) => {
  const res = await server.request<any>(
    'GET',
    `/api/leave-balance/report?year=${year}&department=${department}${query}`,
    {
      token: hr,
    },
  );
  expect(res.status).toBe(200);
  return res.body;
};
const key = (row: any) => `${row.employee._id} ${row.leaveType} ${row.available} ${row.taken}`;

describe('GET /api/leave-balance/report', () => {
  it.each(BALANCE_SORTS.flatMap((sort) => [sort, `${sort}:desc`]))(
    'a page sorted by %s is the same stretch of the whole report, with its sums',
    async (sort) => {
      const whole = (await report(`&sort=${sort}`)).result;
      // Six people and the department's manager, three types each.
      expect(whole).toHaveLength(21);
      const pages = [];
      for (let page = 1; page <= 5; page += 1) pages.push(await report(`&sort=${sort}&page=${page}&limit=5`));
      expect(pages.map((answer) => answer.total)).toEqual([21, 21, 21, 21, 21]);
      expect(pages.flatMap((answer) => answer.result).map(key)).toEqual(whole.map(key));
    },
  );

  it('the CSV has the rows of the screen in its order', async () => {
    const whole = (await report('&sort=available:desc')).result;
    const csv = await server.request<string>(
      'GET',
      `/api/leave-balance/report.csv?year=${year}&department=${department}&sort=available:desc`,
      { token: hr },
    );
    const lines = csv.body.trim().split('\r\n').slice(1);
    expect(lines.map((line) => line.split(',').at(-1))).toEqual(whole.map((row: any) => String(row.available)));
  });

  it('a page sorted by a figure follows a change at once, and its pages still make up the whole', async () => {
    const before = (await report('&sort=available:desc')).result;
    const lowest = before.at(-1);
    const adjusted = await server.request<any>('POST', '/api/leave-balance/adjust', {
      token: hr,
      body: {
        employeeId: lowest.employee._id,
        leaveTypeId: lowest.leaveTypeId,
        year,
        days: 40,
        reason: 'Overtime',
      },
    });
    expect(adjusted.status).toBe(201);
    const first = await report('&sort=available:desc&page=1&limit=5');
    expect(first.result[0]).toMatchObject({
      employee: { _id: lowest.employee._id },
      leaveTypeId: lowest.leaveTypeId,
      available: lowest.available + 40,
    });
    const pages = [first];
    for (let page = 2; page <= 5; page += 1) pages.push(await report(`&sort=available:desc&page=${page}&limit=5`));
    const whole = (await report('&sort=available:desc')).result;
    expect(pages.flatMap((answer) => answer.result).map(key)).toEqual(whole.map(key));
  });

  it('reads a control character in the search (a NUL the database could not take) as a space', async () => {
    // A query the database refuses is answered in JSON before any of the file: lib/export.unit.test.ts.
    const res = await server.request<any>('GET', `/api/leave-balance/report.csv?year=${year}&search=%00`, {
      token: hr,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
  });
});
