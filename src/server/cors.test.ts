import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDepartment, createUser, employeeForm, loginAs } from './test/factories.js';
import { fileBlob, makePng } from './test/images.js';
import { startTestServer, type TestServer } from './test/server.js';

const LISTED = 'http://127.0.0.1:5173';
const OTHER = 'http://evil.example';

let server: TestServer;
let admin: string;
let image: string;
beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: `${LISTED},https://hr.example.com` });
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  const department = await createDepartment(server.db);
  const form = employeeForm(department.id, {
    employeeId: 'EMP-CORS1',
    emp_name: 'Cora Origin',
    emp_email: 'cora@example.test',
    emp_phone: '01710009999',
  });
  form.append('profileImage', fileBlob(await makePng(), 'image/png'), 'photo.png');
  const added = await server.request<any>('POST', '/api/employee/addEmployee', { token: admin, form });
  expect(added.status).toBe(201);
  image = added.body.employee.profileImage;
});
afterAll(async () => {
  await server?.close();
});

const preflight = (origin: string, path = '/api/user/login', method = 'POST') =>
  server.request('OPTIONS', path, {
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,idempotency-key',
    },
  });

describe('API clients on other origins (CORS_ORIGINS)', () => {
  it('answers the preflight of a listed origin with its methods, headers and credentials', async () => {
    const res = await preflight(LISTED);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-methods')).toContain('DELETE');
    const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of ['authorization', 'content-type', 'idempotency-key']) expect(allowed).toContain(header);
  });

  it('sends no CORS header to an origin that is not listed', async () => {
    const res = await preflight(OTHER);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const get = await server.request('GET', '/api/employee/getEmployees', { token: admin, headers: { origin: OTHER } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a listed origin sign in, read and create with a bearer token, and read the headers it needs', async () => {
    const login = await server.request<any>('POST', '/api/user/login', {
      headers: { origin: LISTED },
      body: { email: 'cora@example.test', password: 'Secret-pass1' },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('access-control-allow-origin')).toBe(LISTED);
    const list = await server.request<any>('GET', '/api/employee/getEmployees', {
      token: admin,
      headers: { origin: LISTED },
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(list.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('idempotent-replayed');
    const created = await server.request<any>('POST', '/api/department/add', {
      token: admin,
      headers: { origin: LISTED, 'idempotency-key': 'cors-create-1' },
      body: { dep_name: 'Cross Origin Unit', manager: list.body.result[0].userId },
    });
    expect([201, 400, 409]).toContain(created.status);
    expect(created.headers.get('access-control-allow-origin')).toBe(LISTED);
  });

  it('keeps refusing cookie-borne writes from an unlisted site', async () => {
    const login = await server.request<any>('POST', '/api/user/login', {
      body: { email: 'cora@example.test', password: 'Secret-pass1' },
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const res = await server.request('POST', '/api/user/change-password', {
      headers: { origin: OTHER, cookie },
      body: { currentPassword: 'Secret-pass1', newPassword: 'Another-pass2' },
    });
    expect(res.status).toBe(403);
  });

  it('lets a listed origin show profile images, and only a listed one', async () => {
    const fromPage = await server.request('GET', `/uploads/${image}`, { headers: { referer: `${LISTED}/team.html` } });
    expect(fromPage.status).toBe(200);
    expect(fromPage.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const withCors = await server.request('GET', `/uploads/${image}`, { headers: { origin: LISTED } });
    expect(withCors.headers.get('access-control-allow-origin')).toBe(LISTED);
    const elsewhere = await server.request('GET', `/uploads/${image}`, { headers: { referer: `${OTHER}/page.html` } });
    expect(elsewhere.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});
