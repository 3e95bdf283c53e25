import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { monthNameOf } from '#shared/dates.js';
import { fromCents, netSalaryCents } from '#shared/money.js';
import { adjusted, type PayLine } from '#shared/pay-lines.js';
import { SALARY_MSG } from '#shared/messages/salary.js';
import type { PayeeJson, SalaryCorrection, SalaryInput, SalaryJson, SalaryListQuery } from '#shared/schemas/salary.js';
import { findPerson } from '../../auth/policies.js';
import type { Principal } from '../../auth/session-store.js';
import type { Db, Tx } from '../../db/client.js';
import { joinPerson, personColumns, toPersonJson } from '../../db/person.js';
import { keptCount, mapListing, pageOf } from '../../lib/paging.js';
import { employees, salaries, users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound, pgErrorOf } from '../../lib/errors.js';
import { employeeSearch, isWorkingHere } from '../employees/index.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../audit/index.js';
import { andAll, orderOf } from '../../lib/sql.js';
import { parseSort } from '#shared/schemas/paging.js';
import type { AreaCache } from '../../events/change-areas.js';

function selectSalaries(db: Db) {
  return joinPerson(
    db
      .select({
        id: salaries.id,
        basic: salaries.basicSalary,
        allowance: salaries.allowance,
        deductions: salaries.deductions,
        net: salaries.netSalary,
        payDate: salaries.payDate,
        type: salaries.type,
        lines: salaries.lines,
        title: salaries.title,
        createdAt: salaries.createdAt,
        ...personColumns,
      })
      .from(salaries)
      .$dynamic(),
    salaries.employeeId,
  );
}

type SalaryRow = Awaited<ReturnType<ReturnType<typeof selectSalaries>['execute']>>[number];

function toSalaryJson(row: SalaryRow): SalaryJson {
  return {
    _id: row.id,
    basicSalary: Number(row.basic),
    allowance: Number(row.allowance),
    deductions: Number(row.deductions),
    netSalary: Number(row.net),
    payDate: row.payDate,
    type: row.type,
    title: row.title,
    lines: (row.lines ?? []).map((line) => ({
      key: line.key,
      side: line.side,
      amount: Number(fromCents(line.cents)),
      month: line.month ?? null,
    })),
    emp_name: row.name,
    employee: { ...toPersonJson(row), userId: row.userId },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every salary record, searched and sorted: the list's query, for its pages and its export. */
export function salariesListing(db: Db, query: Omit<SalaryListQuery, 'page' | 'limit'>, cache?: AreaCache) {
  const where = query.search ? employeeSearch(query.search, ['name', 'code'], salaries.employeeId) : undefined;
  const order = orderOf(
    parseSort(query.sort),
    {
      name: users.name,
      employeeId: employees.employeeCode,
      basic: salaries.basicSalary,
      net: salaries.netSalary,
      payDate: salaries.payDate,
      type: salaries.type,
    },
    [desc(salaries.payDate), desc(salaries.id)],
    salaries.id,
  );
  const base = selectSalaries(db)
    .where(where)
    .orderBy(...order);
  return mapListing(
    {
      all: () => base,
      page: (limit: number, offset: number) => base.limit(limit).offset(offset),
      // The filter reads only `salaries`, so counting needs no join.
      count: keptCount(cache, !where && 'salaries:rows', ['Salary'], () =>
        db.select({ total: count() }).from(salaries).where(where),
      ),
    },
    toSalaryJson,
  );
}

export function listSalaries(db: Db, query: SalaryListQuery, cache?: AreaCache) {
  return pageOf(query, salariesListing(db, query, cache));
}

/**
 * People a salary can be paid to, for the add-salary picker: name, employee id and department
 * only, so a moderator can pay anyone without reading the rest of the employee records.
 */
export async function listPayees(db: Db, query: { search?: string | undefined; limit: number }): Promise<PayeeJson[]> {
  const rows = await joinPerson(
    db
      .select({ ...personColumns, salary: employees.salary })
      .from(employees)
      .$dynamic(),
  )
    .where(
      andAll([isWorkingHere, query.search ? employeeSearch(query.search, ['name', 'code', 'department']) : undefined]),
    )
    .orderBy(asc(users.name), asc(employees.id))
    .limit(query.limit);
  return rows.map((row) => ({
    ...toPersonJson(row),
    userId: row.userId,
    department: row.departmentName ? { dep_name: row.departmentName } : null,
    salary: Number(row.salary),
  }));
}

/** A person's salaries, newest first (employees and managers: their own). */
export async function personSalariesListing(db: Db, principal: Principal, idOrUserId: string) {
  const person = await findPerson(db, idOrUserId);
  if (!person) throw notFound(SALARY_MSG.employeeUnknown);
  const decider = principal.role === 'admin' || principal.role === 'moderator';
  if (!decider && person.userId !== principal.userId) throw forbidden();
  const base = selectSalaries(db)
    .where(eq(salaries.employeeId, person.id))
    .orderBy(desc(salaries.payDate), desc(salaries.createdAt), desc(salaries.id));
  return mapListing(
    {
      all: () => base,
      page: (limit: number, offset: number) => base.limit(limit).offset(offset),
      count: () => db.select({ total: count() }).from(salaries).where(eq(salaries.employeeId, person.id)),
    },
    toSalaryJson,
  );
}

export async function listPersonSalaries(db: Db, principal: Principal, idOrUserId: string) {
  return (await personSalariesListing(db, principal, idOrUserId)).all();
}

/**
 * Records a salary; the net is computed here, in whole cents, whatever the client sent. Nobody
 * pays themselves, and a person has one regular payslip per pay month (a unique index decides,
 * so concurrent duplicates cannot both land). An extra payment the same as one recorded in the
 * last 10 minutes — a form sent twice, a call retried without an Idempotency-Key — is refused
 * (409, on `confirm`) unless `confirm` says it is a second payment.
 */
export async function addSalary(db: Db, actor: Actor, input: SalaryInput) {
  const person = await findPerson(db, input.employeeId);
  if (!person) throw badRequest(SALARY_MSG.employeeUnknown, { field: 'employeeId' });
  if (person.userId === actor.principal.userId) throw forbidden(SALARY_MSG.selfPay);
  const figures = figuresOf(input);
  try {
    const id = await db.transaction(async (tx) => {
      if (figures.type !== 'regular' && !input.confirm) await refuseRepeat(tx, person, figures);
      // A month's pay takes turns with a final settlement (which holds its person for update): locked
      // first, so the payslip's foreign key and the settlement's month entry never wait on each other.
      if (figures.type === 'regular') {
        await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, person.id)).for('key share');
      }
      const [created] = await tx
        .insert(salaries)
        .values({ employeeId: person.id, ...figures, createdBy: actor.principal.userId })
        .returning({ id: salaries.id });
      await recordAudit(tx, actor, {
        action: 'salary.create',
        subject: 'salary',
        subjectId: created!.id,
        person,
        after: auditFigures(figures),
      });
      return created!.id;
    });
    const [row] = await selectSalaries(db).where(eq(salaries.id, id));
    return toSalaryJson(row!);
  } catch (error) {
    throw monthTaken(error, person.name, input.payDate);
  }
}

