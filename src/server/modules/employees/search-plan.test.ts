import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '#shared/constants.js';
import type { Principal } from '../../auth/session-store.js';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { fillOrganisation } from '../../test/organisation.js';
import type { CachedArea } from '../../events/change-areas.js';
import { ReadCache } from '../../lib/read-cache.js';
import { listEmployees, listManagers } from './employees.queries.js';

// Issue 17: the search must be served by indexes whatever the planner's statistics say. The
// plans are PostgreSQL's own (EXPLAIN on a real server), so this runs on PostgreSQL only.

const PEOPLE = 10_000;
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('employee search plans on 10,000 people', () => {
  let base: TestDatabase;
  let pool: pg.Pool;
  let statements: { sql: string; params: unknown[] }[] = [];
  let db: Db;
  const admin = { role: 'admin', departmentId: null } as Principal;

  beforeAll(async () => {
    base = await createTestDatabase();
    pool = new pg.Pool({ connectionString: base.url, max: 2 });
    // A connection still closing when the database is dropped must not become an uncaught error.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const logger = { logQuery: (query: string, params: unknown[]) => statements.push({ sql: query, params }) };
    db = drizzle(pool, { schema, logger }) as unknown as Db;
    await fillOrganisation(db, PEOPLE);
  });
  afterAll(async () => {
    await pool?.end();
    await base?.dispose();
  });

  /** The nodes of a statement's plan. */
  async function planOf({ sql: text, params }: { sql: string; params: unknown[] }) {
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${text}`, params);
    return nodesOf(rows[0]!['QUERY PLAN'][0].Plan);
  }

  /** The nodes of the plans of the statements that `list` issues. */
  async function plansOf(list: () => Promise<unknown>) {
    statements = [];
    await list();
    const issued = statements;
    expect(issued).toHaveLength(2); // the page and its count
    return (await Promise.all(issued.map(planOf))).flat();
  }

  const seqScans = (nodes: PlanNode[]) =>
    nodes.filter((n) => n['Node Type'] === 'Seq Scan' && ['users', 'employees'].includes(n['Relation Name']!));
  const indexes = (nodes: PlanNode[]) => new Set(nodes.map((n) => n['Index Name']).filter(Boolean));

  it('finds a name through the trigram index and never reads every person', async () => {
    const nodes = await plansOf(() => listEmployees(db, admin, { page: 1, limit: 10, search: 'nadia' }));
    expect(seqScans(nodes)).toEqual([]);
    expect(indexes(nodes)).toContain('users_name_trgm_idx');
  });

  it('finds part of an employee id through its trigram index', async () => {
    const nodes = await plansOf(() => listEmployees(db, admin, { page: 1, limit: 10, search: 'G-0012' }));
    expect(seqScans(nodes)).toEqual([]);
    expect(indexes(nodes)).toContain('employees_code_trgm_idx');
  });

  it('finds digits of a phone through its trigram index (managers list)', async () => {
    const nodes = await plansOf(() => listManagers(db, { page: 1, limit: 10, search: '150000123' }));
    expect(seqScans(nodes)).toEqual([]);
    expect(indexes(nodes)).toContain('employees_phone_trgm_idx');
  });

  it('with the kept directory, a page of a search is one statement reading ten people by primary key', async () => {
    const cache = new ReadCache<CachedArea>({ ttlMs: 60_000, maxEntries: 10, maxChars: 32_000_000 });
    await listEmployees(db, admin, { page: 1, limit: 10, search: 'nadia' }, cache); // reads the directory once
    statements = [];
    const nadia = await listEmployees(db, admin, { page: 3, limit: 10, search: 'nadia' }, cache);
    expect(statements).toHaveLength(1);
    const nodes = await planOf(statements[0]!);
    expect(seqScans(nodes)).toEqual([]);
    expect(indexes(nodes)).toContain('employees_pkey');
    expect(nadia.rows).toHaveLength(10);
    expect(nadia.rows.every((row) => row.emp_name.startsWith('Nadia '))).toBe(true);
    expect(nadia).toMatchObject({ total: PEOPLE / 20 });
    // The same people as the database's own search, page for page.
    const plain = await listEmployees(db, admin, { page: 3, limit: 10, search: 'nadia' });
    expect(nadia.rows.map((row) => row._id)).toEqual(plain.rows.map((row) => row._id));
  });

  it('answers the right people, and stops counting at the cap', async () => {
    const nadia = await listEmployees(db, admin, { page: 1, limit: 10, search: 'nadia' });
    expect(nadia.rows).toHaveLength(10);
    expect(nadia.rows.every((row) => row.emp_name.startsWith('Nadia '))).toBe(true);
    expect(nadia).toMatchObject({ total: PEOPLE / 20 });
    expect(nadia.totalCapped).toBeUndefined();

    const many = await listEmployees(db, admin, { page: 1, limit: 10, search: 'Division 1' });
    expect(many).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
  });
});
