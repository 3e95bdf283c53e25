import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';

// Mail through a real SMTP server (smtp-server) started here: what arrives, to whom, how often.
let sink: SmtpSink;
let server: TestServer;
let adminUser: Awaited<ReturnType<typeof createUser>>;
let admin: string;
let hrUser: Awaited<ReturnType<typeof createUser>>;
let hr: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: sink.url, MAIL_RETRY_SECONDS: '0.2', MAIL_MAX_ATTEMPTS: '3' });
  adminUser = await createUser(server.db, { role: 'admin' });
  admin = (await loginAs(server, adminUser)).token;
  hrUser = await createUser(server.db, { role: 'moderator' });
  hr = (await loginAs(server, hrUser)).token;
  dept = await createDepartment(server.db);
});
afterAll(async () => {
  await server?.close();
  await sink?.stop();
});

async function employeeWithToken(): Promise<{ person: TestEmployee; token: string }> {
  const person = await createEmployee(server.db, { departmentId: dept.id });
  return { person, token: (await loginAs(server, person)).token };
}

const requestLeave = (token: string) =>
  server.request<any>('POST', '/api/leave/addLeave', {
    token,
    body: { leaveType: 'Annual Leave', startDate: '2026-12-01', endDate: '2026-12-03', reason: 'Family trip' },
  });

