import type { SalaryType } from '#shared/constants.js';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { monthNameOf } from '#shared/dates.js';
import { PAYROLL_MSG } from '#shared/messages/payroll.js';
import type { PayrollChange, PayrollRunInput, PayrollRunJson } from '#shared/schemas/payroll.js';
import type { Db, Tx } from '../../db/client.js';
import { departments, payrollRunDepartments, payrollRunRows, payrollRuns, users } from '../../db/schema/index.js';
import { signalNotifications } from '../../events/notification-signal.js';
import { badRequest, conflict, forbidden, notFound, pgErrorOf } from '../../lib/errors.js';
import { pageOf, type PageQuery } from '../../lib/paging.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../audit/index.js';
import { payrollSettings } from './payroll-settings.js';
import { sameStatutory, statutoryInForce } from './statutory-settings.js';
import { bonusRulesOf } from './payroll-bonus.queries.js';
import {
  changesOf,
  addMissingRows,
  insertSalaries,
  refreshRun,
  totalsOf,
  type ChangeRow,
  type PayrollChangeKind,
  type RunKey,
  type TotalsRow,
} from './payroll.queries.js';

export type RunRow = typeof payrollRuns.$inferSelect;

const monthOf = (run: Pick<RunRow, 'month'>) => run.month.slice(0, 7);
export const keyOf = (run: RunRow, timeZone: string): RunKey => ({
  id: run.id,
  month: run.month,
  basis: run.basis,
  deductAbsence: run.deductAbsence,
  timeZone,
});

async function namesOf(db: Db | Tx, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function departmentsOf(db: Db | Tx, runIds: string[]) {
  if (!runIds.length) return new Map<string, { _id: string; dep_name: string }[]>();
  const rows = await db
    .select({ runId: payrollRunDepartments.runId, id: departments.id, name: departments.name })
    .from(payrollRunDepartments)
    .innerJoin(departments, eq(departments.id, payrollRunDepartments.departmentId))
    .where(inArray(payrollRunDepartments.runId, runIds))
    .orderBy(asc(departments.name));
  const byRun = new Map<string, { _id: string; dep_name: string }[]>();
  for (const row of rows) byRun.set(row.runId, [...(byRun.get(row.runId) ?? []), { _id: row.id, dep_name: row.name }]);
  return byRun;
}

function totalsJson(row: TotalsRow | undefined): PayrollRunJson['totals'] {
  return {
    people: row?.people ?? 0,
    toPay: row?.to_pay ?? 0,
    paidAlready: row?.paid_already ?? 0,
    excluded: row?.excluded ?? 0,
    self: row?.self ?? 0,
    basic: Number(row?.basic ?? 0),
    allowance: Number(row?.allowance ?? 0),
    deductions: Number(row?.deductions ?? 0),
    net: Number(row?.net ?? 0),
    changed: row?.changed ?? 0,
  };
}

/** Runs as the API gives them: with their departments, who made and posted them, and their totals. */
async function toRunsJson(db: Db | Tx, runs: RunRow[]): Promise<PayrollRunJson[]> {
  const ids = runs.map((run) => run.id);
  // One after another: inside a transaction they share one connection.
  const totals = await totalsOf(db, ids);
  const deps = await departmentsOf(db, ids);
  const bonuses = await bonusRulesOf(db, ids);
  const names = await namesOf(
    db,
    runs.flatMap((run) => [run.createdBy, run.postedBy]),
  );
  const who = (id: string | null) => (id ? { _id: id, name: names.get(id) ?? 'Former user' } : null);
  return runs.map((run) => ({
    _id: run.id,
    month: monthOf(run),
    monthName: monthNameOf(run.month),
    payDate: run.payDate,
    status: run.status,
    version: run.version,
    departments: deps.get(run.id) ?? [],
    createdBy: who(run.createdBy),
    createdAt: run.createdAt.toISOString(),
    updatedAt: run.updatedAt.toISOString(),
    postedBy: who(run.postedBy),
    postedAt: run.postedAt?.toISOString() ?? null,
    basis: run.basis,
    deductAbsence: run.deductAbsence,
    changePercent: run.changePercent,
    statutory: run.statutory ?? null,
    kind: bonuses.has(run.id) ? ('bonus' as const) : ('monthly' as const),
    bonus: bonuses.get(run.id) ?? null,
    totals: totalsJson(totals.get(run.id)),
  }));
}

export async function getRun(db: Db | Tx, id: string): Promise<PayrollRunJson> {
  const [run] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, id));
  if (!run) throw notFound(PAYROLL_MSG.notFound);
  return (await toRunsJson(db, [run]))[0]!;
}

