import { and, eq, sql } from 'drizzle-orm';
import { describeLeaveDays } from '#shared/leave-days.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { AdjustBalanceInput, LeavePreviewJson } from '#shared/schemas/leave-balance.js';
import { findPerson, maySeePerson } from '#server/auth/policies.js';
import type { Principal } from '#server/auth/session-store.js';
import type { Db, Tx } from '#server/db/client.js';
import { leaveLedger, leaveTypes, leaves } from '#server/db/schema/index.js';
import { AppError, badRequest, forbidden, notFound } from '#server/lib/errors.js';
import { rolledBack } from '#server/lib/rolled-back.js';
import type { Actor } from '#server/auth/actor.js';
import { recordAudit } from '../../audit/index.js';
import type { Job } from '#server/jobs/scheduler.js';
import { countBooking, lockPerson, openYear, type LeaveClock, type LeaveDays } from './booking.js';
import { availableDays, balancesOf } from './balances.queries.js';
import { bookUnbookedInBulk } from './bulk-booking.js';
import { runLeaveYear } from './leave-year.js';

const HR = ['admin', 'moderator'];
const yearOf = (clock: LeaveClock, year?: number) => year ?? Number(clock.today.slice(0, 4));

/** The caller's own person record; a sign-in without one has no balances. */
async function ownPerson(db: Db, principal: Principal) {
  const person = principal.employeeId ? await findPerson(db, principal.employeeId) : null;
  if (!person) throw notFound(LEAVE_MSG.employeeUnknown);
  return person;
}

/** HR sees anyone's balances, a manager their department's, anyone their own. */
async function visiblePerson(db: Db, principal: Principal, employeeId: string) {
  const person = await findPerson(db, employeeId);
  if (!person) throw notFound(LEAVE_MSG.employeeUnknown);
  if (HR.includes(principal.role) || maySeePerson(principal, person)) return person;
  throw forbidden();
}

/** The caller's balances in one statement: a person with no balances at all is looked up only then. */
export async function myBalances(db: Db, principal: Principal, clock: LeaveClock, year?: number) {
  const result = principal.employeeId ? await balancesOf(db, principal.employeeId, yearOf(clock, year)) : [];
  if (!result.length) await ownPerson(db, principal);
  return { year: yearOf(clock, year), result };
}

export async function personBalances(
  db: Db,
  principal: Principal,
  employeeId: string,
  clock: LeaveClock,
  year?: number,
) {
  const person = await visiblePerson(db, principal, employeeId);
  return { year: yearOf(clock, year), result: await balancesOf(db, person.id, yearOf(clock, year)) };
}

/** Every ledger row of a person's year, oldest first: the arithmetic behind the balances. */
export async function personLedger(db: Db, principal: Principal, employeeId: string, clock: LeaveClock, year?: number) {
  const person = await visiblePerson(db, principal, employeeId);
  const rows = await db
    .select({
      id: leaveLedger.id,
      leaveType: leaveTypes.name,
      year: leaveLedger.year,
      kind: leaveLedger.kind,
      days: leaveLedger.days,
      pending: leaveLedger.pending,
      effectiveDate: leaveLedger.effectiveDate,
      reason: leaveLedger.reason,
      leaveId: leaveLedger.leaveId,
      createdAt: leaveLedger.createdAt,
    })
    .from(leaveLedger)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveLedger.leaveTypeId))
    .where(and(eq(leaveLedger.employeeId, person.id), eq(leaveLedger.year, yearOf(clock, year))))
    .orderBy(leaveTypes.position, leaveLedger.id);
  return rows.map(({ id, days, createdAt, ...row }) => ({
    _id: id,
    ...row,
    days: Number(days),
    createdAt: createdAt.toISOString(),
  }));
}