/** A repeat: the person's payments wait (their row locked) while one looks for the same one made in the last 10 minutes. */
async function refuseRepeat(tx: Tx, person: { id: string; name: string }, figures: ReturnType<typeof figuresOf>) {
  await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, person.id)).for('update');
  const [same] = await tx
    .select({ id: salaries.id })
    .from(salaries)
    .where(
      and(
        eq(salaries.employeeId, person.id),
        eq(salaries.type, figures.type),
        eq(salaries.basicSalary, figures.basicSalary),
        eq(salaries.allowance, figures.allowance ?? '0.00'),
        eq(salaries.deductions, figures.deductions ?? '0.00'),
        eq(salaries.payDate, figures.payDate),
        gte(salaries.createdAt, sql`now() - interval '10 minutes'`),
      ),
    )
    .limit(1);
  if (same) throw conflict(SALARY_MSG.paidAgain(person.name, figures.type), { field: 'confirm' });
}

type Figures = Pick<
  typeof salaries.$inferInsert,
  'basicSalary' | 'allowance' | 'deductions' | 'netSalary' | 'payDate' | 'type'
>;

/** The stored figures of a salary input: amounts in decimal text, the net computed here. */
function figuresOf(input: Omit<SalaryInput, 'employeeId'>): Figures & { type: SalaryInput['type'] } {
  const net = netSalaryCents(input.basicSalary, input.allowance, input.deductions);
  if (net < 0) throw badRequest(SALARY_MSG.negativeNet, { field: 'deductions' });
  return {
    basicSalary: fromCents(input.basicSalary),
    allowance: fromCents(input.allowance),
    deductions: fromCents(input.deductions),
    netSalary: fromCents(net),
    payDate: input.payDate,
    type: input.type,
  };
}

/** Figures as the audit trail keeps them: numbers, not decimal text. */
function auditFigures(figures: Figures) {
  return {
    basicSalary: Number(figures.basicSalary),
    allowance: Number(figures.allowance ?? 0),
    deductions: Number(figures.deductions ?? 0),
    netSalary: Number(figures.netSalary),
    payDate: figures.payDate,
    type: figures.type,
  };
}

/** The unique month index refused it: the person already has a regular payslip that month (409). */
function monthTaken(error: unknown, name: string, payDate: string) {
  return pgErrorOf(error)?.constraint === 'salaries_month_pay_key'
    ? conflict(SALARY_MSG.monthPaid(name, monthNameOf(payDate)), { field: 'type' })
    : error;
}

