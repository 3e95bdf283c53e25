import fc from 'fast-check';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveLedger, leaveTypes } from '#server/db/schema/index.js';
import { createEmployee, createUser, loginAs } from '#server/test/factories.js';
import { startTestServer, type TestServer } from '#server/test/server.js';
import { balancesOf } from './balances.queries.js';
import { runLeaveYear } from './leave-year.js';

let server: TestServer;
let earned: string;
let annual: string;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.db
    .insert(leaveTypes)
    .values({ name: 'Earned Leave', entitlement: '10', accrual: 'monthly', carryForwardCap: '4', carryExpiryMonths: 2 })
    .returning({ id: leaveTypes.id });
  earned = row!.id;
  const [a] = await server.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.name, 'Annual Leave'));
  annual = a!.id;
});
afterAll(async () => {
  await server?.close();
});

const balance = async (employeeId: string, year: number, typeId: string) =>
  (await balancesOf(server.db, employeeId, year)).find((b) => b.leaveTypeId === typeId)!;
const rowsOf = async (employeeId: string) =>
  (await server.db.select({ n: count() }).from(leaveLedger).where(eq(leaveLedger.employeeId, employeeId)))[0]!.n;
const ledgerSum = async (employeeId: string, year: number, typeId: string) =>
  (
    await server.db
      .select({ days: leaveLedger.days })
      .from(leaveLedger)
      .where(
        and(eq(leaveLedger.employeeId, employeeId), eq(leaveLedger.year, year), eq(leaveLedger.leaveTypeId, typeId)),
      )
  ).reduce((sum, row) => sum + Number(row.days), 0);
const take = (employeeId: string, typeId: string, year: number, days: number, on: string) =>
  server.db
    .insert(leaveLedger)
    .values({ employeeId, leaveTypeId: typeId, year, kind: 'booking', days: String(-days), effectiveDate: on });

