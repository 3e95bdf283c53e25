import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salaries } from './db/schema/index.js';
import { createDepartment, createEmployee, loginAs } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';

/**
 * Downloads a handler sends itself (a streamed export, a payslip, a ZIP, a calendar feed) end
 * with the file: the route does not try to answer a second time once they are done, which Fastify
 * would log as 'Reply was already sent'.
 */
let server: TestServer;
let admin: string;
let hr: string;
let departmentId: string;
let salaryId: string;
let feedPath: string;

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'warn' });
  admin = (await loginAs(server, 'admin')).token;
  hr = (await loginAs(server, 'moderator')).token;
  const department = await createDepartment(server.db);
  departmentId = department.id;
  const person = await createEmployee(server.db, { departmentId });
  const [row] = await server.db
    .insert(salaries)
    .values({ employeeId: person.employeeId, basicSalary: '1000.00', netSalary: '1000.00', payDate: '2026-01-31' })
    .returning({ id: salaries.id });
  salaryId = row!.id;
  const feed = await server.request<any>('POST', '/api/calendar-feeds', {
    token: (await loginAs(server, person)).token,
    body: { kind: 'holidays' },
  });
  feedPath = new URL(feed.body.result.url).pathname;
});
afterAll(async () => {
  await server?.close();
});

/** The server's warnings and errors while `run` goes on, and a moment after (a late log line). */
async function logsDuring(run: () => Promise<void>): Promise<string[]> {
  const from = server.logs.length;
  await run();
  await new Promise((resolve) => setTimeout(resolve, 200));
  return server.logs.slice(from);
}

describe('streamed downloads', () => {
  const downloads = () => [
    { what: 'a CSV export', path: '/api/export/employees?format=csv', token: admin },
    { what: 'an Excel export', path: '/api/export/employees?format=xlsx', token: admin },
    { what: 'a payslip', path: `/api/salary/${salaryId}/payslip.pdf`, token: hr },
    { what: 'a ZIP of payslips', path: `/api/salary/payslips.zip?month=2026-01&department=${departmentId}`, token: hr },
    { what: 'a calendar feed', path: feedPath, token: undefined },
  ];

  it('log no "Reply was already sent" once the file is sent', async () => {
    for (const { what, path, token } of downloads()) {
      const logs = await logsDuring(async () => {
        const res = await fetch(server.baseUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
        expect([what, res.status]).toEqual([what, 200]);
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
      });
      expect([what, logs.filter((line) => line.includes('already sent'))]).toEqual([what, []]);
    }
  });

  it('log no "Reply was already sent" when the client leaves part-way', async () => {
    const { path, token } = downloads()[3]!;
    const logs = await logsDuring(async () => {
      const controller = new AbortController();
      const res = await fetch(server.baseUrl + path, {
        headers: { authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      controller.abort();
      await res.arrayBuffer().catch(() => null);
    });
    expect(logs.filter((line) => line.includes('already sent'))).toEqual([]);
  });
});
