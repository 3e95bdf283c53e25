import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import type { Principal } from '../../auth/session-store.js';
import { verifyAuditTrail } from './audit-chain.js';
import { recordAudit } from './audit.service.js';

let server: TestServer;
let sibling: TestServer;
let admin: string;
let adminId: string;
let people: TestEmployee[];

beforeAll(async () => {
  server = await startTestServer();
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
    expect(await verifyAuditTrail(server.db)).toMatchObject({
      intact: true,
      rows: before + 70,
      last: { seq: before + 70 },
    });
  });

  it('leaves no gap for a change that rolled back after writing its row', async () => {
    const principal = { userId: adminId, name: 'Ada Chain', role: 'admin' } as Principal;
    await expect(
      server.db.transaction(async (tx) => {
        await recordAudit(
          tx,
          { principal, requestId: 'req-rolled-back', ip: null },
          { action: 'salary.update', subject: 'salary', subjectId: people[0]!.id, person: null },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const res = await server.request('POST', '/api/salary/addSalary', {
      token: admin,
      body: { employeeId: people[0]!.id, basicSalary: 1000, payDate: '2026-09-30' },
    });
    expect(res.status).toBe(201);
    const rows = await count(server.db);
    expect(await verifyAuditTrail(server.db)).toMatchObject({ intact: true, rows, last: { seq: rows } });
  });

  it('numbers and hashes a row whatever its insert says for them', async () => {
    await server.db.execute(sql`insert into audit_events (actor_name, action, subject, subject_id, seq, prev_hash, hash)
      values ('Forger', 'salary.update', 'salary', gen_random_uuid(), 1, 'forged', 'forged')`);
    const rows = await count(server.db);
    expect(await verifyAuditTrail(server.db)).toMatchObject({ intact: true, rows, last: { seq: rows } });
  });
});

describe('verifying the trail', () => {
  const rowAt = async (seq: number) =>
    (
      (await server.db.execute(sql`select id, actor_name from audit_events where seq = ${seq}`)) as unknown as {
        rows: { id: string; actor_name: string }[];
      }
    ).rows[0]!;
  const rehash = (seq: number) =>
    sql`update audit_events set hash = audit_event_hash(prev_hash, audit_events) where seq = ${seq}`;

  it('names a row its owner changed afterwards, and finds the trail intact once it is put back', async () => {
    const rows = await count(server.db);
    const { id, actor_name: name } = await rowAt(12);
    await asOwner(server.db, sql`update audit_events set actor_name = 'Someone else' where seq = 12`);
    expect(await verifyAuditTrail(server.db)).toEqual({
      intact: false,
      rows: 11,
      problem: { kind: 'content', seq: 12, id, at: expect.any(String), missingFrom: null },
    });
    await asOwner(server.db, sql`update audit_events set actor_name = ${name} where seq = 12`);
    expect(await verifyAuditTrail(server.db)).toMatchObject({ intact: true, rows });
  });

  it('names the row after one rewritten with a hash to match', async () => {
    const { actor_name: name } = await rowAt(7);
    await asOwner(server.db, sql`update audit_events set actor_name = 'Someone else' where seq = 7`, rehash(7));
    const { id } = await rowAt(8);
    expect(await verifyAuditTrail(server.db)).toMatchObject({
      intact: false,
      rows: 7,
      problem: { kind: 'link', seq: 8, id },
    });
    await asOwner(server.db, sql`update audit_events set actor_name = ${name} where seq = 7`, rehash(7));
    expect(await verifyAuditTrail(server.db)).toMatchObject({ intact: true });
  });

  it('names the row after a gap where rows were deleted', async () => {
    const { id } = await rowAt(21);
    await asOwner(server.db, sql`delete from audit_events where seq between 18 and 20`);
    expect(await verifyAuditTrail(server.db)).toMatchObject({
      intact: false,
      rows: 17,
      problem: { kind: 'missing', seq: 21, id, missingFrom: 18 },
    });
  });
});
