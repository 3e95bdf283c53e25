import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.js';
import { LoginThrottle } from '../../auth/login-throttle.js';
import { loginAttempts, outbox, passwordResetTokens, sessions, users } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/database.js';
import { createUser, loginAs, TEST_PASSWORD } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { RESET_MAILS_PER_HOUR } from './auth.routes.js';
import { requestPasswordReset } from './auth.service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: '5' });
});
afterAll(async () => {
  await server?.close();
});

const cookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('ems_session='));

describe('POST /api/user/login', () => {
  it('signs in: token, user without secrets, httpOnly session cookie', async () => {
    const user = await createUser(server.db, { role: 'admin', email: 'Boss@Example.test' });
    const res = await server.request<Record<string, any>>('POST', '/api/user/login', {
      body: { email: 'boss@example.test', password: TEST_PASSWORD },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36' },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.token).toMatch(/^[\w-]{43}$/);
    expect(res.body.user).toMatchObject({ _id: user.id, role: 'admin', name: user.name });
    expect(JSON.stringify(res.body)).not.toMatch(/argon|password/i);
    const cookie = cookieOf(res.headers);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Expires=/i); // not remembered: a browser-session cookie
    expect(res.body.user.meta).toMatchObject({ lastLoginIp: '127.0.0.1', lastLoginDevice: 'Chrome 156 on Linux' });
  });

  it('remembers: the cookie persists when remember is true', async () => {
    const user = await createUser(server.db);
    const res = await server.request('POST', '/api/user/login', {
      body: { email: user.email, password: user.password, remember: true },
    });
    expect(res.status).toBe(200);
    expect(cookieOf(res.headers)).toMatch(/Expires=/i);
  });

  it('stores only a hash of the token', async () => {
    const { token, user } = await loginAs(server, 'employee');
    const rows = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a wrong password and an unknown email alike (401)', async () => {
    const user = await createUser(server.db);
    const wrong = await server.request('POST', '/api/user/login', {
      body: { email: user.email, password: 'Wrong-pass1' },
    });
    const unknown = await server.request('POST', '/api/user/login', {
      body: { email: 'nobody@example.test', password: 'Wrong-pass1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: MSG.invalidCredentials, message: MSG.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('rejects an invalid email and a missing password (400)', async () => {
    const badEmail = await server.request('POST', '/api/user/login', {
      body: { email: 'not-an-email', password: 'x' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe(MSG.invalidEmail);
    const noPassword = await server.request('POST', '/api/user/login', { body: { email: 'a@b.test' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe(MSG.passwordRequired);
    const notJson = await server.request('POST', '/api/user/login', { body: '{"email":' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.success).toBe(false);
  });

  it('refuses further tries after repeated failures, even with the right password (429)', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < 5; i++) {
      const res = await server.request('POST', '/api/user/login', {
        body: { email: user.email, password: 'Nope-1234' },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await server.request('POST', '/api/user/login', {
      body: { email: user.email, password: user.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed sign-ins\. Please wait 1[45] minutes and try again\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
  });
});

describe('GET /api/user/verify', () => {
  it('rejects a request without a session (401 JSON)', async () => {
    const res = await server.request('GET', '/api/user/verify');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: MSG.notSignedIn, message: MSG.notSignedIn });
  });

  it('treats "Bearer null" from old clients as no token', async () => {
    const res = await server.request('GET', '/api/user/verify', { headers: { authorization: 'Bearer null' } });
    expect(res.status).toBe(401);
  });

  it('rejects an unknown token (401)', async () => {
    const res = await server.request('GET', '/api/user/verify', { token: 'x'.repeat(43) });
    expect(res.status).toBe(401);
  });

  it('returns the user for a bearer token and for the cookie', async () => {
    const { token, user } = await loginAs(server, 'manager');
    const byBearer = await server.request<Record<string, any>>('GET', '/api/user/verify', { token });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.user).toMatchObject({ _id: user.id, email: user.email, role: 'manager' });
    const byCookie = await server.request('GET', '/api/user/verify', { headers: { cookie: `ems_session=${token}` } });
    expect(byCookie.status).toBe(200);
  });

  it('matches paths case-insensitively', async () => {
    const { token } = await loginAs(server, 'employee');
    const res = await server.request('GET', '/api/USER/Verify', { token });
    expect(res.status).toBe(200);
  });

  it('rejects an expired session', async () => {
    const { token, user } = await loginAs(server, 'employee');
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await server.request('GET', '/api/user/verify', { token })).status).toBe(401);
  });
});

describe('POST /api/user/logout/{id}', () => {
  it('revokes the session', async () => {
    const { token, user } = await loginAs(server, 'employee');
    const res = await server.request('POST', `/api/user/logout/${user.id}`, { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MSG.loggedOut });
    expect((await server.request('GET', '/api/user/verify', { token })).status).toBe(401);
  });

  it("refuses to log out somebody else's id (403)", async () => {
    const { token } = await loginAs(server, 'employee');
    const other = await createUser(server.db);
    expect((await server.request('POST', `/api/user/logout/${other.id}`, { token, body: {} })).status).toBe(403);
  });

  it('needs a session (401)', async () => {
    expect((await server.request('POST', '/api/user/logout/abc', { body: {} })).status).toBe(401);
  });
});

describe('GET /api/user/active', () => {
  it('lists users with a live session for an admin', async () => {
    const { token } = await loginAs(server, 'admin');
    const { user: signedIn } = await loginAs(server, 'employee');
    const idle = await createUser(server.db);
    const res = await server.request<{ result: { _id: string; email: string; name: string; role: string }[] }>(
      'GET',
      '/api/user/active',
      { token },
    );
    expect(res.status).toBe(200);
    const ids = res.body.result.map((row) => row._id);
    expect(ids).toContain(signedIn.id);
    expect(ids).not.toContain(idle.id);
    expect(Object.keys(res.body.result[0]!).sort()).toEqual(['_id', 'email', 'name', 'role']);
  });

  it('with a limit returns the first ones by name and the count of them all', async () => {
    const { token } = await loginAs(server, 'admin');
    for (let i = 0; i < 3; i++) await loginAs(server, 'employee');
    const all = await server.request<{ result: { name: string; _id: string }[]; count: number }>(
      'GET',
      '/api/user/active',
      { token },
    );
    expect(all.body.count).toBe(all.body.result.length);
    expect(all.body.count).toBeGreaterThan(2);
    const first = await server.request<{ result: { _id: string }[]; count: number }>(
      'GET',
      '/api/user/active?limit=2',
      { token },
    );
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual(all.body.result.slice(0, 2).map((row) => expect.objectContaining(row)));
    expect(first.body.count).toBe(all.body.count);
    expect((await server.request('GET', '/api/user/active?limit=0', { token })).status).toBe(400);
  });

  it('drops a user whose last session has expired, though nothing announced it', async () => {
    const { token } = await loginAs(server, 'admin');
    const { user: leaving } = await loginAs(server, 'employee');
    const { user: staying } = await loginAs(server, 'employee');
    // Her only session ends in a moment (as sessions do, unannounced); the list is asked before and after.
    await server.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1200 milliseconds'` })
      .where(eq(sessions.userId, leaving.id));
    await server.settleReads();
    const active = async () =>
      (await server.request<{ result: { _id: string }[] }>('GET', '/api/user/active', { token })).body.result.map(
        (row) => row._id,
      );
    expect(await active()).toEqual(expect.arrayContaining([leaving.id, staying.id]));
    expect(await active()).toContain(leaving.id); // asked again before the end: kept
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const after = await active();
    expect(after).not.toContain(leaving.id);
    expect(after).toContain(staying.id);
  });

  it.each(['manager', 'employee', 'moderator', 'user'] as const)('refuses a %s (403)', async (role) => {
    const { token } = await loginAs(server, role);
    expect((await server.request('GET', '/api/user/active', { token })).status).toBe(403);
  });
});

describe('POST /api/user/signup', () => {
  let open: TestServer;
  beforeAll(async () => {
    open = await startTestServer({ ALLOW_SIGNUP: 'true' });
  });
  afterAll(async () => {
    await open?.close();
  });

  it('creates a user-role account that can sign in (201), and mails its owner', async () => {
    const res = await open.request<Record<string, any>>('POST', '/api/user/signup', {
      body: { name: 'New Person', email: 'new.person@example.test', password: 'Strong1pass' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: MSG.signupReceived });
    const login = await open.request<Record<string, any>>('POST', '/api/user/login', {
      body: { email: 'new.person@example.test', password: 'Strong1pass' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'user', email: 'new.person@example.test', employee: null });
    expect((await open.waitForMail('new.person@example.test')).subject).toBe('Your EMS Panel account is ready');
  });

  it('answers a taken email exactly as a new one; the mail tells the owner, the account is untouched', async () => {
    const owner = await createUser(open.db, { email: 'taken@example.test' });
    const res = await open.request('POST', '/api/user/signup', {
      body: { name: 'X', email: 'TAKEN@example.test', password: 'Strong1pass' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: MSG.signupReceived });
    expect((await open.waitForMail('taken@example.test')).subject).toBe('Someone tried to sign up with your email');
    const [row] = await open.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.name).toBe(owner.name);
    expect(
      (await open.request('POST', '/api/user/login', { body: { email: owner.email, password: 'Strong1pass' } })).status,
    ).toBe(401);
  });

  it('refuses a weak password and a blank name (400)', async () => {
    const weak = await open.request('POST', '/api/user/signup', {
      body: { name: 'X', email: 'weak@example.test', password: 'alllowercase1' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MSG.weakPassword);
    const blank = await open.request('POST', '/api/user/signup', {
      body: { name: '   ', email: 'blank@example.test', password: 'Strong1pass' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(MSG.nameRequired);
  });

  it('is off unless ALLOW_SIGNUP turns it on (403)', async () => {
    // `server` runs with the default configuration.
    const res = await server.request('POST', '/api/user/signup', {
      body: { name: 'X', email: 'x@example.test', password: 'Strong1pass' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.signupDisabled);
  });
});

describe('password reset', () => {
  const resetLink = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1];

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = server.mails.length;
    const res = await server.request('POST', '/api/user/forgot-password', { body: { email: 'ghost@example.test' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.resetRequested);
    expect(server.mails.length).toBe(before);
  });

  it('mails a one-time link that sets a new password and signs out every session', async () => {
    const user = await createUser(server.db);
    const { token: oldToken } = await loginAs(server, user);
    const res = await server.request('POST', '/api/user/forgot-password', { body: { email: user.email } });
    expect(res.status).toBe(200);
    const mail = await server.waitForMail(user.email);
    expect(mail.to).toBe(user.email);
    const token = resetLink(mail.text);
    expect(token).toBeTruthy();

    const reset = await server.request('POST', '/api/user/reset-password', { body: { token, password: 'Brand-new1' } });
    expect(reset.status).toBe(200);
    expect((await server.request('GET', '/api/user/verify', { token: oldToken })).status).toBe(401);
    const login = await server.request('POST', '/api/user/login', {
      body: { email: user.email, password: 'Brand-new1' },
    });
    expect(login.status).toBe(200);

    const again = await server.request('POST', '/api/user/reset-password', {
      body: { token, password: 'Another-new1' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.resetInvalid);
  });

  it('refuses an expired link and a weak new password (400)', async () => {
    const user = await createUser(server.db);
    await server.request('POST', '/api/user/forgot-password', { body: { email: user.email } });
    const token = resetLink((await server.waitForMail(user.email)).text);
    const weak = await server.request('POST', '/api/user/reset-password', { body: { token, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MSG.weakPassword);
    await server.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await server.request('POST', '/api/user/reset-password', {
      body: { token, password: 'Brand-new1' },
    });
    expect(expired.status).toBe(400);
    const [row] = await server.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
  });
});

describe('reset mail: at most 3 an hour, none to a disabled account', () => {
  const resetMailsTo = async (email: string) =>
    (
      await server.db
        .select({ n: count() })
        .from(outbox)
        .where(sql`${outbox.payload}->>'to' = ${email} and ${outbox.payload}->>'topic' = 'password-reset'`)
    )[0]!.n;

  it('sends 3 links an hour to an account, counted across server processes, answering the same every time', async () => {
    const user = await createUser(server.db);
    const sibling = await server.startSibling();
    try {
      for (const instance of [server, sibling, server, sibling, server]) {
        const res = await instance.request('POST', '/api/user/forgot-password', { body: { email: user.email } });
        expect([res.status, res.body.message]).toEqual([200, MSG.resetRequested]);
      }
    } finally {
      await sibling.close();
    }
    expect(await resetMailsTo(user.email)).toBe(RESET_MAILS_PER_HOUR);
  });

  it('sends none to a disabled account, with the same answer', async () => {
    const user = await createUser(server.db);
    await server.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await server.request('POST', '/api/user/forgot-password', { body: { email: user.email } });
    expect([res.status, res.body.message]).toEqual([200, MSG.resetRequested]);
    expect(await resetMailsTo(user.email)).toBe(0);
  });
});

describe('forgot password: the same database work for a known and an unknown email', () => {
  it('runs the same statements, writing the link and its mail only for the account', async () => {
    const statements: string[] = [];
    const database = await createTestDatabase({ onQuery: (query) => statements.push(query) });
    try {
      const { db } = database.database;
      const known = await createUser(db);
      const resetMails = new LoginThrottle(db, RESET_MAILS_PER_HOUR, 3_600_000);
      const workFor = async (email: string) => {
        statements.length = 0;
        await requestPasswordReset(db, email, 'http://localhost:3000', resetMails);
        return [...statements];
      };
      const unknown = await workFor('nobody-here@example.test');
      expect(unknown.length).toBeGreaterThan(3);
      expect(await workFor(known.email)).toEqual(unknown);
      const queued = await db.select({ to: sql<string>`${outbox.payload}->>'to'` }).from(outbox);
      expect(queued).toEqual([{ to: known.email }]);
      expect(await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens)).toEqual([
        { userId: known.id },
      ]);
      // Both were counted: the throttle wrote a row for each.
      expect((await db.select({ n: count() }).from(loginAttempts))[0]!.n).toBe(2);
    } finally {
      await database.dispose();
    }
  });
});

describe('reset links: only the newest one works', () => {
  const resetLink = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1];
  const requestLink = async (email: string, skip: number) => {
    await server.request('POST', '/api/user/forgot-password', { body: { email } });
    return resetLink((await server.waitForMail(email, skip)).text)!;
  };
  const resetWith = (token: string, password: string) =>
    server.request('POST', '/api/user/reset-password', { body: { token, password } });

  it('a new link voids the earlier ones, and a used link voids every other', async () => {
    const user = await createUser(server.db);
    const t1 = await requestLink(user.email, 0);
    const t2 = await requestLink(user.email, 1);
    expect(t2).not.toBe(t1);
    expect((await resetWith(t1, 'First-new1')).status).toBe(400);
    expect((await resetWith(t2, 'Second-new1')).status).toBe(200);
    expect((await resetWith(t1, 'Third-new1')).status).toBe(400);
    expect(
      (await server.request('POST', '/api/user/login', { body: { email: user.email, password: 'Second-new1' } }))
        .status,
    ).toBe(200);
  });

  it('a password change voids every open link', async () => {
    const user = await createUser(server.db);
    const t3 = await requestLink(user.email, 0);
    const { token } = await loginAs(server, user);
    const changed = await server.request('POST', '/api/user/change-password', {
      token,
      body: { currentPassword: user.password, newPassword: 'Changed-pass9' },
    });
    expect(changed.status).toBe(200);
    const reset = await resetWith(t3, 'Hijack-pass9');
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(MSG.resetInvalid);
  });

  it('forgot-password answers without waiting for the mail (it goes through the outbox)', async () => {
    const user = await createUser(server.db);
    await server.request('POST', '/api/user/forgot-password', { body: { email: user.email } });
    const [queued] = await server.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${user.email}`);
    expect(queued).toMatchObject({ kind: 'mail' });
  });
});

describe('POST /api/user/change-email', () => {
  it('changes the sign-in email with the current password and signs out the other sessions', async () => {
    const user = await createUser(server.db);
    const { token: here } = await loginAs(server, user);
    const { token: elsewhere } = await loginAs(server, user);
    const wrong = await server.request('POST', '/api/user/change-email', {
      token: here,
      body: { currentPassword: 'Nope-nope1', email: 'moved@example.test' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MSG.currentPasswordWrong);
    const res = await server.request('POST', '/api/user/change-email', {
      token: here,
      body: { currentPassword: user.password, email: 'Moved@Example.test' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.emailChanged);
    expect((await server.request('GET', '/api/user/verify', { token: here })).status).toBe(200);
    expect((await server.request('GET', '/api/user/verify', { token: elsewhere })).status).toBe(401);
    expect(
      (
        await server.request('POST', '/api/user/login', {
          body: { email: 'moved@example.test', password: user.password },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses an email another account uses (409)', async () => {
    const other = await createUser(server.db);
    const user = await createUser(server.db);
    const { token } = await loginAs(server, user);
    const res = await server.request('POST', '/api/user/change-email', {
      token,
      body: { currentPassword: user.password, email: other.email },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.emailTaken);
  });
});

describe('POST /api/user/change-password', () => {
  it('changes the password and signs out the other sessions only', async () => {
    const user = await createUser(server.db);
    const { token: here } = await loginAs(server, user);
    const { token: elsewhere } = await loginAs(server, user);
    const res = await server.request('POST', '/api/user/change-password', {
      token: here,
      body: { currentPassword: user.password, newPassword: 'Changed-pass9' },
    });
    expect(res.status).toBe(200);
    expect((await server.request('GET', '/api/user/verify', { token: here })).status).toBe(200);
    expect((await server.request('GET', '/api/user/verify', { token: elsewhere })).status).toBe(401);
  });

  it('refuses a wrong current password (400) and changes nothing', async () => {
    const user = await createUser(server.db);
    const { token } = await loginAs(server, user);
    const res = await server.request('POST', '/api/user/change-password', {
      token,
      body: { currentPassword: 'Wrong-pass1', newPassword: 'Changed-pass9' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.currentPasswordWrong);
    const login = await server.request('POST', '/api/user/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
  });
});

describe('own sessions', () => {
  it('lists the own sessions, marks the current one, and revokes another', async () => {
    const user = await createUser(server.db);
    const { token } = await loginAs(server, user);
    await loginAs(server, user);
    const list = await server.request<{ result: { _id: string; current: boolean }[] }>('GET', '/api/user/sessions', {
      token,
    });
    expect(list.status).toBe(200);
    expect(list.body.result).toHaveLength(2);
    const other = list.body.result.find((s) => !s.current)!;
    expect(list.body.result.filter((s) => s.current)).toHaveLength(1);
    const revoke = await server.request('DELETE', `/api/user/sessions/${other._id}`, { token });
    expect(revoke.status).toBe(200);
    const after = await server.request<{ result: unknown[] }>('GET', '/api/user/sessions', { token });
    expect(after.body.result).toHaveLength(1);
  });

  it("cannot revoke somebody else's session (404) or a malformed id (400)", async () => {
    const { token } = await loginAs(server, 'employee');
    const { user: victim } = await loginAs(server, 'employee');
    const [victimSession] = await server.db.select().from(sessions).where(eq(sessions.userId, victim.id));
    expect((await server.request('DELETE', `/api/user/sessions/${victimSession!.id}`, { token })).status).toBe(404);
    expect((await server.request('DELETE', '/api/user/sessions/not-a-uuid', { token })).status).toBe(400);
  });
});

describe('cookie sessions and cross-site requests', () => {
  it('refuses an unsafe cookie-authenticated request from a foreign origin (403)', async () => {
    const user = await createUser(server.db);
    const { token } = await loginAs(server, user);
    const res = await server.request('POST', '/api/user/change-password', {
      headers: { cookie: `ems_session=${token}`, origin: 'https://evil.example' },
      body: { currentPassword: user.password, newPassword: 'Changed-pass9' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.crossSite);
  });

  it('accepts it from the same origin', async () => {
    const user = await createUser(server.db);
    const { token } = await loginAs(server, user);
    const res = await server.request('POST', '/api/user/change-password', {
      headers: { cookie: `ems_session=${token}`, origin: server.baseUrl },
      body: { currentPassword: user.password, newPassword: 'Changed-pass9' },
    });
    expect(res.status).toBe(200);
  });
});
