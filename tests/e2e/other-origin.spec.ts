import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO, expect, test } from './fixtures.js';

// A team's own front end, served from another origin, using the API with a bearer token.
// playwright.config.ts lists http://127.0.0.1:<E2E_PORT + 1> in CORS_ORIGINS; <E2E_PORT + 2> is
// not listed. The API itself runs on http://localhost:<E2E_PORT>.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const API = `http://localhost:${PORT}`;
const LISTED_PORT = PORT + 1;
const UNLISTED_PORT = PORT + 2;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Team page</title></head>
<body><h1>Our team</h1><img id="photo" alt="Profile photo"></body></html>`;

function servePage(port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let listed: Server;
let unlisted: Server;
test.beforeAll(async () => {
  [listed, unlisted] = await Promise.all([servePage(LISTED_PORT), servePage(UNLISTED_PORT)]);
});
test.afterAll(async () => {
  await Promise.all([listed, unlisted].map((server) => new Promise((resolve) => server?.close(resolve))));
});

const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

test('a front end on a listed origin signs in, lists, uploads, shows the photo and creates once', async ({ page }) => {
  await page.goto(`${originOf(listed)}/`);
  const outcome = await page.evaluate(
    async ({ api, email, password }) => {
      const json = async (response: Response) => ({ status: response.status, body: await response.json() });
      const login = await json(
        await fetch(`${api}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        }),
      );
      const auth = { authorization: `Bearer ${login.body.token}` };
      const employees = await json(await fetch(`${api}/api/employee/getEmployees?page=1&limit=5`, { headers: auth }));
      const departments = await json(await fetch(`${api}/api/department/getAllDep`, { headers: auth }));

      // A small PNG drawn in the page, sent as multipart with an Idempotency-Key, twice.
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 40;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2563eb';
      context.fillRect(0, 0, 40, 40);
      const png = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/png'));
      const unique = Date.now().toString().slice(-7);
      const fields: Record<string, string> = {
        employeeId: `EMP-X${unique}`,
        emp_name: 'Ori Gin',
        emp_email: `ori.gin.${unique}@example.com`,
        emp_phone: `0171${unique}`,
        department: departments.body.result[0]._id,
        salary: '40000',
        role: 'employee',
        designation: 'Data Analyst',
        gender: 'female',
        marital_status: 'single',
        dob: '1990-01-01',
        password: 'Secret-pass1',
      };
      const send = async () => {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) form.append(key, value);
        form.append('profileImage', png, 'photo.png');
        const response = await fetch(`${api}/api/employee/addEmployee`, {
          method: 'POST',
          headers: { ...auth, 'idempotency-key': `other-origin-${unique}` },
          body: form,
        });
        return { ...(await json(response)), replayed: response.headers.get('idempotent-replayed') };
      };
      const first = await send();
      const second = await send();

      const image = document.querySelector<HTMLImageElement>('#photo')!;
      await new Promise<void>((resolve) => {
        image.onload = () => resolve();
        image.onerror = () => resolve();
        image.src = `${api}/uploads/${first.body.employee.profileImage}`;
      });
      const found = await json(
        await fetch(`${api}/api/employee/getEmployees?search=${encodeURIComponent(fields.employeeId!)}`, {
          headers: auth,
        }),
      );
      return {
        login: login.status,
        employees: employees.status,
        listed: employees.body.result.length,
        first: first.status,
        second: second.status,
        sameEmployee: first.body.employee._id === second.body.employee._id,
        replayed: second.replayed,
        photoShown: image.naturalWidth > 0,
        stored: found.body.result.length,
      };
    },
    { api: API, email: DEMO.admin.email, password: DEMO.admin.password },
  );
  expect(outcome).toEqual({
    login: 200,
    employees: 200,
    listed: 5,
    first: 201,
    second: 201,
    sameEmployee: true,
    replayed: 'true',
    photoShown: true,
    stored: 1,
  });
});

test('a page on an origin that is not listed cannot read the API', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/CORS|Failed to fetch|ERR_FAILED|\/api\/user\/login/);
  await page.goto(`${originOf(unlisted)}/`);
  const outcome = await page.evaluate(async (api) => {
    try {
      const response = await fetch(`${api}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong' }),
      });
      return `read ${response.status}`;
    } catch {
      return 'refused';
    }
  }, API);
  expect(outcome).toBe('refused');
});