/** HR adds or takes away days of one balance, with a reason; never their own (audited). */
export async function adjustBalance(db: Db, actor: Actor, input: AdjustBalanceInput) {
  const person = await findPerson(db, input.employeeId);
  if (!person) throw badRequest(LEAVE_MSG.employeeUnknown, { field: 'employeeId' });
  if (person.userId === actor.principal.userId) throw forbidden(LEAVE_MSG.selfAdjust);
  const [type] = await db.select().from(leaveTypes).where(eq(leaveTypes.id, input.leaveTypeId));
  if (!type) throw badRequest(LEAVE_MSG.typeUnknown, { field: 'leaveTypeId' });
  return db.transaction(async (tx) => {
    await lockPerson(tx, person.id);
    const before = await availableDays(tx, person.id, type.id, input.year);
    await tx.insert(leaveLedger).values({
      employeeId: person.id,
      leaveTypeId: type.id,
      year: input.year,
      kind: 'adjustment',
      days: String(input.days),
      effectiveDate: `${input.year}-01-01`,
      reason: input.reason,
      createdBy: actor.principal.userId,
    });
    await recordAudit(tx, actor, {
      action: 'leave_balance.adjust',
      subject: 'leave_balance',
      subjectId: person.id,
      person: { id: person.id, name: person.name },
      before: { leaveType: type.name, year: input.year, available: before },
      after: { leaveType: type.name, year: input.year, available: before + input.days, days: input.days },
      reason: input.reason,
    });
    return { year: input.year, result: await balancesOf(tx, person.id, input.year) };
  });
}

export interface PreviewInput extends LeaveDays {
  userId?: string | undefined;
  leaveId?: string | undefined;
}

/**
 * What a leave would take, shown before it is asked for. Reads only: the balances are as the
 * ledger has them (a request brings them up to date when it is made).
 */
export async function previewLeave(
  db: Db,
  principal: Principal,
  clock: LeaveClock,
  input: PreviewInput,
): Promise<LeavePreviewJson> {
  const person =
    input.userId && HR.includes(principal.role)
      ? await findPerson(db, input.userId)
      : await ownPerson(db, principal).catch(() => null);
  if (!person) throw badRequest(LEAVE_MSG.employeeUnknown, { field: 'userId' });
  let counted: Awaited<ReturnType<typeof countBooking>>;
  try {
    counted = await countBooking(db, clock, input);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return refusedPreview(error.message);
    throw error;
  }
  const { type, count, byYear } = counted;
  // The years are opened as a request would open them, in a transaction that is rolled back.
  const years = await rolledBack(db, async (tx) => {
    const found = [];
    for (const [year, days] of byYear) {
      await openYear(tx, clock, person.id, year);
      const available = (await availableDays(tx, person.id, type.id, year)) + (await heldBy(tx, input.leaveId, year));
      found.push({ year, days, available, after: available - days });
    }
    return found;
  });
  const short = years.find((entry) => entry.days > 0 && entry.after < 0);
  const refusal =
    count.workingDays <= 0
      ? LEAVE_MSG.noWorkingDays
      : short && !type.allowNegative
        ? LEAVE_MSG.overBalance(type.name, short.year, short.available, short.days)
        : null;
  return { ...count, description: describeLeaveDays(count), years, refusal };
}

function refusedPreview(refusal: string): LeavePreviewJson {
  return { calendarDays: 0, workingDays: 0, weekendDays: 0, holidays: 0, description: '', years: [], refusal };
}

/** Days a pending leave being edited holds in a year (released when it is saved). */
async function heldBy(db: Db | Tx, leaveId: string | undefined, year: number) {
  if (!leaveId) return 0;
  const [row] = await db
    .select({ days: sql<string | null>`-sum(${leaveLedger.days})` })
    .from(leaveLedger)
    .innerJoin(leaves, eq(leaves.id, leaveLedger.leaveId))
    .where(and(eq(leaveLedger.leaveId, leaveId), eq(leaveLedger.year, year), eq(leaves.status, 'Pending')));
  return Number(row?.days ?? 0);
}

/** The leave-year job on demand (admin): everything due up to `asOf`, or only what it would write. */
export async function runYearEnd(db: Db, clock: LeaveClock, asOf: string | undefined, preview: boolean) {
  const day = asOf ?? clock.today;
  if (day > clock.today) throw badRequest(LEAVE_MSG.yearEndFuture, { field: 'asOf' });
  const run = async (tx: Tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LEAVE_YEAR_LOCK})`);
    return runLeaveYear(tx, { asOf: day });
  };
  const steps = preview ? await rolledBack(db, run) : await db.transaction(run);
  return { asOf: day, preview, steps };
}

/** The advisory lock of the leave-year job: two processes never run it at once. */
export const LEAVE_YEAR_LOCK = 727_301;

/** The hourly job: leaves made before balances are booked (in one statement), then every ledger is brought up to today. */
export function leaveYearJob(clock: () => LeaveClock): Job {
  return {
    name: 'leave-year',
    lockKey: LEAVE_YEAR_LOCK,
    everyMs: 3_600_000,
    async run(tx) {
      await bookUnbookedInBulk(tx, clock().timeZone);
      return runLeaveYear(tx, { asOf: clock().today });
    },
  };
}
