import { eq, sql, type SQL } from 'drizzle-orm';
import type { AuditVerification } from '#shared/schemas/audit.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '../../test/factories.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import type { Principal } from '../../auth/session-store.js';
import { runScript } from '../../test/process.js';
import { recordAudit } from './audit.service.js';

let testDatabase: TestDatabase;
/** On a PostgreSQL server the servers sign in as the runtime role; this is the tables' owner. */
let owner: Database;
let server: TestServer;
let sibling: TestServer;
let admin: string;
let adminId: string;
let people: TestEmployee[];

beforeAll(async () => {
  testDatabase = await createTestDatabase({ twoRoles: true });
  owner = testDatabase.openOwner();
  server = await startTestServer({}, testDatabase);
  sibling = await server.startSibling();
  ({
    token: admin,
    user: { id: adminId },
  } = await loginAs(server, await createUser(server.db, { role: 'admin', name: 'Ada Chain' })));
  const dept = await createDepartment(server.db);
  people = await Promise.all(
    Array.from({ length: 20 }, (_, n) => createEmployee(server.db, { departmentId: dept.id, name: `Chained ${n}` })),
  );
});
afterAll(async () => {
  await sibling?.close();
  await server?.close();
  await owner?.close();
  await testDatabase?.dispose();
});

const count = async (db: Db) =>
  ((await db.execute(sql`select count(*)::int as n from audit_events`)) as unknown as { rows: { n: number }[] })
    .rows[0]!.n;

/**
 * What only the table's owner can do, and what the chain is there to catch: a statement run with
 * the append-only and chain triggers lifted, in one transaction.
 */
