import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays, workSettings } from '#server/db/schema/index.js';
import { createEmployee, createUser, loginAs } from '#server/test/factories.js';
import { startTestServer, type TestServer } from '#server/test/server.js';
import { rowsOf } from '#server/lib/sql.js';
import { runLeaveYear } from './leave-year.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  await server.db.insert(workSettings).values({ weekendDays: [0, 6] });
  await server.db.insert(holidays).values({ day: '2027-03-03', name: 'Test holiday' });
});
afterAll(async () => {
  await server?.close();
});

/** Every balance the table holds that the ledger, summed afresh, does not say (none when they agree). */
async function disagreements() {
  return rowsOf(
    await server.db.execute(sql`
      with ledger as (
        select employee_id, leave_type_id, year, count(*)::int as entries, sum(days) as available,
          coalesce(sum(days) filter (where kind in ('grant', 'accrual')), 0) as accrued,
          coalesce(sum(days) filter (where kind = 'carry_forward' and days > 0), 0) as carried,
          -coalesce(sum(days) filter (where kind = 'carry_forward' and days < 0), 0) as carried_out,
          -coalesce(sum(days) filter (where kind = 'lapse'), 0) as lapsed,
          coalesce(sum(days) filter (where kind = 'adjustment'), 0) as adjusted,
          -coalesce(sum(days) filter (where kind in ('booking', 'reversal') and not pending), 0) as taken,
          -coalesce(sum(days) filter (where kind in ('booking', 'reversal') and pending), 0) as pending
        from leave_ledger group by 1, 2, 3)
      select b.employee_id, b.leave_type_id, b.year, b.available, l.available as ledger
      from leave_balances b full join ledger l using (employee_id, leave_type_id, year)
      where b.employee_id is null
        or (coalesce(l.entries, 0), coalesce(l.available, 0), coalesce(l.accrued, 0), coalesce(l.carried, 0),
            coalesce(l.carried_out, 0), coalesce(l.lapsed, 0), coalesce(l.adjusted, 0), coalesce(l.taken, 0),
            coalesce(l.pending, 0))
        is distinct from (b.entries, b.available, b.accrued, b.carried, b.carried_out, b.lapsed, b.adjusted,
            b.taken, b.pending)`),
  );
}

/** People × types without a balance in a year the table has: the report would miss them. */
async function missing() {
  return rowsOf(
    await server.db.execute(sql`
      select e.id, t.id, y.year from employees e cross join leave_types t
      cross join (select distinct year from leave_balances) y
      where not exists (select 1 from leave_balances b
        where b.employee_id = e.id and b.leave_type_id = t.id and b.year = y.year)`),
  );
}

async function person() {
  const employee = await createEmployee(server.db);
  return { employee, token: (await loginAs(server, employee)).token };
}
const ask = (token: string, body: Record<string, unknown>) =>
  server.request<any>('POST', '/api/leave/addLeave', { token, body: { reason: 'Rest', ...body } });

describe('leave_balances', () => {
  it('equals the ledger summed after requests, decisions, cancellations, adjustments and a year-end', async () => {
    const { employee, token } = await person();
    const first = await ask(token, { leaveType: 'Sick Leave', startDate: '2027-04-05', endDate: '2027-04-06' });
    const second = await ask(token, { leaveType: 'Casual Leave', startDate: '2027-03-01', endDate: '2027-03-05' });
    const third = await ask(token, { leaveType: 'Annual Leave', startDate: '2027-05-03', endDate: '2027-05-04' });
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(await disagreements()).toEqual([]);
    const put = (path: string, body?: Record<string, unknown>) =>
      server.request('PUT', path, { token: admin, ...(body ? { body } : {}) });
    expect((await put(`/api/leave/approveLeave/${first.body.result._id}`)).status).toBe(200);
    expect((await put(`/api/leave/approveLeave/${third.body.result._id}`)).status).toBe(200);
    await server.request('PUT', `/api/leave/withdraw/${second.body.result._id}`, { token });
    await put(`/api/leave/revoke/${first.body.result._id}`, { reason: 'Wrong days' });
    await put(`/api/leave/rejectLeave/${first.body.result._id}`, { reason: 'No' });
    const types = rowsOf<{ id: string }>(await server.db.execute(sql`select id from leave_types order by position`));
    const adjusted = await server.request('POST', '/api/leave-balance/adjust', {
      token: admin,
      body: { employeeId: employee.employeeId, leaveTypeId: types[0]!.id, year: 2027, days: -1.5, reason: 'Fix' },
    });
    expect(adjusted.status).toBe(201);
    expect(await disagreements()).toEqual([]);
    // The year-end: 2027 closed, carried into 2028 and 2028 granted, for everyone at once.
    await runLeaveYear(server.db, { asOf: '2028-01-01' });
    await runLeaveYear(server.db, { asOf: '2028-06-01' });
    expect(await disagreements()).toEqual([]);
    expect(await missing()).toEqual([]);
    // Someone new, a new type, and a ledger row removed: still the ledger's sums, still everyone.
    await person();
    await server.db.execute(sql`insert into leave_types (name, entitlement) values ('Study Leave', 5)`);
    await server.db.execute(sql`delete from leave_ledger where id = (select max(id) from leave_ledger)`);
    expect(await disagreements()).toEqual([]);
    expect(await missing()).toEqual([]);
  });

  it('two requests of one person at once: one is refused, the table holds what the ledger does', async () => {
    const { employee, token } = await person();
    // 10 days of Casual Leave in 2027: two requests of 6 days each cannot both be booked.
    const asked = await Promise.all([
      ask(token, { leaveType: 'Casual Leave', startDate: '2027-06-07', endDate: '2027-06-14' }),
      ask(token, { leaveType: 'Casual Leave', startDate: '2027-07-05', endDate: '2027-07-12' }),
    ]);
    expect(asked.map((res) => res.status).sort()).toEqual([201, 400]);
    const [row] = rowsOf<{ pending: string; available: string }>(
      await server.db.execute(sql`select b.pending, b.available from leave_balances b
        join leave_types t on t.id = b.leave_type_id
        where b.employee_id = ${employee.employeeId} and t.name = 'Casual Leave' and b.year = 2027`),
    );
    expect(row).toEqual({ pending: '6.00', available: '4.00' });
    expect(await disagreements()).toEqual([]);
  });
});
