/**
 * Festival bonus runs (issue 29): a payroll run whose rows pay each person a festival's bonus — a
 * percentage of their monthly basic, for people employed on the festival date, pro-rated (or not
 * paid) below a minimum service. Drafted here; edited, listed, paid out and discarded as any run;
 * refreshed and posted here (the payroll routes send a bonus run's refresh and post to this file).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BONUS_MSG } from '#shared/messages/payroll-bonus.js';
import { PAYROLL_MSG } from '#shared/messages/payroll.js';
import type { BonusRowJson } from '#shared/api/payroll-bonus.js';
import type { BonusRunInput } from '#shared/schemas/payroll-bonus.js';
import type { PayrollRowsQuery, PayrollRunJson } from '#shared/schemas/payroll.js';
import type { Db, Tx } from '../../db/client.js';
import {
  departments,
  employees,
  payrollBonusRows,
  payrollBonusRuns,
  payrollRunDepartments,
  payrollRunRows,
  payrollRuns,
} from '../../db/schema/index.js';
import { signalNotifications } from '../../events/notification-signal.js';
import { badRequest, conflict, forbidden, notFound, pgErrorOf } from '../../lib/errors.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../audit/index.js';
import {
  addBonusRows,
  bonusFiguresOf,
  bonusRulesOf,
  dropBonusRows,
  insertBonusSalaries,
  staleBonusRows,
  type BonusKey,
} from './payroll-bonus.queries.js';
import { listRows } from './payroll-rows.js';
import { auditPayslips, getRun, lockDraft, touch, type RunRow } from './payroll.service.js';

/** The run as a bonus run, or null for a monthly one. */
export async function bonusKeyOf(db: Db | Tx, runId: string): Promise<BonusKey | null> {
  const rules = (await bonusRulesOf(db, [runId])).get(runId);
  return rules ? { id: runId, ...rules } : null;
}

async function refuseUnknownDepartments(tx: Tx, ids: string[]) {
  if (!ids.length) return;
  const found = await tx.select({ id: departments.id }).from(departments).where(inArray(departments.id, ids));
  if (found.length !== ids.length) throw badRequest(BONUS_MSG.departmentUnknown, { field: 'departmentIds' });
}

/** Makes a bonus draft: the run, its festival and rules, its departments and a row per person due the bonus. */
export async function createBonusRun(db: Db, actor: Actor, input: BonusRunInput): Promise<PayrollRunJson> {
  const id = await db.transaction(async (tx) => {
    await refuseUnknownDepartments(tx, input.departmentIds);
    const [run] = await tx
      .insert(payrollRuns)
      .values({ month: `${input.payDate.slice(0, 7)}-01`, payDate: input.payDate, createdBy: actor.principal.userId })
      .returning({ id: payrollRuns.id });
    const key: BonusKey = {
      id: run!.id,
      name: input.name,
      festivalDate: input.festivalDate,
      percent: input.percent,
      minMonths: input.minMonths,
      shortService: input.shortService,
    };
    await tx.insert(payrollBonusRuns).values({ runId: key.id, ...key });
    if (input.departmentIds.length) {
      await tx
        .insert(payrollRunDepartments)
        .values(input.departmentIds.map((departmentId) => ({ runId: key.id, departmentId })));
    }
    await addBonusRows(tx, key, await bonusFiguresOf(tx, key), actor.principal.userId);
    const [due] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(payrollRunRows)
      .where(and(eq(payrollRunRows.runId, key.id), sql`${payrollRunRows.skip} is null`));
    if (!due?.n) throw conflict(BONUS_MSG.nobody(input.name), { field: 'name' });
    return key.id;
  });
  return getRun(db, id);
}

/** A bonus run's rows (as any run's) with each person's months served on the festival date and joining date. */
export async function listBonusRows(db: Db, id: string, query: PayrollRowsQuery) {
  if (!(await bonusKeyOf(db, id))) throw notFound(PAYROLL_MSG.notFound);
  const { rows, total } = await listRows(db, id, query);
  const ids = rows.map((row) => row.employee._id);
  const extra = ids.length
    ? await db
        .select({
          id: employees.id,
          hireDate: employees.hireDate,
          months: payrollBonusRows.monthsServed,
        })
        .from(employees)
        .leftJoin(payrollBonusRows, and(eq(payrollBonusRows.employeeId, employees.id), eq(payrollBonusRows.runId, id)))
        .where(inArray(employees.id, ids))
    : [];
  const byId = new Map(extra.map((row) => [row.id, row]));
  return {
    total,
    rows: rows.map((row): BonusRowJson => ({
      ...row,
      monthsServed: byId.get(row.employee._id)?.months ?? null,
      hireDate: byId.get(row.employee._id)?.hireDate ?? null,
    })),
  };
}