async function asOwner(db: Db, ...statements: SQL[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_events disable trigger user`);
    for (const statement of statements) await tx.execute(statement);
    await tx.execute(sql`alter table audit_events enable trigger user`);
  });
}

/** The verification as the Audit Trail screen asks for it (from either process). */
async function verified(from: TestServer = server) {
  const res = await from.request<{ result: AuditVerification }>('GET', '/api/audit/verify', { token: admin });
  expect(res.status).toBe(200);
  return res.body.result;
}

const rowAt = async (seq: number) => (await server.db.select().from(auditEvents).where(eq(auditEvents.seq, seq)))[0]!;
const rehash = (seq: number) =>
  sql`update audit_events set hash = audit_event_hash(prev_hash, audit_events) where seq = ${seq}`;
const rename = (seq: number, name: string) => sql`update audit_events set actor_name = ${name} where seq = ${seq}`;

describe('the chain of audit rows', () => {
  it('stays one unbroken chain when audited changes arrive at once at two server processes', async () => {
    const before = await count(server.db);
    const [answers] = await Promise.all([
      Promise.all(
        people.map((person, n) =>
          (n % 2 ? sibling : server).request('POST', '/api/salary/addSalary', {
            token: admin,
            body: { employeeId: person.id, basicSalary: 900 + n, payDate: '2026-08-31' },
          }),
        ),
      ),
      // Many rows in one statement, as a payroll run writes them, meanwhile.
      server.db.execute(sql`insert into audit_events (actor_name, action, subject, subject_id)
        select 'Bulk ' || g, 'salary.update', 'salary', gen_random_uuid() from generate_series(1, 50) g`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(await count(server.db)).toBe(before + 70);
    expect(await verified()).toMatchObject({
      intact: true,
      rows: before + 70,
      last: { seq: before + 70 },
    });
  });

  it('keeps no row of a change that failed after its audit row was written, and leaves no gap for it', async () => {
    const subjectId = '11111111-1111-4111-8111-111111111111';
    const principal = { userId: adminId, name: 'Ada Chain', role: 'admin' } as Principal;
    await expect(
      server.db.transaction(async (tx) => {
        await recordAudit(
          tx,
          { principal, requestId: 'req-failed', ip: null },
          { action: 'salary.update', subject: 'salary', subjectId, person: null, reason: 'will fail' },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId))).toEqual([]);
    const res = await server.request('POST', '/api/salary/addSalary', {
      token: admin,
      body: { employeeId: people[0]!.id, basicSalary: 1000, payDate: '2026-09-30' },
    });
    expect(res.status).toBe(201);
    const rows = await count(server.db);
    expect(await verified()).toMatchObject({ intact: true, rows, last: { seq: rows } });
  });

  it('reads the chain head through its index, whatever the statistics say (one table scan per row was quadratic)', async () => {
    const config = (await owner.db.execute(
      sql`select proconfig from pg_proc where proname = 'audit_events_chain'`,
    )) as unknown as { rows: { proconfig: string[] | null }[] };
    expect(config.rows[0]!.proconfig).toContain('enable_seqscan=off');
  });

  it('numbers and hashes a row whatever its insert says for them', async () => {
    await server.db.execute(sql`insert into audit_events (actor_name, action, subject, subject_id, seq, prev_hash, hash)
      values ('Forger', 'salary.update', 'salary', gen_random_uuid(), 1, 'forged', 'forged')`);
    const rows = await count(server.db);
    expect(await verified()).toMatchObject({ intact: true, rows, last: { seq: rows } });
  });
});

describe('GET /api/audit/verify', () => {
  it('finds the trail intact, with its number of rows and its last row', async () => {
    const rows = await count(server.db);
    const last = await rowAt(rows);
    const result = { intact: true, rows, last: { seq: rows, at: last.at.toISOString(), hash: last.hash } };
    expect(await verified()).toEqual(result);
    expect(await verified(sibling)).toEqual(result);
  });

  it('names a row its owner changed afterwards, and finds the trail intact once it is put back', async () => {
    const { id, at, actorName } = await rowAt(12);
    await asOwner(owner.db, rename(12, 'Someone else'));
    expect(await verified()).toEqual({
      intact: false,
      rows: 11,
      problem: { kind: 'content', seq: 12, id, at: at.toISOString(), missingFrom: null },
    });
    await asOwner(owner.db, rename(12, actorName));
    expect(await verified()).toMatchObject({ intact: true });
  });

  it('names the row after one rewritten with a hash to match', async () => {
    const { actorName } = await rowAt(7);
    await asOwner(owner.db, rename(7, 'Someone else'), rehash(7));
    const { id } = await rowAt(8);
    expect(await verified()).toMatchObject({ intact: false, rows: 7, problem: { kind: 'link', seq: 8, id } });
    await asOwner(owner.db, rename(7, actorName), rehash(7));
    expect(await verified()).toMatchObject({ intact: true });
  });

  it('names the row after a gap where rows were deleted', async () => {
    const { id } = await rowAt(21);
    // Kept aside as the database holds them (a timestamp read into JavaScript loses its microseconds).
    await asOwner(
      owner.db,
      sql`create table audit_kept as select * from audit_events where seq = 1 or seq between 18 and 20`,
      sql`delete from audit_events where seq between 18 and 20`,
    );
    expect(await verified()).toMatchObject({
      intact: false,
      rows: 17,
      problem: { kind: 'missing', seq: 21, id, missingFrom: 18 },
    });
    await asOwner(owner.db, sql`delete from audit_events where seq = 1`);
    expect(await verified()).toMatchObject({
      intact: false,
      rows: 0,
      problem: { kind: 'missing', seq: 2, missingFrom: 1 },
    });
    await asOwner(owner.db, sql`insert into audit_events select * from audit_kept`, sql`drop table audit_kept`);
    expect(await verified()).toMatchObject({ intact: true });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'npm run audit:verify (on a PostgreSQL server only: the script opens the database itself, and the in-memory PGlite of these tests lives in this process)',
  () => {
    const audit = () => runScript('scripts/audit-verify.ts', { DATABASE_URL: server.databaseUrl! });

    it('prints the trail intact with its last row (exit 0), or the first row that does not match (exit 1)', async () => {
      const rows = await count(server.db);
      const intact = await audit();
      expect(intact.code, intact.stderr).toBe(0);
      expect(intact.stdout).toContain(`the audit trail is intact: ${rows} rows\n  last row ${rows}, written`);
      expect(intact.stdout).toContain(`hash ${(await rowAt(rows)).hash}`);

      const { id, at, actorName } = await rowAt(5);
      await asOwner(owner.db, rename(5, 'Someone else'));
      const changed = await audit();
      expect(changed.code, changed.stderr).toBe(1);
      expect(changed.stdout).toBe(
        [
          'the audit trail does not match at row 5: it was changed after it was written (its hash no longer matches what it says)',
          `  row 5, written ${at.toISOString()}, id ${id}`,
          '  the 4 rows before it are intact',
          '',
        ].join('\n'),
      );
      await asOwner(owner.db, rename(5, actorName), sql`delete from audit_events where seq = 9`);
      const gap = await audit();
      expect(gap.code, gap.stderr).toBe(1);
      expect(gap.stdout).toMatch(
        /^the audit trail does not match at row 10: row 9 before it is missing\n {2}row 10, written/,
      );
    });
  },
);