describe('the leave-year job', () => {
  it('grants a yearly type pro rata from the joining month, and accrues a monthly one a twelfth a month', async () => {
    const joiner = await createEmployee(server.db, { hireDate: '2027-07-10' });
    await runLeaveYear(server.db, { asOf: '2027-09-15', employeeId: joiner.employeeId });
    expect(await balance(joiner.employeeId, 2027, annual)).toMatchObject({ entitled: 9, accrued: 9 });
    // Earned Leave: July, August, September of 10 a year.
    expect(await balance(joiner.employeeId, 2027, earned)).toMatchObject({ entitled: 5, accrued: 2.5 });
    await runLeaveYear(server.db, { asOf: '2027-12-01', employeeId: joiner.employeeId });
    expect(await balance(joiner.employeeId, 2027, earned)).toMatchObject({ accrued: 5 });
    const veteran = await createEmployee(server.db);
    await runLeaveYear(server.db, { asOf: '2027-12-31', employeeId: veteran.employeeId });
    expect(await balance(veteran.employeeId, 2027, earned)).toMatchObject({ entitled: 10, accrued: 10 });
  });

  it('carries unused days up to the cap, lapses the rest, and lapses carried days unused at expiry', async () => {
    const person = await createEmployee(server.db);
    await runLeaveYear(server.db, { asOf: '2027-12-31', employeeId: person.employeeId });
    await take(person.employeeId, annual, 2027, 3, '2027-06-01');
    await runLeaveYear(server.db, { asOf: '2028-01-05', employeeId: person.employeeId });
    expect(await balance(person.employeeId, 2027, annual)).toMatchObject({
      taken: 3,
      carriedOut: 10,
      lapsed: 5,
      available: 0,
    });
    expect(await balance(person.employeeId, 2028, annual)).toMatchObject({ carried: 10, accrued: 18, available: 28 });
    // Four days taken before the carried days expire (three months in: 1 April 2028).
    await take(person.employeeId, annual, 2028, 4, '2028-02-10');
    await runLeaveYear(server.db, { asOf: '2028-03-31', employeeId: person.employeeId });
    expect((await balance(person.employeeId, 2028, annual)).lapsed).toBe(0);
    await runLeaveYear(server.db, { asOf: '2028-04-01', employeeId: person.employeeId });
    expect(await balance(person.employeeId, 2028, annual)).toMatchObject({ lapsed: 6, available: 18 });
  });

  it('run twice writes what it wrote once; a preview through the API writes nothing', async () => {
    const person = await createEmployee(server.db);
    await runLeaveYear(server.db, { asOf: '2027-05-01', employeeId: person.employeeId });
    const before = await rowsOf(person.employeeId);
    const again = await runLeaveYear(server.db, { asOf: '2027-05-01', employeeId: person.employeeId });
    expect(again.every((step) => step.rows === 0)).toBe(true);
    expect(await rowsOf(person.employeeId)).toBe(before);

    const admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
    const total = async () => (await server.db.select({ n: count() }).from(leaveLedger))[0]!.n;
    const start = await total();
    const preview = await server.request<any>('POST', '/api/leave-balance/year-end', {
      token: admin,
      body: { preview: true },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.result.steps.find((s: any) => s.key === 'grant').rows).toBeGreaterThan(0);
    expect(await total()).toBe(start);
    const run = await server.request<any>('POST', '/api/leave-balance/year-end', {
      token: admin,
      body: { preview: false },
    });
    expect(run.body.result.steps).toEqual(preview.body.result.steps);
    expect(await total()).toBeGreaterThan(start);
    const future = await server.request<any>('POST', '/api/leave-balance/year-end', {
      token: admin,
      body: { asOf: '2099-01-01', preview: true },
    });
    expect(future.status).toBe(400);
  });

  it('an HR officer previews the leave year, but only an admin runs it (issue 29)', async () => {
    const hr = (await loginAs(server, await createUser(server.db, { role: 'moderator' }))).token;
    const total = async () => (await server.db.select({ n: count() }).from(leaveLedger))[0]!.n;
    const start = await total();
    const preview = await server.request<any>('POST', '/api/leave-balance/year-end', {
      token: hr,
      body: { preview: true },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.message).toBe('Nothing was written: this is what a run would do.');
    const run = await server.request<any>('POST', '/api/leave-balance/year-end', {
      token: hr,
      body: { preview: false },
    });
    expect(run.status).toBe(403);
    expect(await total()).toBe(start);
  });
});

describe('ledger properties (fast-check)', () => {
  const action = fc.oneof(
    fc.record({ kind: fc.constant('run' as const), month: fc.integer({ min: 1, max: 24 }) }),
    fc.record({
      kind: fc.constant('take' as const),
      month: fc.integer({ min: 1, max: 24 }),
      halves: fc.integer({ min: 1, max: 12 }),
    }),
    fc.record({
      kind: fc.constant('adjust' as const),
      month: fc.integer({ min: 1, max: 24 }),
      halves: fc.integer({ min: -8, max: 8 }),
    }),
  );
  const dayOf = (month: number) =>
    `${2027 + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-15`;

  it('the balance is the sum of the ledger, a read changes nothing, caps hold, and a second run writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        const person = await createEmployee(server.db, { hireDate: '2026-03-01' });
        const id = person.employeeId;
        for (const step of [...actions].sort((a, b) => a.month - b.month)) {
          const day = dayOf(step.month);
          const year = Number(day.slice(0, 4));
          if (step.kind === 'run') await runLeaveYear(server.db, { asOf: day, employeeId: id });
          else if (step.kind === 'take') await take(id, earned, year, step.halves / 2, day);
          else if (step.halves !== 0) {
            await server.db.insert(leaveLedger).values({
              employeeId: id,
              leaveTypeId: earned,
              year,
              kind: 'adjustment',
              days: String(step.halves / 2),
              effectiveDate: day,
            });
          }
        }
        await runLeaveYear(server.db, { asOf: '2028-12-31', employeeId: id });
        const rows = await rowsOf(id);
        expect((await runLeaveYear(server.db, { asOf: '2028-12-31', employeeId: id })).every((s) => s.rows === 0)).toBe(
          true,
        );
        for (const year of [2027, 2028]) {
          const read = await balance(id, year, earned);
          expect(read.available).toBeCloseTo(await ledgerSum(id, year, earned), 6);
          expect(read.available).toBeCloseTo(
            read.accrued + read.carried + read.adjusted - read.taken - read.pending - read.lapsed - read.carriedOut,
            6,
          );
          expect(await balance(id, year, earned)).toEqual(read);
        }
        const carried = (await balance(id, 2028, earned)).carried;
        expect(carried).toBeGreaterThanOrEqual(0);
        expect(carried).toBeLessThanOrEqual(4);
        // Closed 2027 sums to nothing: what was not carried lapsed (or stays owed, when negative).
        const closed = await balance(id, 2027, earned);
        expect(closed.available === 0 || closed.available < 0).toBe(true);
        expect(await rowsOf(id)).toBe(rows);
      }),
      { numRuns: 15 },
    );
  });
});