/** Payroll runs, newest first (drafts and posted). */
export async function listRuns(db: Db, query: PageQuery) {
  const base = db.select().from(payrollRuns).orderBy(desc(payrollRuns.createdAt), desc(payrollRuns.id));
  const { rows, total } = await pageOf(query, {
    all: () => base,
    page: (limit, offset) => base.limit(limit).offset(offset),
    count: () => db.select({ total: count() }).from(payrollRuns),
  });
  return { rows: await toRunsJson(db, rows), total };
}

/**
 * Makes a draft: the month, its departments, the payroll settings in force and one row per person
 * it pays. Refused when the chosen departments do not all exist, or when nobody is left to pay
 * (everyone paid already).
 */
export async function createRun(
  db: Db,
  actor: Actor,
  input: PayrollRunInput,
  timeZone: string,
): Promise<PayrollRunJson> {
  const id = await db.transaction(async (tx) => {
    if (input.departmentIds.length) {
      const found = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(inArray(departments.id, input.departmentIds));
      if (found.length !== input.departmentIds.length) {
        throw badRequest(PAYROLL_MSG.departmentUnknown, { field: 'departmentIds' });
      }
    }
    const policy = await payrollSettings(tx);
    const statutory = await statutoryInForce(tx, input.month);
    const [run] = await tx
      .insert(payrollRuns)
      .values({
        month: `${input.month}-01`,
        payDate: input.payDate,
        createdBy: actor.principal.userId,
        ...policy,
        statutory,
      })
      .returning();
    if (input.departmentIds.length) {
      await tx
        .insert(payrollRunDepartments)
        .values(input.departmentIds.map((departmentId) => ({ runId: run!.id, departmentId })));
    }
    await addMissingRows(tx, keyOf(run!, timeZone), actor.principal.userId);
    const totals = totalsJson((await totalsOf(tx, [run!.id])).get(run!.id));
    if (totals.toPay === 0) throw conflict(PAYROLL_MSG.nobody(monthNameOf(input.month)), { field: 'month' });
    return run!.id;
  });
  return getRun(db, id);
}

/** The run locked for a change (a row edit, a refresh, posting, discarding): it must exist and be a draft. */
export async function lockDraft(tx: Tx, id: string): Promise<RunRow> {
  const [run] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, id)).for('update');
  if (!run) throw notFound(PAYROLL_MSG.notFound);
  if (run.status === 'posted') {
    const names = await namesOf(tx, [run.postedBy]);
    throw conflict(
      PAYROLL_MSG.alreadyPosted(run.postedAt!.toISOString().slice(0, 10), names.get(run.postedBy ?? '') ?? 'someone'),
    );
  }
  return run;
}

export async function touch(tx: Tx, run: RunRow) {
  await tx
    .update(payrollRuns)
    .set({ version: run.version + 1, updatedAt: new Date() })
    .where(eq(payrollRuns.id, run.id));
}

const CHANGE_WORDS: Record<PayrollChangeKind, [string, string]> = {
  left: ['person left', 'people left'],
  moved: ['person moved to another department', 'people moved to another department'],
  joined: ['person joined', 'people joined'],
  salary: ["person's salary changed", "people's salaries changed"],
  days: ["person's days employed changed", "people's days employed changed"],
  leave: ["person's unpaid leave or absences changed", "people's unpaid leave or absences changed"],
  paid: ['person was paid for the month elsewhere', 'people were paid for the month elsewhere'],
  structure: ["person's salary structure or arrears changed", "people's salary structures or arrears changed"],
  unpaid: ["person's payslip for the month was deleted", "people's payslips for the month were deleted"],
};

