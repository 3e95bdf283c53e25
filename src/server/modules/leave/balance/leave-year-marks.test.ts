import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, leaveLedger, leaveTypes } from '#server/db/schema/index.js';
import { createEmployee } from '#server/test/factories.js';
import { startTestServer, type TestServer } from '#server/test/server.js';
import { openYear } from './booking.js';
import { runLeaveYear } from './leave-year.js';

// The leave-year steps are due by the month: a booking in a month the person's ledger was already
// brought to runs none of them again, until something the steps read changes (schema:
// leaveYearMarks). A far year, so the test's days do not depend on today's.
let server: TestServer;
let monthly: string;
const ZONE = 'Asia/Dhaka';
const clockOn = (today: string) => ({ timeZone: ZONE, today });

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.db
    .insert(leaveTypes)
    .values({ name: 'Earned Leave', entitlement: '12', accrual: 'monthly', carryForwardCap: '5' })
    .returning({ id: leaveTypes.id });
  monthly = row!.id;
});
afterAll(async () => {
  await server?.close();
});

const jobKeys = async (employeeId: string, year: number, typeId: string) =>
  (
    await server.db
      .select({ key: leaveLedger.jobKey })
      .from(leaveLedger)
      .where(
        and(eq(leaveLedger.employeeId, employeeId), eq(leaveLedger.year, year), eq(leaveLedger.leaveTypeId, typeId)),
      )
  )
    .map((row) => row.key ?? '')
    .sort();

describe('a booking after the leave year was brought to this month', () => {
  it('runs nothing again that month, and does the next month', async () => {
    const person = await createEmployee(server.db, { hireDate: '2030-06-01' });
    await runLeaveYear(server.db, { asOf: '2031-03-10' });
    expect(await jobKeys(person.employeeId, 2031, monthly)).toEqual(['accrual-01', 'accrual-02', 'accrual-03']);
    // Taken out behind the steps' back: a run would write it again, a booking this month does not.
    await server.db
      .delete(leaveLedger)
      .where(and(eq(leaveLedger.employeeId, person.employeeId), eq(leaveLedger.jobKey, 'accrual-03')));
    await openYear(server.db, clockOn('2031-03-28'), person.employeeId, 2031);
    expect(await jobKeys(person.employeeId, 2031, monthly)).toEqual(['accrual-01', 'accrual-02']);
    await openYear(server.db, clockOn('2031-04-01'), person.employeeId, 2031);
    expect(await jobKeys(person.employeeId, 2031, monthly)).toEqual([
      'accrual-01',
      'accrual-02',
      'accrual-03',
      'accrual-04',
    ]);
  });

  it('opens a coming year once, and closes it into the next when it begins', async () => {
    const person = await createEmployee(server.db, { hireDate: '2034-01-01' });
    await openYear(server.db, clockOn('2035-06-10'), person.employeeId, 2036);
    expect(await jobKeys(person.employeeId, 2036, monthly)).toEqual(['accrual-01']);
    await server.db
      .delete(leaveLedger)
      .where(and(eq(leaveLedger.employeeId, person.employeeId), eq(leaveLedger.year, 2036)));
    await openYear(server.db, clockOn('2035-09-01'), person.employeeId, 2036);
    expect(await jobKeys(person.employeeId, 2036, monthly)).toEqual([]);
    // The year begun: opened early is not closed, so the run is made (and carries from 2035).
    await openYear(server.db, clockOn('2036-01-03'), person.employeeId, 2036);
    expect(await jobKeys(person.employeeId, 2036, monthly)).toEqual(['accrual-01']);
  });

  it('runs again for everyone once a leave type changes', async () => {
    const person = await createEmployee(server.db);
    await runLeaveYear(server.db, { asOf: '2032-05-02' });
    const [type] = await server.db
      .insert(leaveTypes)
      .values({ name: 'Study Leave', entitlement: '6', accrual: 'yearly' })
      .returning({ id: leaveTypes.id });
    await openYear(server.db, clockOn('2032-05-20'), person.employeeId, 2032);
    expect(await jobKeys(person.employeeId, 2032, type!.id)).toEqual(['grant']);
  });

  it('runs again for a person whose joining day moves, and only for them', async () => {
    const moved = await createEmployee(server.db, { hireDate: '2033-04-01' });
    const other = await createEmployee(server.db, { hireDate: '2033-04-01' });
    await runLeaveYear(server.db, { asOf: '2033-05-03' });
    expect(await jobKeys(moved.employeeId, 2033, monthly)).toEqual(['accrual-04', 'accrual-05']);
    await server.db.update(employees).set({ hireDate: '2033-02-01' }).where(eq(employees.id, moved.employeeId));
    await server.db.update(employees).set({ hireDate: '2033-02-01' }).where(eq(employees.id, other.employeeId));
    await server.db.execute(
      sql`delete from leave_ledger where employee_id = ${other.employeeId} and job_key = 'accrual-05'`,
    );
    // The second person's move forgot their mark too; put it back to see it is theirs alone.
    await server.db.execute(sql`insert into leave_year_marks values (${other.employeeId}, 2033, '2033-05-01', true)`);
    await openYear(server.db, clockOn('2033-05-20'), moved.employeeId, 2033);
    await openYear(server.db, clockOn('2033-05-20'), other.employeeId, 2033);
    expect(await jobKeys(moved.employeeId, 2033, monthly)).toEqual([
      'accrual-02',
      'accrual-03',
      'accrual-04',
      'accrual-05',
    ]);
    expect(await jobKeys(other.employeeId, 2033, monthly)).toEqual(['accrual-04']);
  });

  it('runs again for a person given days in the year before, which may carry into this one', async () => {
    const person = await createEmployee(server.db, { hireDate: '2033-01-01' });
    await runLeaveYear(server.db, { asOf: '2034-02-01' });
    const [type] = await server.db
      .insert(leaveTypes)
      .values({ name: 'Long Service Leave', entitlement: '0', accrual: 'yearly', carryForwardCap: '10' })
      .returning({ id: leaveTypes.id });
    // The new type forgot every mark: bring everyone back to this month, then give days in 2033.
    await runLeaveYear(server.db, { asOf: '2034-02-01' });
    await server.db.insert(leaveLedger).values({
      employeeId: person.employeeId,
      leaveTypeId: type!.id,
      year: 2033,
      kind: 'adjustment',
      days: '4',
      effectiveDate: '2033-12-01',
      reason: 'Opening balance',
    });
    await openYear(server.db, clockOn('2034-02-15'), person.employeeId, 2034);
    expect(await jobKeys(person.employeeId, 2034, type!.id)).toEqual(['carry-in']);
  });
});
