/**
 * A leaver's final settlement (issue 29): read as a draft (computed afresh each time, with HR's
 * recoveries), then finalised once — under the settlement row's lock, so two finalisations at the
 * same moment write one 'settlement' payslip and one audit row, and the second is told it is done.
 */
import { randomUUID } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { SETTLEMENT_MSG } from '#shared/messages/settlement.js';
import type { RecoveryInput, SettlementJson } from '#shared/schemas/settlement.js';
import type { Db, Tx } from '../../db/client.js';
import { joinPerson, personColumns } from '../../db/person.js';
import { employees, salaries, settlements, users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound, pgErrorOf } from '../../lib/errors.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../audit/index.js';
import { payslipFigures, statementOf, type Leaver } from './statement.js';
import { fromCents } from '#shared/money.js';

type SettlementRow = typeof settlements.$inferSelect;

/** The person `id` names (employee or user id), locked when in a transaction that changes their settlement. */
async function personOf(db: Db | Tx, id: string, lock = false) {
  const query = joinPerson(
    db
      .select({
        ...personColumns,
        designation: employees.designation,
        hireDate: employees.hireDate,
        lastWorkingDay: employees.lastWorkingDay,
        salary: employees.salary,
      })
      .from(employees)
      .$dynamic(),
  ).where(or(eq(employees.id, id), eq(employees.userId, id)));
  const [row] = lock ? await query.for('update', { of: employees }) : await query;
  if (!row) throw notFound(SETTLEMENT_MSG.notFound);
  return row;
}

type Person = Awaited<ReturnType<typeof personOf>>;

function leaverOf(person: Person): Leaver {
  if (!person.lastWorkingDay) throw conflict(SETTLEMENT_MSG.notLeaving);
  return {
    id: person.employeeId,
    name: person.name,
    employeeCode: person.employeeCode,
    designation: person.designation,
    department: person.departmentName,
    hireDate: person.hireDate,
    lastWorkingDay: person.lastWorkingDay,
    salary: person.salary,
  };
}