describe('booking in bulk', () => {
  it('books what booking leave by leave books, half days, weekends and holidays included', async () => {
    const { bookUnbookedInBulk } = await import('./bulk-booking.js');
    const { bookLeave } = await import('./booking.js');
    const { holidays, leaves } = await import('#server/db/schema/index.js');
    await server.db.insert(holidays).values({ day: '2027-08-11', name: 'Bulk test holiday' }).onConflictDoNothing();
    const person = await createEmployee(server.db);
    const spans = fc.sample(
      fc.record({
        offset: fc.integer({ min: 0, max: 200 }),
        length: fc.integer({ min: 0, max: 9 }),
        startHalf: fc.boolean(),
        endHalf: fc.boolean(),
        type: fc.constantFrom('Sick Leave', 'Annual Leave', 'Casual Leave', 'Earned Leave'),
      }),
      { numRuns: 25, seed: 14 },
    );
    const made: string[] = [];
    for (const [i, span] of spans.entries()) {
      const start = new Date(Date.UTC(2027, 5, 1) + (span.offset + i * 211) * 86_400_000).toISOString().slice(0, 10);
      const end = new Date(Date.parse(`${start}T00:00:00Z`) + span.length * 86_400_000).toISOString().slice(0, 10);
      const halves = start === end ? { startHalf: span.startHalf, endHalf: false } : span;
      const [row] = await server.db
        .insert(leaves)
        .values({
          employeeId: person.employeeId,
          leaveType: span.type,
          startDate: start,
          endDate: end,
          startHalf: halves.startHalf,
          endHalf: halves.endHalf,
          status: i % 2 ? 'Pending' : 'Approved',
        })
        .returning({ id: leaves.id });
      made.push(row!.id);
    }
    await bookUnbookedInBulk(server.db, 'Asia/Dhaka');
    const bulk = await server.db.select().from(leaveLedger).where(eq(leaveLedger.employeeId, person.employeeId));
    const bulkDays = await server.db
      .select({ id: leaves.id, days: leaves.workingDays })
      .from(leaves)
      .where(eq(leaves.employeeId, person.employeeId));
    const clock = { timeZone: 'Asia/Dhaka', today: '2026-11-25' };
    const expected = new Map<string, number>();
    await server.db
      .transaction(async (tx) => {
        for (const id of made) {
          const [leave] = await tx.select().from(leaves).where(eq(leaves.id, id));
          const count = await bookLeave(tx, clock, leave!, { pending: true, check: false, by: null });
          expected.set(id, count.workingDays);
        }
        tx.rollback();
      })
      .catch(() => undefined);
    for (const { id, days } of bulkDays) expect(Number(days), id).toBe(expected.get(id));
    const booked = bulk.filter((row) => row.kind === 'booking');
    expect(booked.reduce((sum, row) => sum - Number(row.days), 0)).toBeCloseTo(
      [...expected.values()].reduce((a, b) => a + b, 0),
      6,
    );
  });
});

describe('the hourly leave-year job', () => {
  it('books leaves made before balances and brings the ledger up to today, once per round across processes', async () => {
    const { leaves } = await import('#server/db/schema/index.js');
    const person = await createEmployee(server.db);
    const [old] = await server.db
      .insert(leaves)
      .values({
        employeeId: person.employeeId,
        leaveType: 'Sick Leave',
        startDate: '2027-02-01',
        endDate: '2027-02-03',
        status: 'Approved',
      })
      .returning({ id: leaves.id });
    expect(await server.app.scheduler.runNow('leave-year')).toBe(true);
    const [booked] = await server.db.select({ days: leaves.workingDays }).from(leaves).where(eq(leaves.id, old!.id));
    expect(Number(booked!.days)).toBe(3);
    const rows = await server.db.select().from(leaveLedger).where(eq(leaveLedger.leaveId, old!.id));
    expect(rows.map((row) => [row.kind, Number(row.days), row.pending])).toEqual([['booking', -3, false]]);
    expect((await balancesOf(server.db, person.employeeId, 2026)).length).toBeGreaterThan(0);
    const before = await rowsOf(person.employeeId);
    await server.app.scheduler.runNow('leave-year');
    expect(await rowsOf(person.employeeId)).toBe(before);
  });
});
