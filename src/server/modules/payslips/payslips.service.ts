import { and, asc, count, eq, gt, gte, lt, or } from 'drizzle-orm';
import { monthNameOf } from '#shared/dates.js';
import { PAYSLIP_MSG } from '#shared/messages/payslips.js';
import { SALARY_MSG } from '#shared/messages/salary.js';
import { toCents } from '#shared/money.js';
import { PAYSLIPS_OF_EVERYONE as EVERYONE } from '#shared/constants.js';
import type { PayslipBatchJson, PayslipBatchQuery } from '#shared/schemas/payslips.js';
import type { Principal } from '../../auth/session-store.js';
import type { Db } from '../../db/client.js';
import { joinPerson, personColumns } from '../../db/person.js';
import { departments, employees, salaries } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { fileNameOf, zipNameOf } from './payslip-files.js';
import type { Payslip } from './payslip-pdf.js';
import { isHr } from '../../auth/policies.js';

/** Rows read per query while a ZIP streams: the memory of 200 payslips' data, never of all. */
const BATCH = 200;

function selectPayslips(db: Db) {
  return joinPerson(
    db
      .select({
        id: salaries.id,
        ...personColumns,
        designation: employees.designation,
        dob: employees.dob,
        payDate: salaries.payDate,
        type: salaries.type,
        basic: salaries.basicSalary,
        allowance: salaries.allowance,
        deductions: salaries.deductions,
        net: salaries.netSalary,
        lines: salaries.lines,
        title: salaries.title,
      })
      .from(salaries)
      .$dynamic(),
    salaries.employeeId,
  );
}

type PayslipRow = Awaited<ReturnType<ReturnType<typeof selectPayslips>['execute']>>[number];

/** Amounts come as numeric text ('85000.00'): read into whole cents, never through a float. */
const cents = (amount: string) => toCents(amount) ?? 0;

function toPayslip(row: PayslipRow): Payslip {
  return {
    id: row.id,
    name: row.name,
    employeeCode: row.employeeCode,
    department: row.departmentName,
    designation: row.designation,
    payDate: row.payDate,
    type: row.type,
    basicCents: cents(row.basic),
    allowanceCents: cents(row.allowance),
    deductionsCents: cents(row.deductions),
    netCents: cents(row.net),
    lines: row.lines ?? [],
    title: row.title,
  };
}

/**
 * The payslip of a salary record and its person's date of birth (a locked PDF's password), whoever
 * asks (the outbox making a mailed payslip), in one query; null when gone.
 */
export async function payslipToMail(db: Db, salaryId: string): Promise<{ slip: Payslip; dob: string } | null> {
  const [row] = await selectPayslips(db).where(eq(salaries.id, salaryId)).limit(1);
  return row ? { slip: toPayslip(row), dob: row.dob } : null;
}

/**
 * The payslip of a salary record, for its employee and for HR (admin, moderator); anyone else —
 * a manager included — gets 403 for a record that is not their own.
 */
export async function payslipFor(db: Db, principal: Principal, salaryId: string) {
  const [row] = await selectPayslips(db).where(eq(salaries.id, salaryId)).limit(1);
  if (!row) throw notFound(SALARY_MSG.notFound);
  if (!isHr(principal) && row.userId !== principal.userId) throw forbidden();
  const slip = toPayslip(row);
  return { slip, fileName: fileNameOf(slip) };
}

/** '2026-11' → the first day of it and of the month after, for a `>= first and < next` range. */
export function monthRange(month: string): { first: string; next: string } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 10);
  return { first: `${month}-01`, next };
}

function inBatch(query: PayslipBatchQuery) {
  const { first, next } = monthRange(query.month);
  const everyone = query.department === EVERYONE;
  return and(
    everyone ? undefined : eq(employees.departmentId, query.department),
    gte(salaries.payDate, first),
    lt(salaries.payDate, next),
  );
}

/** The name of the batch's people: their department's, or 'Everyone'; 404 for an unknown department. */
async function batchName(db: Db, query: PayslipBatchQuery): Promise<string> {
  if (query.department === EVERYONE) return PAYSLIP_MSG.everyone;
  const [department] = await db
    .select({ name: departments.name })
    .from(departments)
    .where(eq(departments.id, query.department));
  if (!department) throw notFound(PAYSLIP_MSG.departmentUnknown);
  return department.name;
}

/**
 * What a department's ZIP of a month holds: every salary record (regular, bonus, adjustment) with a
 * pay date in the month, of the people in the department now — or, for everyone, of every person
 * paid that month, in a department or not. 404 for an unknown department.
 */
export async function payslipBatch(db: Db, query: PayslipBatchQuery): Promise<PayslipBatchJson> {
  const department = { name: await batchName(db, query) };
  const [total] = await db
    .select({ count: count() })
    .from(salaries)
    .innerJoin(employees, eq(employees.id, salaries.employeeId))
    .where(inBatch(query));
  return {
    success: true,
    count: total?.count ?? 0,
    department: department.name,
    period: monthNameOf(query.month),
    fileName: zipNameOf(department.name, query.month),
  };
}

/** The batch's payslips by employee id, read `BATCH` rows at a time (keyset: code, then record id). */
export async function* payslipsOf(db: Db, query: PayslipBatchQuery): AsyncGenerator<Payslip> {
  let after: { code: string; id: string } | null = null;
  for (;;) {
    const rows: PayslipRow[] = await selectPayslips(db)
      .where(
        and(
          inBatch(query),
          after
            ? or(
                gt(employees.employeeCode, after.code),
                and(eq(employees.employeeCode, after.code), gt(salaries.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(employees.employeeCode), asc(salaries.id))
      .limit(BATCH);
    for (const row of rows) yield toPayslip(row);
    if (rows.length < BATCH) return;
    const last = rows.at(-1)!;
    after = { code: last.employeeCode, id: last.id };
  }
}