const CHANGE_DETAIL: Record<PayrollChangeKind, string> = {
  left: 'Left',
  moved: 'Moved to another department',
  joined: 'Joined',
  salary: 'Salary changed',
  days: 'Joining or leaving date changed',
  leave: 'Unpaid leave or absences changed',
  paid: 'Paid for the month elsewhere',
  structure: 'Salary structure or arrears changed',
  unpaid: 'Payslip for the month deleted',
};

/** '2 people left, 1 person joined'. */
function summaryOf(changes: ChangeRow[]): string {
  const counts = new Map<PayrollChangeKind, number>();
  for (const change of changes) counts.set(change.change, (counts.get(change.change) ?? 0) + 1);
  return [...counts].map(([kind, n]) => `${n} ${CHANGE_WORDS[kind][n === 1 ? 0 : 1]}`).join(', ');
}

function changeList(changes: ChangeRow[]): PayrollChange[] {
  return changes.slice(0, 50).map((change) => ({
    employeeId: change.employee_id,
    name: change.name,
    change: CHANGE_DETAIL[change.change],
  }));
}

/**
 * Brings a draft up to date with who works here, their salaries and the statutory settings in
 * force (which the run then keeps as the ones it used); says what changed.
 */
export async function refresh(db: Db, actor: Actor, id: string, timeZone: string) {
  return db.transaction(async (tx) => {
    const run = await lockDraft(tx, id);
    const statutory = await statutoryInForce(tx, monthOf(run));
    const settingsChanged = run.statutory !== null && !sameStatutory(run.statutory, statutory);
    const changes = await changesOf(tx, keyOf(run, timeZone));
    if (changes.length) await refreshRun(tx, keyOf(run, timeZone), actor.principal.userId);
    if (changes.length || settingsChanged) await touch(tx, run);
    if (run.statutory === null || settingsChanged) {
      await tx.update(payrollRuns).set({ statutory }).where(eq(payrollRuns.id, id));
    }
    const summary = [settingsChanged ? PAYROLL_MSG.statutoryRefreshed : '', changes.length ? summaryOf(changes) : '']
      .filter(Boolean)
      .join('; ');
    return {
      message: summary ? PAYROLL_MSG.refreshed(summary) : PAYROLL_MSG.refreshedNothing,
      changes: changeList(changes),
      run: await getRun(tx, id),
    };
  });
}

/** Discards a draft (a posted run stays for good). */
export async function discard(db: Db, id: string) {
  await db.transaction(async (tx) => {
    await lockDraft(tx, id);
    await tx.delete(payrollRuns).where(eq(payrollRuns.id, id));
  });
}

/**
 * Posts a draft whose totals were reviewed at `version`: in one transaction, under the run's
 * lock, every paid row becomes a regular salary record (audited) and its person is notified, and
 * the run is marked posted. Refused, writing nothing, when the run is posted already, was edited
 * since that review, or no longer matches who works here and what they earn.
 */
export async function post(db: Db, actor: Actor, id: string, version: number, timeZone: string) {
  try {
    return await db.transaction(async (tx) => {
      const run = await lockDraft(tx, id);
      if (run.version !== version) throw conflict(PAYROLL_MSG.stale, { field: 'version' });
      await lockPeople(tx, id);
      // The rows were computed with the settings the run kept: other ones in force now would post other figures.
      const statutory = await statutoryInForce(tx, monthOf(run));
      if (run.statutory !== null && !sameStatutory(run.statutory, statutory)) {
        throw conflict(PAYROLL_MSG.statutoryChanged, { statutory });
      }
      const changes = await changesOf(tx, keyOf(run, timeZone));
      if (changes.length) {
        throw conflict(PAYROLL_MSG.changedUnderneath(summaryOf(changes)), { changes: changeList(changes) });
      }
      await refuseOwnRow(tx, actor, id);
      const paid = await insertSalaries(tx, { id: run.id, payDate: run.payDate }, actor.principal.userId);
      if (!paid.length) throw conflict(PAYROLL_MSG.nothingToPost);
      await auditPosting(tx, actor, run, paid.length);
      await notifyPaid(tx, run);
      await tx
        .update(payrollRuns)
        .set({ status: 'posted', postedBy: actor.principal.userId, postedAt: new Date(), version: run.version + 1 })
        .where(eq(payrollRuns.id, id));
      await signalNotifications(
        tx,
        paid.map((row) => row.user_id),
      );
      return { message: PAYROLL_MSG.posted(paid.length, monthNameOf(run.month)), run: await getRun(tx, id) };
    });
  } catch (error) {
    // A month's pay (a regular payslip, a final settlement) recorded for someone of the run between the check and the insert.
    if (pgErrorOf(error)?.constraint === 'salaries_month_pay_key') {
      throw conflict(PAYROLL_MSG.changedUnderneath(`someone in it was paid for the month elsewhere`));
    }
    throw error;
  }
}