/** The salary record locked for a correction, with its person; HR never corrects their own. */
async function lockForCorrection(tx: Tx, actor: Actor, id: string) {
  const [row] = await joinPerson(
    tx
      .select({
        id: salaries.id,
        basicSalary: salaries.basicSalary,
        allowance: salaries.allowance,
        deductions: salaries.deductions,
        netSalary: salaries.netSalary,
        payDate: salaries.payDate,
        type: salaries.type,
        lines: salaries.lines,
        employeeId: personColumns.employeeId,
        userId: personColumns.userId,
        name: personColumns.name,
      })
      .from(salaries)
      .$dynamic(),
    salaries.employeeId,
  )
    .where(eq(salaries.id, id))
    .for('update', { of: salaries });
  if (!row) throw notFound(SALARY_MSG.notFound);
  if (row.userId === actor.principal.userId) throw forbidden(SALARY_MSG.selfCorrect);
  return row;
}

/**
 * Corrects a salary record: new figures, pay date or type, with a reason, in one transaction with
 * its audit row. The row is locked first, so of identical corrections sent together one changes
 * it and the others find nothing left to change (and write no audit row).
 */
export async function updateSalary(db: Db, actor: Actor, id: string, input: SalaryCorrection) {
  const figures = figuresOf(input);
  let name = '';
  try {
    const changed = await db.transaction(async (tx) => {
      const current = await lockForCorrection(tx, actor, id);
      // A settlement's payslip follows its finalised statement: deleting it undoes the settlement.
      if (current.type === 'settlement') throw conflict(SALARY_MSG.settlementFixed);
      name = current.name;
      const before = auditFigures(current);
      const after = auditFigures(figures);
      if (JSON.stringify(before) === JSON.stringify(after)) return false;
      await tx
        .update(salaries)
        .set({ ...figures, lines: current.lines ? correctedLines(current.lines, input) : null })
        .where(eq(salaries.id, id));
      await recordAudit(tx, actor, {
        action: 'salary.update',
        subject: 'salary',
        subjectId: id,
        person: { id: current.employeeId, name: current.name },
        before,
        after,
        reason: input.reason,
      });
      return true;
    });
    const [row] = await selectSalaries(db).where(eq(salaries.id, id));
    return { changed, salary: toSalaryJson(row!) };
  } catch (error) {
    throw monthTaken(error, name, input.payDate);
  }
}

/**
 * A payslip paid from a structure, corrected: its month's basic line takes the new basic, and the
 * rest of the change becomes 'Adjusted by HR' lines, so its arrears lines stay (and are not paid again).
 */
function correctedLines(lines: readonly PayLine[], input: SalaryCorrection): PayLine[] {
  const rebased = lines.map((line) =>
    line.key === 'basic' && !line.month && line.side === 'earning' ? { ...line, cents: 0 } : line,
  );
  const basic = rebased.findIndex((line) => line.key === 'basic' && !line.month && line.side === 'earning');
  if (basic >= 0) rebased[basic] = { ...rebased[basic]!, cents: input.basicSalary };
  else rebased.unshift({ key: 'basic', side: 'earning', cents: input.basicSalary });
  return adjusted(rebased, input.allowance, input.deductions);
}

/** Deletes a salary record made by mistake, with a reason; its figures stay in the audit trail. */
export async function deleteSalary(db: Db, actor: Actor, id: string, reason: string) {
  await db.transaction(async (tx) => {
    const current = await lockForCorrection(tx, actor, id);
    await tx.delete(salaries).where(eq(salaries.id, id));
    await recordAudit(tx, actor, {
      action: 'salary.delete',
      subject: 'salary',
      subjectId: id,
      person: { id: current.employeeId, name: current.name },
      before: auditFigures(current),
      reason,
    });
  });
}

/** Σ net salary paid, computed by the database: all time, and with a pay date in `month` ('YYYY-MM'). */
export async function totalSalary(db: Db, month: string) {
  const start = `${month}-01`;
  const [row] = await db
    .select({
      total: sql<string | null>`sum(${salaries.netSalary})`,
      thisMonth: sql<
        string | null
      >`sum(${salaries.netSalary}) filter (where ${salaries.payDate} >= ${start}::date and ${salaries.payDate} < (${start}::date + interval '1 month'))`,
      n: count(),
    })
    .from(salaries);
  return {
    totalSalary: row && row.n > 0 ? [{ totalAmount: Number(row.total ?? 0) }] : [],
    thisMonth: Number(row?.thisMonth ?? 0),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Net paid per month of a year: one grouped query, every month present. Rows are summed per pay
 * day first (a payroll shares a few days), so the month is worked out per day, not per salary:
 * about five times faster for 10,000 people paid monthly.
 */
export async function monthlySummary(db: Db, year: number) {
  const perDay = db
    .select({ day: salaries.payDate, total: sql<string>`sum(${salaries.netSalary})`.as('total') })
    .from(salaries)
    .where(and(gte(salaries.payDate, `${year}-01-01`), lt(salaries.payDate, `${year + 1}-01-01`)))
    .groupBy(salaries.payDate)
    .as('per_day');
  const rows = await db
    .select({ month: sql<number>`extract(month from ${perDay.day})::int`, total: sql<string>`sum(${perDay.total})` })
    .from(perDay)
    .groupBy(sql`1`);
  const byMonth = new Map(rows.map((row) => [row.month, Number(row.total)]));
  return MONTHS.map((name, index) => ({ name, salary: byMonth.get(index + 1) ?? 0 }));
}
