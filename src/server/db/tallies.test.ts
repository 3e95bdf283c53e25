import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/lib/sql.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '#server/test/factories.js';
import { startTestServer, type TestServer } from '#server/test/server.js';

/**
 * The tallies (drizzle/0023_tallies.sql, decision 13) against the tables they count: whatever
 * writes — the API, a bulk statement, a cascade, someone at psql — the sums agree with a count.
 */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
});
afterAll(async () => {
  await server?.close();
});

/** Each count the tallies keep that a count of the tables does not give (none when they agree). */
async function disagreements() {
  return rowsOf(
    await server.db.execute(sql`
      with counted as (select status::text as key, count(*)::int as n from leaves group by status),
        kept as (select status::text as key, sum(n)::int as n from leave_tallies group by status having sum(n) <> 0),
        people as (select coalesce(e.department_id::text, '-') || '/' || u.role as key, count(*)::int as n
                   from employees e join users u on u.id = e.user_id where e.last_working_day is null group by 1),
        kept_people as (select coalesce(department_id::text, '-') || '/' || role as key, sum(n)::int as n
                        from people_tallies group by 1 having sum(n) <> 0)
      select 'leaves' as tally, key, c.n as counted, k.n as kept from counted c full join kept k using (key)
      where c.n is distinct from k.n
      union all
      select 'people', key, c.n, k.n from people c full join kept_people k using (key)
      where c.n is distinct from k.n`),
  );
}

async function leaveOf(person: TestEmployee, status: 'Pending' | 'Approved' | 'Rejected', day: string) {
  const [row] = rowsOf<{ id: string }>(
    await server.db.execute(sql`
      insert into leaves (employee_id, leave_type, start_date, end_date, status)
      values (${person.employeeId}, 'Annual Leave', ${day}, ${day}, ${status}) returning id`),
  );
  return row!.id;
}

describe('tallies of leaves and people', () => {
  it('follow leaves written, decided, moved in bulk and deleted', async () => {
    const people = await Promise.all([1, 2, 3].map(() => createEmployee(server.db)));
    const ids = [];
    for (const [index, person] of people.entries()) {
      ids.push(await leaveOf(person, 'Pending', `2027-01-0${index + 1}`));
      ids.push(await leaveOf(person, 'Approved', `2027-02-0${index + 1}`));
    }
    expect(await disagreements()).toEqual([]);
    await server.db.execute(sql`update leaves set status = 'Rejected' where id = ${ids[0]}`);
    await server.db.execute(sql`update leaves set reason = 'only the reason' where id = ${ids[1]}`);
    // One statement moving rows of several statuses at once.
    await server.db.execute(
      sql`update leaves set status = case when status = 'Pending' then 'Approved'::leave_status else 'Pending'::leave_status end
          where id in (${ids[2]}, ${ids[3]}, ${ids[4]})`,
    );
    expect(await disagreements()).toEqual([]);
    await server.db.execute(sql`delete from leaves where id in (${ids[4]}, ${ids[5]})`);
    expect(await disagreements()).toEqual([]);
  });

  it('follow people joining, moving, changing role, leaving and being deleted', async () => {
    const first = await createDepartment(server.db);
    const second = await createDepartment(server.db);
    const person = await createEmployee(server.db, { departmentId: first.id });
    const other = await createEmployee(server.db, { departmentId: first.id });
    await createEmployee(server.db, { lastWorkingDay: '2026-01-31', hireDate: '2025-01-01' });
    expect(await disagreements()).toEqual([]);
    await server.db.execute(sql`update employees set department_id = ${second.id} where id = ${person.employeeId}`);
    await server.db.execute(sql`update employees set phone = '+8801700000999' where id = ${other.employeeId}`);
    await server.db.execute(sql`update users set role = 'manager' where id = ${other.id}`);
    expect(await disagreements()).toEqual([]);
    await server.db.execute(sql`update employees set last_working_day = '2026-11-30' where id = ${person.employeeId}`);
    expect(await disagreements()).toEqual([]);
    await server.db.execute(sql`update employees set last_working_day = null where id = ${person.employeeId}`);
    // An account deleted takes its employee record with it (the cascade).
    await server.db.execute(sql`delete from users where id = ${other.id}`);
    expect(await disagreements()).toEqual([]);
  });

  it('agree after many writers at once, on several connections', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => createEmployee(server.db)));
    await Promise.all(
      people.flatMap((person, index) => [
        leaveOf(person, 'Pending', `2027-05-${String(index + 1).padStart(2, '0')}`),
        server.db.execute(sql`update users set role = 'manager' where id = ${person.id}`),
      ]),
    );
    expect(await disagreements()).toEqual([]);
  });

  it('keep their sums when the job folds them into one row per count', async () => {
    const person = await createEmployee(server.db);
    await leaveOf(person, 'Pending', '2027-06-01');
    const rows = async () =>
      rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from leave_tallies`))[0]!.n;
    expect(await rows()).toBeGreaterThan(3);
    expect(await server.app.scheduler.runNow('fold-tallies')).toBe(true);
    expect(await rows()).toBeLessThanOrEqual(3);
    expect(await disagreements()).toEqual([]);
  });

  it('answer the dashboard figures as a count would, through the API', async () => {
    const department = await createDepartment(server.db);
    const person = await createEmployee(server.db, { departmentId: department.id });
    await leaveOf(person, 'Pending', '2027-03-01');
    const stats = await server.request<{ totalLeaves: number; statusBreakdown: { name: string; value: number }[] }>(
      'GET',
      '/api/leave/stats',
      { token: admin },
    );
    const [counted] = rowsOf<{ total: number; pending: number }>(
      await server.db.execute(
        sql`select count(*)::int as total, (count(*) filter (where status = 'Pending'))::int as pending from leaves`,
      ),
    );
    expect(stats.body.totalLeaves).toBe(counted!.total);
    expect(stats.body.statusBreakdown.find((item) => item.name === 'Pending')?.value).toBe(counted!.pending);
    const pendingTab = await server.request<{ total: number }>(
      'GET',
      '/api/leave/getAllleaves?status=Pending&limit=1',
      {
        token: admin,
      },
    );
    expect(pendingTab.body.total).toBe(counted!.pending);

    const counts = await server.request<{ totalPeople: number }>('GET', '/api/employee/getEmployeesCount', {
      token: admin,
    });
    const [people] = rowsOf<{ n: number }>(
      await server.db.execute(sql`select count(*)::int as n from employees where last_working_day is null`),
    );
    expect(counts.body.totalPeople).toBe(people!.n);
    const spread = await server.request<{ name: string; value: number }[]>('GET', '/api/department/distribution', {
      token: admin,
    });
    const [heads] = rowsOf<{ n: number }>(
      await server.db.execute(
        sql`select count(*)::int as n from employees where department_id = ${department.id} and last_working_day is null`,
      ),
    );
    expect(heads!.n).toBeGreaterThan(0);
    expect(spread.body.find((row) => row.name === department.name)?.value).toBe(heads!.n);
  });
});
