import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createEmployee, createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

const rowsOf = async <T>(database: Database, statement: ReturnType<typeof sql>) =>
  ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the runtime role of MIGRATION_DATABASE_URL (on a PostgreSQL server only: embedded PGlite has one role)',
  () => {
    let testDatabase: TestDatabase;
    let owner: Database;
    let server: TestServer;
    let admin: string;

    beforeAll(async () => {
      testDatabase = await createTestDatabase({ twoRoles: true });
      owner = testDatabase.openOwner();
      server = await startTestServer({}, testDatabase);
      ({ token: admin } = await loginAs(server, await createUser(server.db, { role: 'admin' })));
      const person = await createEmployee(server.db);
      const res = await server.request('POST', '/api/salary/addSalary', {
        token: admin,
        body: { employeeId: person.id, basicSalary: 900, payDate: '2026-08-31' },
      });
      expect(res.status).toBe(201);
    });
    afterAll(async () => {
      await server?.close();
      await owner?.close();
      await testDatabase?.dispose();
    });

    it('makes audited changes through the API as a role that owns nothing', async () => {
      const [me] = await rowsOf<{ role: string; owned: number; audited: number }>(
        server.database,
        sql`select current_user as role,
          (select count(*)::int from pg_class where relowner = current_user::regrole) as owned,
          (select count(*)::int from audit_events where action = 'salary.create') as audited`,
      );
      expect(me).toMatchObject({ role: expect.stringMatching(/_app$/), owned: 0, audited: 1 });
      const [tables] = await rowsOf<{ owner: string }>(owner, sql`select current_user as owner`);
      expect(tables!.owner).toMatch(/_owner$/);
    });

    it('cannot rewrite the audit trail, lift its triggers or write around them', async () => {
      const before = await rowsOf(server.database, sql`select * from audit_events order by seq`);
      // Refused for want of the privilege, before any trigger is asked.
      const notOwner = /^must be owner of table audit_events$/;
      for (const [statement, refusal] of [
        ["update audit_events set reason = 'rewritten'", /^permission denied for table audit_events$/],
        ['delete from audit_events', /^permission denied for table audit_events$/],
        ['truncate audit_events', /^permission denied for table audit_events$/],
        ['alter table audit_events disable trigger audit_events_no_update_or_delete', notOwner],
        ['alter table audit_events disable trigger all', notOwner],
        ['drop trigger audit_events_chain on audit_events', /^must be owner of relation audit_events$/],
        ['drop table audit_events', notOwner],
        ['set session_replication_role = replica', /^permission denied to set parameter "session_replication_role"$/],
        [
          "create or replace function audit_event_content(e audit_events) returns text language sql as $$ select '' $$",
          /^permission denied for schema public$/,
        ],
        ['create table audit_copy (n int)', /^permission denied for schema public$/],
      ] as const) {
        await expect(server.db.execute(sql.raw(statement)), statement).rejects.toMatchObject({
          cause: { code: '42501', message: expect.stringMatching(refusal) },
        });
      }
      expect(await rowsOf(server.database, sql`select * from audit_events order by seq`)).toEqual(before);
      const verified = await server.request<any>('GET', '/api/audit/verify', { token: admin });
      expect(verified.body.result).toMatchObject({ intact: true, rows: before.length });
    });

    it('moves leave balances only through the ledger: an adjustment shows, a direct write is refused', async () => {
      const person = await createEmployee(server.db);
      const [type] = await rowsOf<{ id: string }>(
        server.database,
        sql`select id from leave_types where name = 'Annual Leave'`,
      );
      const year = new Date().getUTCFullYear();
      const res = await server.request<any>('POST', '/api/leave-balance/adjust', {
        token: admin,
        body: { employeeId: person.employeeId, leaveTypeId: type!.id, year, days: 2.5, reason: 'Overtime' },
      });
      expect(res.status).toBe(201);
      expect(res.body.result.find((b: any) => b.leaveType === 'Annual Leave')).toMatchObject({ adjusted: 2.5 });
      for (const statement of [
        `update leave_balances set available = 99 where employee_id = '${person.employeeId}'`,
        `delete from leave_balances where employee_id = '${person.employeeId}'`,
        `insert into leave_balances (employee_id, leave_type_id, year) values ('${person.employeeId}', '${type!.id}', 1999)`,
      ]) {
        await expect(server.db.execute(sql.raw(statement)), statement).rejects.toMatchObject({
          cause: { code: '42501', message: 'permission denied for table leave_balances' },
        });
      }
      const [kept] = await rowsOf<{ adjusted: string }>(
        server.database,
        sql`select adjusted::text from leave_balances where employee_id = ${person.employeeId} and leave_type_id = ${type!.id} and year = ${year}`,
      );
      expect(Number(kept!.adjusted)).toBe(2.5);
    });

    it('keeps the tallies through the triggers only: a leave requested counts, a direct write is refused', async () => {
      const person = await createEmployee(server.db);
      const { token } = await loginAs(server, person);
      const tally = async () =>
        (
          await rowsOf<{ n: number }>(
            server.database,
            sql`select coalesce(sum(n), 0)::int as n from leave_tallies where status = 'Pending'`,
          )
        )[0]!.n;
      const before = await tally();
      const res = await server.request('POST', '/api/leave/addLeave', {
        token,
        body: { leaveType: 'Annual Leave', startDate: '2027-04-05', endDate: '2027-04-05', reason: 'Family visit' },
      });
      expect(res.status).toBe(201);
      expect(await tally()).toBe(before + 1);
      for (const [statement, table] of [
        ["update leave_tallies set n = n + 1000 where status = 'Pending'", 'leave_tallies'],
        ['delete from people_tallies', 'people_tallies'],
      ] as const) {
        await expect(server.db.execute(sql.raw(statement)), statement).rejects.toMatchObject({
          cause: { code: '42501', message: `permission denied for table ${table}` },
        });
      }
      expect(await tally()).toBe(before + 1);
    });

    it('holds SELECT and INSERT on the audit trail, SELECT, INSERT, UPDATE and DELETE on the other tables, and nothing more', async () => {
      const privileges = await rowsOf<{ table_name: string; privileges: string }>(
        server.database,
        sql`select table_name, string_agg(privilege_type, ',' order by privilege_type) as privileges
          from information_schema.table_privileges
          where grantee = current_user and table_name in ('audit_events', 'employees', 'work_settings')
          group by table_name order by table_name`,
      );
      expect(privileges).toEqual([
        { table_name: 'audit_events', privileges: 'INSERT,SELECT' },
        { table_name: 'employees', privileges: 'DELETE,INSERT,SELECT,UPDATE' },
        { table_name: 'work_settings', privileges: 'DELETE,INSERT,SELECT,UPDATE' },
      ]);
      const [sequence] = await rowsOf<{ usage: boolean; update: boolean }>(
        server.database,
        sql`select has_sequence_privilege('notifications_seq_seq', 'USAGE') as usage,
          has_sequence_privilege('notifications_seq_seq', 'UPDATE') as update`,
      );
      expect(sequence).toEqual({ usage: true, update: false });
    });

    it('is granted again at every start: a table of a later migration is covered, a grant made by hand is taken back', async () => {
      await owner.db.execute(sql`create table later_table (n int)`);
      const runtime = (await rowsOf<{ role: string }>(server.database, sql`select current_user as role`))[0]!.role;
      await owner.db.execute(sql.raw(`grant truncate, update on audit_events to ${runtime}`));
      await testDatabase.database.migrate();
      await server.db.execute(sql`insert into later_table values (1)`);
      await expect(server.db.execute(sql`truncate audit_events`)).rejects.toMatchObject({ cause: { code: '42501' } });
      await expect(server.db.execute(sql`update audit_events set reason = null`)).rejects.toMatchObject({
        cause: { code: '42501' },
      });
    });

    it('refuses to start when DATABASE_URL is the owner, or a superuser', async () => {
      const ownerUrl = new URL(testDatabase.url!);
      ownerUrl.username = ownerUrl.username.replace(/_app$/, '_owner');
      const superuser = new URL(testDatabase.url!);
      superuser.username = new URL(process.env.TEST_DATABASE_URL!).username;
      for (const [url, problem] of [
        [ownerUrl, /owns .+… \(or is a member of the role that does\)/],
        [superuser, /is a superuser/],
      ] as const) {
        const wrong = openDatabase({ url: url.toString(), migrationUrl: ownerUrl.toString(), poolSize: 1 });
        try {
          await expect(wrong.migrate()).rejects.toThrow(problem);
        } finally {
          await wrong.close();
        }
      }
    });
  },
);