async function settlementRow(db: Db | Tx, employeeId: string, lock = false) {
  const query = db.select().from(settlements).where(eq(settlements.employeeId, employeeId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

async function nameOf(db: Db | Tx, userId: string | null) {
  if (!userId) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'Former user';
}

async function finalisedJson(db: Db | Tx, row: SettlementRow): Promise<SettlementJson> {
  return {
    status: 'finalised',
    statement: row.statement!,
    finalisedAt: row.finalisedAt!.toISOString(),
    finalisedBy: await nameOf(db, row.finalisedBy),
    salaryId: row.salaryId,
  };
}

/** A person's settlement: the finalised statement, or the draft as it stands now. */
export async function getSettlement(db: Db | Tx, id: string, timeZone: string): Promise<SettlementJson> {
  const person = await personOf(db, id);
  const row = await settlementRow(db, person.employeeId);
  if (row?.status === 'finalised') return finalisedJson(db, row);
  const statement = await statementOf(db, leaverOf(person), row?.recoveries ?? [], timeZone);
  return { status: 'draft', statement, finalisedAt: null, finalisedBy: null, salaryId: null };
}

/** The draft to change, locked: the person must be leaving, not the caller, and the settlement not finalised. */
async function lockDraft(tx: Tx, actor: Actor, id: string) {
  const person = await personOf(tx, id, true);
  if (person.userId === actor.principal.userId) throw forbidden(SETTLEMENT_MSG.own);
  const leaver = leaverOf(person);
  await tx
    .insert(settlements)
    .values({ employeeId: person.employeeId, createdBy: actor.principal.userId })
    .onConflictDoNothing({ target: settlements.employeeId });
  const row = (await settlementRow(tx, person.employeeId, true))!;
  if (row.status === 'finalised') {
    const by = (await nameOf(tx, row.finalisedBy)) ?? 'someone';
    throw conflict(SETTLEMENT_MSG.finalised(row.finalisedAt!.toISOString().slice(0, 10), by));
  }
  return { person, leaver, row };
}

export async function addRecovery(db: Db, actor: Actor, id: string, input: RecoveryInput, timeZone: string) {
  return db.transaction(async (tx) => {
    const { person, row } = await lockDraft(tx, actor, id);
    const recoveries = [...row.recoveries, { id: randomUUID(), reason: input.reason, cents: input.amount }];
    await tx.update(settlements).set({ recoveries, updatedAt: new Date() }).where(eq(settlements.id, row.id));
    return getSettlement(tx, person.employeeId, timeZone);
  });
}

export async function removeRecovery(db: Db, actor: Actor, id: string, recoveryId: string, timeZone: string) {
  return db.transaction(async (tx) => {
    const { person, row } = await lockDraft(tx, actor, id);
    const recoveries = row.recoveries.filter((recovery) => recovery.id !== recoveryId);
    if (recoveries.length === row.recoveries.length) throw notFound(SETTLEMENT_MSG.recoveryNotFound);
    await tx.update(settlements).set({ recoveries, updatedAt: new Date() }).where(eq(settlements.id, row.id));
    return getSettlement(tx, person.employeeId, timeZone);
  });
}

/**
 * Finalises the draft: its statement computed now is kept as it is, one 'settlement' payslip
 * (dated the last working day, so it belongs to the final month) and one audit row are written.
 * Refused when the recoveries are more than what is owed, and (409) when a payroll run or Add
 * Salary paid the final month at the same moment: a payslip paying the month's salary takes the
 * month in salaries_month_pay_key, so the month is paid once whichever commits first.
 */
/** `reviewedNet`: the net of the draft HR looked at; when the draft now comes to another, a 409. */
export async function finaliseSettlement(db: Db, actor: Actor, id: string, reviewedNet: number, timeZone: string) {
  try {
    return await finalise(db, actor, id, Math.round(reviewedNet * 100), timeZone);
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'salaries_month_pay_key') throw conflict(SETTLEMENT_MSG.monthPaidMeanwhile);
    throw error;
  }
}

async function finalise(db: Db, actor: Actor, id: string, reviewedCents: number, timeZone: string) {
  return db.transaction(async (tx) => {
    const { person, leaver, row } = await lockDraft(tx, actor, id);
    const statement = await statementOf(tx, leaver, row.recoveries, timeZone);
    const figures = payslipFigures(statement);
    if (figures.net < 0) throw badRequest(SETTLEMENT_MSG.negative);
    // A run posted or a recovery changed since HR looked: what they agreed to is not what it pays.
    if (figures.net !== reviewedCents) throw conflict(SETTLEMENT_MSG.stale);
    const [salary] = await tx
      .insert(salaries)
      .values({
        employeeId: person.employeeId,
        basicSalary: fromCents(figures.basic),
        allowance: fromCents(figures.allowance),
        deductions: fromCents(figures.deductions),
        netSalary: fromCents(figures.net),
        payDate: leaver.lastWorkingDay,
        type: 'settlement',
        // Paying the final month's days (nothing paid them yet): the month's one pay.
        paysMonth: statement.paidOn === null,
        createdBy: actor.principal.userId,
      })
      .returning({ id: salaries.id });
    const [saved] = await tx
      .update(settlements)
      .set({
        status: 'finalised',
        statement,
        salaryId: salary!.id,
        finalisedBy: actor.principal.userId,
        finalisedAt: sql`now()`,
        updatedAt: new Date(),
      })
      .where(eq(settlements.id, row.id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'salary.settle',
      subject: 'salary',
      subjectId: salary!.id,
      person: { id: person.employeeId, name: person.name },
      after: {
        basicSalary: figures.basic / 100,
        allowance: figures.allowance / 100,
        deductions: figures.deductions / 100,
        netSalary: figures.net / 100,
        payDate: leaver.lastWorkingDay,
        type: 'settlement',
        recoveries: row.recoveries.map((recovery) => `${recovery.reason}: ${fromCents(recovery.cents)}`).join('; '),
      },
    });
    return finalisedJson(tx, saved!);
  });
}

/** The finalised settlement and its person, for the PDF statement; a draft has none yet. */
export async function finalisedStatement(db: Db, id: string) {
  const person = await personOf(db, id);
  const row = await settlementRow(db, person.employeeId);
  if (row?.status !== 'finalised') throw conflict(SETTLEMENT_MSG.notFinalised);
  return finalisedJson(db, row);
}
