import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.js';
import { accessControl } from './auth/access.js';
import { loginAs } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const PUBLIC_ROUTES = [
  'POST /api/user/login',
  'POST /api/user/signup',
  'GET /api/user/signup',
  'POST /api/user/forgot-password',
  'POST /api/user/reset-password',
  // The web app's own: whether anyone is signed in (null when not), and sign-in answering a wrong
  // password with success false instead of a 401 (web-session.test.ts).
  'GET /api/user/session',
  'POST /api/user/sign-in',
  // Calendar apps read a feed without a session: its secret address is the key (feeds.test.ts).
  'GET /api/calendar-feeds/:token/calendar.ics',
];

describe('route access declarations', () => {
  it('every /api route declares who may call it', () => {
    expect(server.app.apiRoutes.length).toBeGreaterThan(10);
    for (const route of server.app.apiRoutes) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('only sign-in, sign-up (and whether it is open), password reset, the session check and calendar feeds are public under /api', () => {
    const publicRoutes = server.app.apiRoutes
      .filter((route) => route.access === 'public')
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('every other /api route answers 401 JSON without a session', async () => {
    const guarded = server.app.apiRoutes.filter((route) => route.access !== 'public');
    for (const route of guarded) {
      const path = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await server.request(route.method, path, route.method === 'GET' ? {} : { body: {} });
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
      expect(res.body).toEqual({ success: false, error: MSG.notSignedIn, message: MSG.notSignedIn });
    }
  });

  it('refuses to start when an /api route has no declaration', async () => {
    const app = Fastify();
    await app.register(accessControl, {
      db: server.db,
      lifetimes: { sessionMs: 1, rememberMs: 1, sessionMaxMs: 1 },
      allowedOrigins: [],
    });
    await expect(
      app.register(async (scope) => {
        scope.get('/api/forgotten', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/does not declare its access/);
    await app.close();
  });
});

describe('service routes', () => {
  it('GET /health reports the database', async () => {
    const res = await server.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok' });
  });

  it('GET /api/openapi.json documents the API for signed-in people', async () => {
    expect((await server.request('GET', '/api/openapi.json')).status).toBe(401);
    expect((await server.request('GET', '/api/docs/')).status).toBe(401);
    const { token } = await loginAs(server, 'user');
    expect((await server.request('GET', '/api/docs/', { token })).status).toBe(200);
    const res = await server.request<{ openapi: string; paths: Record<string, unknown> }>('GET', '/api/openapi.json', {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain('/api/user/login');
  });

  it('the OpenAPI document gives every API operation its success answer, and the employee form its fields and photo', async () => {
    const { token } = await loginAs(server, 'user');
    type Operation = {
      responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
      requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
    };
    const res = await server.request<{ paths: Record<string, Record<string, Operation>> }>('GET', '/api/openapi.json', {
      token,
    });
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(res.body.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const success = operation.responses?.['200'] ?? operation.responses?.['201'];
        const schema = success && Object.values(success.content ?? {})[0]?.schema;
        if (!schema) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    for (const [path, method] of [
      ['/api/employee/addEmployee', 'post'],
      ['/api/employee/updateEmployee/{id}', 'put'],
    ] as const) {
      const body = res.body.paths[path]?.[method]?.requestBody;
      const form = body?.content['multipart/form-data']?.schema.properties ?? {};
      expect(Object.keys(form), path).toEqual(
        expect.arrayContaining(['emp_name', 'emp_email', 'department', 'profileImage']),
      );
      expect(form.profileImage?.format, path).toBe('binary');
    }
  });

  it('the OpenAPI document gives GET /uploads/{name} its image answer: WebP, binary (and 404)', async () => {
    const { token } = await loginAs(server, 'user');
    type Response = { description?: string; content?: Record<string, { schema?: { type?: string; format?: string } }> };
    const res = await server.request<{
      paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
    }>('GET', '/api/openapi.json', { token });
    const responses = res.body.paths['/uploads/{name}']?.get?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '404']));
    expect(Object.keys(responses['200']?.content ?? {})).toEqual(['image/webp']);
    expect(responses['200']?.content?.['image/webp']?.schema).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('unknown API paths are 404 JSON', async () => {
    const res = await server.request('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it('GET /uploads refuses unknown and traversing names (404)', async () => {
    for (const name of ['00000000-0000-4000-8000-000000000000.webp', '..%2F..%2Fetc%2Fpasswd', 'x.png']) {
      const res = await server.request('GET', `/uploads/${name}`);
      expect(res.status, name).toBe(404);
    }
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await server.request('GET', '/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
