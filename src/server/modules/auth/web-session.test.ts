import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.js';
import { sessions } from '../../db/schema/index.js';
import { createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

// The web app's own session calls answer what a signed-out screen expects with 200, so that the
// browser's console shows no failed request; the spec's login and verify keep their 401.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: '3' });
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/user/session', () => {
  it('answers 200 with no user when nobody is signed in, or the token is unknown or expired', async () => {
    const none = await server.request('GET', '/api/user/session');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ success: true, user: null });
    expect((await server.request('GET', '/api/user/session', { token: 'x'.repeat(43) })).body.user).toBeNull();
    const { token, user } = await loginAs(server, 'employee');
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const expired = await server.request('GET', '/api/user/session', { token });
    expect(expired.status).toBe(200);
    expect(expired.body.user).toBeNull();
  });

  it('answers the user of a bearer token and of the cookie, as verify does', async () => {
    const { token, user } = await loginAs(server, 'manager');
    const byBearer = await server.request<Record<string, any>>('GET', '/api/user/session', { token });
    const verify = await server.request<Record<string, any>>('GET', '/api/user/verify', { token });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.user).toMatchObject({ _id: user.id, email: user.email, role: 'manager' });
    expect(byBearer.body.user).toEqual(verify.body.user);
    const byCookie = await server.request<Record<string, any>>('GET', '/api/user/session', {
      headers: { cookie: `ems_session=${token}` },
    });
    expect(byCookie.body.user._id).toBe(user.id);
  });
});

describe('POST /api/user/sign-in', () => {
  it('signs in as login does: token, user and session cookie', async () => {
    const user = await createUser(server.db, { role: 'moderator' });
    const res = await server.request<Record<string, any>>('POST', '/api/user/sign-in', {
      body: { email: user.email, password: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { _id: user.id, role: 'moderator' } });
    expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith('ems_session='))).toBe(true);
    expect((await server.request('GET', '/api/user/verify', { token: res.body.token })).status).toBe(200);
  });

  it('answers a wrong password 200 with success false and the spec’s message; the tries still count', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < 3; i++) {
      const wrong = await server.request('POST', '/api/user/sign-in', {
        body: { email: user.email, password: 'Wrong-pass1' },
      });
      expect(wrong.status).toBe(200);
      expect(wrong.body).toEqual({ success: false, message: MSG.invalidCredentials });
      expect(wrong.headers.getSetCookie()).toEqual([]);
    }
    // The throttle is the login's: blocked on either path, even with the right password.
    const blocked = await server.request('POST', '/api/user/sign-in', {
      body: { email: user.email, password: user.password },
    });
    expect(blocked.status).toBe(429);
    expect(
      (await server.request('POST', '/api/user/login', { body: { email: user.email, password: user.password } }))
        .status,
    ).toBe(429);
  });

  it('refuses an invalid body as login does (400)', async () => {
    const res = await server.request('POST', '/api/user/sign-in', { body: { email: 'not-an-email', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.invalidEmail);
  });
});