const statusesOf = async (to: string) =>
  (
    await server.db
      .select({ status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError })
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${to}`)
  ).map((row) => row.status);

describe('mail of leave and announcements', () => {
  it('mails each approver a new request once, linked to the requests that wait for them', async () => {
    const { person, token } = await employeeWithToken();
    expect((await requestLeave(token)).status).toBe(201);
    const [toAdmin] = await sink.waitFor(1, { to: adminUser.email });
    const [toHr] = await sink.waitFor(1, { to: hrUser.email });
    expect(toAdmin!.subject).toBe(`Leave request from ${person.name}`);
    expect(toAdmin!.text).toContain('http://localhost:3000/admin-dashboard/pending-leaves');
    expect(toHr!.text).toContain('http://localhost:3000/moderator-dashboard/pending-leaves');
    // Nothing more arrives later: each message once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.to(adminUser.email)).toHaveLength(1);
    expect(await statusesOf(adminUser.email)).toEqual(['sent']);
  });

  it('mails the employee the decision, linked to their leave history', async () => {
    const { person, token } = await employeeWithToken();
    const id = (await requestLeave(token)).body.result._id as string;
    expect((await server.request('PUT', `/api/leave/approveLeave/${id}`, { token: hr })).status).toBe(200);
    const [mail] = await sink.waitFor(1, { to: person.email });
    expect(mail!.subject).toBe('Your leave was approved');
    expect(mail!.text).toContain('http://localhost:3000/employee-dashboard/leave-history');
  });

  it('mails an announcement to everyone it reaches, with the whole message, except those who turned mail off', async () => {
    const on = await employeeWithToken();
    const off = await employeeWithToken();
    const turnedOff = await server.request<any>('PUT', '/api/user/mail-preference', {
      token: off.token,
      body: { mailNotifications: false },
    });
    expect(turnedOff.status).toBe(200);
    expect((await server.request<any>('GET', '/api/user/mail-preference', { token: off.token })).body.result).toEqual({
      mailNotifications: false,
    });
    const message = `Quarterly town hall on Thursday. ${'Details follow. '.repeat(20)}`.trim();
    const sent = await server.request('POST', '/api/annoucement', {
      token: admin,
      body: { message, type: 'employees' },
    });
    expect(sent.status).toBe(201);
    const [mail] = await sink.waitFor(1, { to: on.person.email });
    expect(mail!.text).toContain(message);
    expect(mail!.text).toContain('/employee-dashboard/annoucementEmployee');
    expect(sink.to(off.person.email)).toHaveLength(0);
    // The bell still tells them.
    const bell = await server.request<any>('GET', '/api/notifications', { token: off.token });
    expect(JSON.stringify(bell.body)).toContain('Announcement from');
  });

  it('mails a password reset through the same queue, whatever the mail setting', async () => {
    const { person, token } = await employeeWithToken();
    await server.request('PUT', '/api/user/mail-preference', { token, body: { mailNotifications: false } });
    const answer = await server.request('POST', '/api/user/forgot-password', { body: { email: person.email } });
    expect(answer.status).toBe(200);
    const [mail] = await sink.waitFor(1, { to: person.email });
    expect(mail!.subject).toBe('Reset your EMS Panel password');
    expect(mail!.text).toContain('/reset-password?token=');
  });
});

describe('an SMTP server that is down', () => {
  it('does not fail or slow the request; the mail arrives once the server is back', async () => {
    const { person, token } = await employeeWithToken();
    const id = (await requestLeave(token)).body.result._id as string;
    await sink.stop();
    try {
      const started = performance.now();
      const decided = await server.request('PUT', `/api/leave/approveLeave/${id}`, { token: hr });
      expect(decided.status).toBe(200);
      // Far below the SMTP connection timeout (10 s) it would take if the request waited for mail.
      expect(performance.now() - started).toBeLessThan(2_000);
      // The worker tried, failed and waits to retry (a mail is 'queued' before its first try too).
      const attempted = async () => {
        const [row] = await server.db
          .select()
          .from(outbox)
          .where(sql`${outbox.payload}->>'to' = ${person.email}`);
        return row && row.attempts >= 1 ? row : null;
      };
      await expect.poll(attempted, { timeout: 5_000 }).not.toBeNull();
      const row = await attempted();
      expect(row!.status).toBe('queued');
      expect(row!.lastError).toBeTruthy();
    } finally {
      await sink.start();
    }
    const [mail] = await sink.waitFor(1, { to: person.email, ms: 15_000 });
    expect(mail!.subject).toBe('Your leave was approved');
    // Marked sent right after the SMTP server accepted it.
    await expect.poll(() => statusesOf(person.email)).toEqual(['sent']);
  });
});

describe('POST /api/mail/outbox/:id/retry', () => {
  it('gives up after the last attempt; the admin sees the failed message and retries it', async () => {
    const { person } = await employeeWithToken();
    await sink.stop();
    try {
      await server.request('POST', '/api/user/forgot-password', { body: { email: person.email } });
      await expect.poll(async () => (await statusesOf(person.email)).join(), { timeout: 10_000 }).toBe('failed');
    } finally {
      await sink.start();
    }
    const listed = await server.request<any>('GET', '/api/mail/outbox?status=failed', { token: admin });
    expect(listed.status).toBe(200);
    const failed = listed.body.result.find((mail: any) => mail.to === person.email);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, topic: 'password-reset' });
    expect(failed.lastError).toBeTruthy();
    expect(listed.body.counts.failed).toBeGreaterThanOrEqual(1);

    const retried = await server.request<any>('POST', `/api/mail/outbox/${failed._id}/retry`, {
      token: admin,
      body: {},
    });
    expect(retried.status).toBe(200);
    await sink.waitFor(1, { to: person.email });
    // Marked sent right after the SMTP server accepted it.
    await expect.poll(() => statusesOf(person.email)).toEqual(['sent']);
    // Only a failed message can be retried.
    const again = await server.request<any>('POST', `/api/mail/outbox/${failed._id}/retry`, { token: admin, body: {} });
    expect(again.status).toBe(409);
    const unknown = await server.request<any>('POST', `/api/mail/outbox/00000000-0000-4000-8000-000000000000/retry`, {
      token: admin,
      body: {},
    });
    expect(unknown.status).toBe(404);
  });

  it('retry all queues every failed message again', async () => {
    await server.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.status, 'sent'));
    const before = (await server.request<any>('GET', '/api/mail/outbox', { token: admin })).body.counts.failed;
    expect(before).toBeGreaterThan(0);
    const sentBefore = sink.received.length;
    const retried = await server.request<any>('POST', '/api/mail/outbox/retry-failed', { token: admin, body: {} });
    expect(retried.body.result.retried).toBe(before);
    await sink.waitFor(sentBefore + before);
    const after = (await server.request<any>('GET', '/api/mail/outbox', { token: admin })).body;
    expect(after.counts.failed).toBe(0);
    // A mail server is set: 'sent' means it accepted the mail.
    expect(after.delivery).toBe('smtp');
  });
});
