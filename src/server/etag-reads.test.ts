import { AsyncLocalStorage } from 'node:async_hooks';
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '#shared/api/areas.js';
import type { EndpointSpec } from '#shared/api/endpoint.js';
import { pathOf } from '#shared/api/endpoint.js';
import * as schema from './db/schema/index.js';
import { CACHE_CHANNEL } from './events/cache-sync.js';
import { ANNOUNCING_TABLES, DERIVED_TABLES } from './events/change-areas.js';
import { createDepartment, createEmployee, createUser, loginAs } from './test/factories.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';
import { startTestServer, type TestServer } from './test/server.js';

/**
 * An answer with an ETag is current only while the areas its contract `reads` are: a table read
 * by the handler that is not among them (or that announces nothing) would let a changed answer
 * pass for unchanged. Each such GET is called here on cold caches, and every table its statements
 * name is checked against what it declares. The statements of the session's lookup are left out:
 * who asks is part of the tag already; nor are those of the server's own workers (the outbox, the
 * jobs), which run beside the request.
 */
const CONTRACTS_DIR = new URL('../shared/api/', import.meta.url);
const contracts = await Promise.all(
  readdirSync(CONTRACTS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => import(new URL(file, CONTRACTS_DIR).href) as Promise<Record<string, unknown>>),
);
const tagged = contracts
  .flatMap((module) => Object.values(module))
  .flatMap((api) => (typeof api === 'object' && api !== null ? Object.values(api) : []))
  .filter((endpoint): endpoint is EndpointSpec & { reads: NonNullable<EndpointSpec['reads']> } =>
    Boolean(endpoint && typeof endpoint === 'object' && 'reads' in endpoint && endpoint.reads),
  );

const TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable));
const areaOf = (table: string) => (({ ...ANNOUNCING_TABLES, ...DERIVED_TABLES }) as Record<string, string>)[table];

/** Finding the session of the request, and moving its end (auth/session-store.ts). */
const SESSION_LOOKUP = [/^select .* from "sessions" inner join "users"/s, /^update "sessions" set "last_seen_at"/];

const request = new AsyncLocalStorage<string[]>();
/** The statements of each request sent with an `x-statements` header, by its value. */
const heard = new Map<string, string[]>();
let database: TestDatabase;
let server: TestServer;
const tokens: Record<string, string> = {};
let departmentId: string;

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: (query) => request.getStore()?.push(query) });
  server = await startTestServer({}, database);
  // Each request of the test runs in a context of its own, which its statements inherit.
  const [serve] = server.app.server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.app.server.removeAllListeners('request');
  server.app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const statements = heard.get(String(req.headers['x-statements']));
    if (statements) request.run(statements, () => serve!(req, res));
    else serve!(req, res);
  });
  const department = await createDepartment(server.db);
  departmentId = department.id;
  const employee = await createEmployee(server.db, { departmentId });
  tokens.employee = (await loginAs(server, employee)).token;
  tokens.admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  tokens.manager = (await loginAs(server, department.manager)).token;
});
afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

/** The tables named by the statements a GET of `url` runs, the caches cold. */
async function tablesRead(url: string, token: string) {
  await server.db.execute(
    sql`select pg_notify(${CACHE_CHANNEL}, area) from unnest(string_to_array(${AREAS.join(',')}, ',')) as area`,
  );
  await server.settleReads();
  const statements: string[] = [];
  heard.set(url, statements);
  const res = await server.request('GET', url, { token, headers: { 'x-statements': url } });
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  expect(res.headers.get('etag'), url).toBeTruthy();
  const answering = statements.filter((statement) => !SESSION_LOOKUP.some((pattern) => pattern.test(statement)));
  expect(answering.length, `${url} ran no statement of its own: is the cache still warm?`).toBeGreaterThan(0);
  // A table is named quoted (Drizzle) or bare (a hand-written statement: `from leave_types t`).
  const names = (table: string) => new RegExp(`(^|[^\\w.])"?${table}"?($|[^\\w])`);
  return new Set(TABLES.filter((table) => answering.some((statement) => names(table).test(statement))));
}

/** GETs of one's own record, asked by someone who has one (the test's admin has none). */
const OWN_RECORD = new Set(['/api/attendance/mine']);

/** The queries of GETs that need one. */
const QUERIES: Record<string, string> = {
  '/api/team-calendar': `from=${new Date().toISOString().slice(0, 8)}01&to=${new Date().toISOString().slice(0, 8)}28`,
};

describe('GETs that answer with an ETag', () => {
  it('are there (the employee and department lists at least)', () => {
    expect(tagged.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining(['/api/employee/getEmployees', '/api/department/getAllDep']),
    );
  });

  it.each(tagged.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s reads only announced tables of the areas it declares',
    async (_path, endpoint) => {
      const access = server.app.apiRoutes.find(
        (route) => route.method === 'GET' && route.url === endpoint.path,
      )!.access;
      const roles = OWN_RECORD.has(endpoint.path)
        ? (['employee'] as const)
        : (['admin', 'manager', 'employee'] as const);
      const role = roles.find((role) => access === 'signed-in' || access === 'public' || access.includes(role));
      expect(role, endpoint.path).toBeDefined();
      const path = pathOf(endpoint.path, { id: departmentId });
      const query = QUERIES[endpoint.path];
      for (const url of query ? [`${path}?${query}`] : [path, `${path}?page=1&limit=5`]) {
        for (const table of await tablesRead(url, tokens[role!]!)) {
          expect(areaOf(table) ?? `${table} (announces nothing)`, `${url} reads ${table}`).toBeOneOf([
            ...endpoint.reads,
          ]);
        }
      }
    },
  );
});