/**
 * Takes turns with a final settlement of anyone the run pays (which locks its person for update):
 * the run's people are key-share locked, in one order, before the run is checked against what was
 * paid. Without it a settlement finalised at the same moment could hold its person while the run
 * waited on that row for its payslip's foreign key, and each wait on the other's month payslip.
 * A settlement finalised first shows as 'paid for the month elsewhere' (409).
 */
async function lockPeople(tx: Tx, id: string) {
  await tx.execute(sql`
    select e.id from employees e
    where e.id in (select r.employee_id from payroll_run_rows r where r.run_id = ${id}::uuid and r.skip is null)
    order by e.id
    for key share of e`);
}

/** Nobody pays themselves: the poster's own row must be left out (another HR officer posts it). */
async function refuseOwnRow(tx: Tx, actor: Actor, id: string) {
  const employeeId = actor.principal.employeeId;
  if (!employeeId) return;
  const [own] = await tx
    .select({ skip: payrollRunRows.skip })
    .from(payrollRunRows)
    .where(and(eq(payrollRunRows.runId, id), eq(payrollRunRows.employeeId, employeeId)));
  if (own && own.skip === null) throw forbidden(PAYROLL_MSG.selfRow);
}

/** One 'Salary recorded' audit row per payslip a posting made (the record's own history, as Add Salary writes it). */
export async function auditPayslips(tx: Tx, actor: Actor, run: Pick<RunRow, 'id' | 'payDate'>, type: SalaryType) {
  await tx.execute(sql`
    insert into audit_events (actor_id, actor_name, action, subject, subject_id, person_id, person_name, after, request_id, ip)
    select ${actor.principal.userId}::uuid, ${actor.principal.name}, 'salary.create', 'salary', r.salary_id, r.employee_id, u.name,
      jsonb_build_object(
        'basicSalary', r.basic_salary, 'allowance', r.allowance, 'deductions', r.deductions,
        'netSalary', r.net_salary, 'payDate', ${run.payDate}::text, 'type', ${type}::text, 'payrollRun', ${run.id}::text),
      ${actor.requestId}, ${actor.ip}
    from payroll_run_rows r
    join employees e on e.id = r.employee_id
    join users u on u.id = e.user_id
    where r.run_id = ${run.id}::uuid and r.salary_id is not null`);
}

/**
 * The audit trail of a posting: one 'Salary recorded' row per payslip (the record's own history,
 * as Add Salary writes it) and one 'Payroll posted' row with the run's totals — set-based.
 */
async function auditPosting(tx: Tx, actor: Actor, run: RunRow, people: number) {
  await auditPayslips(tx, actor, run, 'regular');
  const totals = totalsJson((await totalsOf(tx, [run.id])).get(run.id));
  await recordAudit(tx, actor, {
    action: 'payroll.post',
    subject: 'payroll',
    subjectId: run.id,
    person: null,
    after: {
      month: monthOf(run),
      payDate: run.payDate,
      people,
      basicSalary: totals.basic,
      allowance: totals.allowance,
      deductions: totals.deductions,
      netSalary: totals.net,
    },
  });
}

/** Tells each person paid (the bell; one statement for the whole run). */
async function notifyPaid(tx: Tx, run: RunRow) {
  const title = PAYROLL_MSG.paidTitle(monthNameOf(run.month));
  const body = PAYROLL_MSG.paidBody(run.payDate);
  await tx.execute(sql`
    insert into notifications (user_id, kind, title, body, target_kind, target_id)
    select e.user_id, 'salary_paid', ${title}, ${body}, 'salary', r.salary_id
    from payroll_run_rows r
    join employees e on e.id = r.employee_id
    where r.run_id = ${run.id}::uuid and r.salary_id is not null`);
}