/** Brings a bonus draft up to date: rows gone or changed are dropped and everyone due is added afresh. */
export async function refreshBonus(db: Db, actor: Actor, key: BonusKey) {
  return db.transaction(async (tx) => {
    const run = await lockDraft(tx, key.id);
    const figures = await bonusFiguresOf(tx, key);
    const stale = await staleBonusRows(tx, key, figures);
    if (stale.length) {
      await dropBonusRows(tx, key.id, stale);
      await addBonusRows(tx, key, figures, actor.principal.userId);
      await touch(tx, run);
    }
    return {
      message: stale.length ? BONUS_MSG.refreshed(stale.length) : PAYROLL_MSG.refreshedNothing,
      run: await getRun(tx, key.id),
    };
  });
}

/** Nobody pays themselves: the poster's own row must be left out. */
async function refuseOwnRow(tx: Tx, actor: Actor, id: string) {
  const employeeId = actor.principal.employeeId;
  if (!employeeId) return;
  const [own] = await tx
    .select({ skip: payrollRunRows.skip })
    .from(payrollRunRows)
    .where(and(eq(payrollRunRows.runId, id), eq(payrollRunRows.employeeId, employeeId)));
  if (own && own.skip === null) throw forbidden(PAYROLL_MSG.selfRow);
}

/**
 * Posts a reviewed bonus draft, once: under the run's lock, every paid row becomes a 'bonus'
 * payslip titled with the festival (never colliding with the month's regular payslip), audited
 * and notified. Refused, writing nothing, when edited since the review, changed underneath, or
 * when another run paid someone this festival's bonus meanwhile.
 */
export async function postBonus(db: Db, actor: Actor, key: BonusKey, version: number) {
  try {
    return await db.transaction(async (tx) => {
      const run = await lockDraft(tx, key.id);
      if (run.version !== version) throw conflict(PAYROLL_MSG.stale, { field: 'version' });
      const stale = await staleBonusRows(tx, key, await bonusFiguresOf(tx, key));
      if (stale.length) throw conflict(BONUS_MSG.changedUnderneath(stale.length));
      await refuseOwnRow(tx, actor, key.id);
      const paid = await insertBonusSalaries(
        tx,
        { ...key, payDate: run.payDate },
        BONUS_MSG.title(key.name),
        actor.principal.userId,
      );
      if (!paid.length) throw conflict(PAYROLL_MSG.nothingToPost);
      await auditBonus(tx, actor, run, key, paid.length);
      await tx.execute(sql`
        insert into notifications (user_id, kind, title, body, target_kind, target_id)
        select e.user_id, 'salary_paid', ${BONUS_MSG.paidTitle(key.name)}, ${PAYROLL_MSG.paidBody(run.payDate)}, 'salary', r.salary_id
        from payroll_run_rows r join employees e on e.id = r.employee_id
        where r.run_id = ${key.id}::uuid and r.salary_id is not null`);
      await tx
        .update(payrollRuns)
        .set({ status: 'posted', postedBy: actor.principal.userId, postedAt: new Date(), version: run.version + 1 })
        .where(eq(payrollRuns.id, key.id));
      await signalNotifications(
        tx,
        paid.map((row) => row.user_id),
      );
      return { message: BONUS_MSG.posted(paid.length, key.name), run: await getRun(tx, key.id) };
    });
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'payroll_bonus_payments_pk') {
      throw conflict(BONUS_MSG.paidElsewhere);
    }
    throw error;
  }
}

/** A 'Salary recorded' audit row per payslip and one 'Payroll posted' row with the festival and its sums. */
async function auditBonus(tx: Tx, actor: Actor, run: RunRow, key: BonusKey, people: number) {
  await auditPayslips(tx, actor, run, 'bonus');
  const [sums] = await tx
    .select({ net: sql<string>`coalesce(sum(${payrollRunRows.netSalary}), 0)::text` })
    .from(payrollRunRows)
    .where(and(eq(payrollRunRows.runId, run.id), sql`${payrollRunRows.salaryId} is not null`));
  await recordAudit(tx, actor, {
    action: 'payroll.post',
    subject: 'payroll',
    subjectId: run.id,
    person: null,
    after: {
      bonus: key.name,
      festivalDate: key.festivalDate,
      payDate: run.payDate,
      people,
      netSalary: Number(sums?.net ?? 0),
    },
  });
}
