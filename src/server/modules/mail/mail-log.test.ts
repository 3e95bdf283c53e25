import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

// Without SMTP_URL the outbox "sends" by writing each mail to the server's log: the list says so.
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/mail/outbox without a mail server', () => {
  it('says a sent message was only written to the log (delivery: log)', async () => {
    const person = await createUser(server.db, { role: 'employee' });
    await server.request('POST', '/api/user/forgot-password', { body: { email: person.email } });
    await expect
      .poll(async () => {
        const listed = await server.request<any>('GET', '/api/mail/outbox?status=sent', { token: admin });
        return listed.body.result.some((mail: any) => mail.to === person.email);
      })
      .toBe(true);
    const listed = await server.request<any>('GET', '/api/mail/outbox', { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.delivery).toBe('log');
  });
});
