/** A run's rows: each person's pay as drafted, listed and corrected before the run is posted. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { monthNameOf } from '#shared/dates.js';
import { fromCents, netSalaryCents } from '#shared/money.js';
import { PAYROLL_MSG } from '#shared/messages/payroll.js';
import { adjusted, type PayLine } from '#shared/pay-lines.js';
import type { PayLineJson } from '#shared/schemas/salary-structures.js';
import { SALARY_MSG } from '#shared/messages/salary.js';
import type { PayrollRowInput, PayrollRowJson, PayrollRowsQuery } from '#shared/schemas/payroll.js';
import type { Db, Tx } from '../../db/client.js';
import { joinPerson, personColumns, toPersonJson } from '../../db/person.js';
import { employees, payrollRunRows, payrollRuns, users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { andAll } from '../../lib/sql.js';
import type { Actor } from '../../auth/actor.js';
import { employeeSearch } from '../employees/index.js';
import { getRun, lockDraft, touch } from './payroll.service.js';

/** The row's net moved by more than its run's percentage since the person's last payslip. */
const changedRow = sql<boolean>`(${payrollRunRows.previousNet} is not null
  and abs(${payrollRunRows.netSalary} - ${payrollRunRows.previousNet}) * 100 > ${payrollRunRows.previousNet} * ${payrollRuns.changePercent})`;

function selectRows(db: Db | Tx) {
  return joinPerson(
    db
      .select({
        ...personColumns,
        designation: employees.designation,
        monthlyBasic: payrollRunRows.monthlyBasic,
        basic: payrollRunRows.basicSalary,
        allowance: payrollRunRows.allowance,
        deductions: payrollRunRows.deductions,
        net: payrollRunRows.netSalary,
        skip: payrollRunRows.skip,
        salaryId: payrollRunRows.salaryId,
        paidDays: payrollRunRows.paidDays,
        basisDays: payrollRunRows.basisDays,
        unpaidDays: payrollRunRows.unpaidDays,
        absentDays: payrollRunRows.absentDays,
        previousNet: payrollRunRows.previousNet,
        lines: payrollRunRows.lines,
        changed: changedRow,
      })
      .from(payrollRunRows)
      .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunRows.runId))
      .$dynamic(),
    payrollRunRows.employeeId,
  );
}

const orNull = (value: string | null) => (value === null ? null : Number(value));

/** Pay lines as the API gives them: amounts in currency units, a month or null. */
export function linesJson(lines: readonly PayLine[] | null): PayLineJson[] {
  return (lines ?? []).map((line) => ({
    key: line.key,
    side: line.side,
    amount: Number(fromCents(line.cents)),
    month: line.month ?? null,
  }));
}

type RowRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toRowJson(row: RowRow): PayrollRowJson {
  return {
    employee: {
      ...toPersonJson(row),
      userId: row.userId,
      designation: row.designation,
      department: row.departmentName,
    },
    monthlyBasic: Number(row.monthlyBasic),
    basicSalary: Number(row.basic),
    allowance: Number(row.allowance),
    deductions: Number(row.deductions),
    netSalary: Number(row.net),
    paidDays: orNull(row.paidDays),
    basisDays: orNull(row.basisDays),
    unpaidDays: orNull(row.unpaidDays),
    absentDays: orNull(row.absentDays),
    previousNet: orNull(row.previousNet),
    lines: linesJson(row.lines),
    changed: Boolean(row.changed),
    skip: row.skip,
    salaryId: row.salaryId,
  };
}

/** A run's rows by name, a page at a time: everyone, those paid, or those skipped; searchable by name or id. */
export async function listRows(db: Db, id: string, query: PayrollRowsQuery) {
  const [run] = await db.select({ id: payrollRuns.id }).from(payrollRuns).where(eq(payrollRuns.id, id));
  if (!run) throw notFound(PAYROLL_MSG.notFound);
  const where = andAll([
    eq(payrollRunRows.runId, id),
    query.show === 'pay' ? sql`${payrollRunRows.skip} is null` : undefined,
    query.show === 'skipped' ? sql`${payrollRunRows.skip} is not null` : undefined,
    query.show === 'changed' ? sql`${payrollRunRows.skip} is null and ${changedRow}` : undefined,
    query.search ? employeeSearch(query.search, ['name', 'code'], payrollRunRows.employeeId) : undefined,
  ]);
  const base = selectRows(db).where(where).orderBy(asc(users.name), asc(payrollRunRows.employeeId));
  const { rows, total } = await pageOf(query, {
    all: () => base,
    page: (limit, offset) => base.limit(limit).offset(offset),
    count: () =>
      db
        .select({ total: count() })
        .from(payrollRunRows)
        .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunRows.runId))
        .where(where),
  });
  return { rows: rows.map(toRowJson), total };
}

/**
 * Saves one row of a draft: its allowance and deductions (the net computed here; for a row paid
 * from a salary structure, the difference from its lines becomes an adjustment line) and whether the
 * person is paid. Someone paid already that month cannot be included; nobody includes themselves.
 */
export async function updateRow(db: Db, actor: Actor, id: string, employeeId: string, input: PayrollRowInput) {
  const net = netSalaryCents(0, input.allowance, input.deductions);
  return db.transaction(async (tx) => {
    const run = await lockDraft(tx, id);
    const [row] = await selectRows(tx).where(
      and(eq(payrollRunRows.runId, id), eq(payrollRunRows.employeeId, employeeId)),
    );
    if (!row) throw notFound(PAYROLL_MSG.rowNotFound);
    const basicCents = Math.round(Number(row.basic) * 100);
    if (basicCents + net < 0) throw badRequest(SALARY_MSG.negativeNet, { field: 'deductions' });
    if (input.included && row.skip === 'paid') {
      throw conflict(PAYROLL_MSG.paidAlready(monthNameOf(run.month)), { field: 'included' });
    }
    if (input.included && row.userId === actor.principal.userId) throw forbidden(PAYROLL_MSG.selfRow);
    const skip = input.included ? null : row.skip === 'paid' || row.skip === 'self' ? row.skip : 'excluded';
    await tx
      .update(payrollRunRows)
      .set({
        allowance: fromCents(input.allowance),
        deductions: fromCents(input.deductions),
        netSalary: fromCents(basicCents + net),
        // A row paid from a structure keeps adding up: HR's change is an 'Adjusted by HR' line.
        lines: row.lines ? adjusted(row.lines, input.allowance, input.deductions) : null,
        skip,
      })
      .where(and(eq(payrollRunRows.runId, id), eq(payrollRunRows.employeeId, employeeId)));
    await touch(tx, run);
    const [saved] = await selectRows(tx).where(
      and(eq(payrollRunRows.runId, id), eq(payrollRunRows.employeeId, employeeId)),
    );
    return { row: toRowJson(saved!), run: await getRun(tx, id) };
  });
}
