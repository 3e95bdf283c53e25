/**
 * The leave-year job: grants, monthly accruals, carry-forward from the year before and the lapse
 * of carried days, written to the ledger as of a day. Every row it writes has a `job_key` that is
 * unique per person, type and year, and every insert skips what exists: running it twice writes
 * what running it once did. Set-based SQL, so 10,000 people take one statement per step.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.js';
import { rowsOf } from '#server/lib/sql.js';

export interface LeaveYearScope {
  /** The day the ledger is brought up to (the organisation's today, or a chosen day). */
  asOf: string;
  /** Only this person (a request brings its requester's ledger up to date). */
  employeeId?: string | undefined;
  /** Close the year before and carry into this one (false: a year opened early or looked back on). */
  closePreviousYear?: boolean;
}

const STEP_KEYS = ['carry-in', 'lapse-year-end', 'carry-out', 'grant', 'accrual', 'lapse-carried'] as const;

export interface LeaveYearStep {
  key: (typeof STEP_KEYS)[number];
  rows: number;
  days: number;
}

/** Days of a type a person is entitled to in a year: all of it, or the months from the hire month on. */
export function proRataEntitlement(entitlement: SQL, hireDate: SQL, year: SQL | number): SQL {
  return sql`(case
    when extract(year from ${hireDate}) < ${year} then ${entitlement}
    when extract(year from ${hireDate}) > ${year} then 0
    else round(${entitlement} * (13 - extract(month from ${hireDate})) / 12 * 2) / 2
  end)`;
}

/** People on the books at some point of the year (hired by its end, not gone before it began). */
function employedIn(year: number, employeeId: string | undefined): SQL {
  return sql`e.hire_date <= make_date(${year}, 12, 31)
    and (e.last_working_day is null or e.last_working_day >= make_date(${year}, 1, 1))
    ${employeeId ? sql`and e.id = ${employeeId}` : sql``}`;
}

const RETURNING = sql`returning job_key, days`;

/**
 * Closes the year before, in one statement (one snapshot of its balance): unused days up to the
 * cap move into this year ('carry-in', and 'carry-out' there), the rest lapse ('lapse-year-end').
 * 'carry-out' is written even for nothing carried: it marks the year closed.
 */
function carryForward(year: number, employeeId: string | undefined): SQL {
  const previous = year - 1;
  const carried = sql`least(r.cap, greatest(r.remaining, 0))`;
  return sql`insert into leave_ledger (employee_id, leave_type_id, year, kind, days, job_key, effective_date, reason)
    select r.employee_id, r.leave_type_id, x.year, x.kind, x.days, x.key, x.day, x.reason
    from (select l.employee_id, l.leave_type_id, sum(l.days) as remaining, t.carry_forward_cap as cap
      from leave_ledger l join leave_types t on t.id = l.leave_type_id
      where l.year = ${previous} ${employeeId ? sql`and l.employee_id = ${employeeId}` : sql``}
        and not exists (select 1 from leave_ledger c where c.employee_id = l.employee_id
          and c.leave_type_id = l.leave_type_id and c.year = ${previous} and c.job_key = 'carry-out')
      group by l.employee_id, l.leave_type_id, t.carry_forward_cap) r
    cross join lateral (values
      (${year}::smallint, 'carry_forward'::leave_ledger_kind, ${carried}, 'carry-in', make_date(${year}, 1, 1), ${`Carried from ${previous}`}),
      (${previous}::smallint, 'lapse'::leave_ledger_kind, -(r.remaining - ${carried}), 'lapse-year-end', make_date(${previous}, 12, 31), ${`Unused at the end of ${previous}`}),
      (${previous}::smallint, 'carry_forward'::leave_ledger_kind, -${carried}, 'carry-out', make_date(${previous}, 12, 31), ${`Carried into ${year}`})
    ) as x(year, kind, days, key, day, reason)
    where x.key = 'carry-out' or (x.key = 'carry-in' and x.days > 0) or (x.key = 'lapse-year-end' and x.days < 0)
    on conflict (employee_id, leave_type_id, year, job_key) do nothing ${RETURNING}`;
}

/** The year's grant of each yearly type, pro rata for joiners. */
function grants(year: number, employeeId: string | undefined): SQL {
  const days = proRataEntitlement(sql`t.entitlement`, sql`e.hire_date`, year);
  return sql`insert into leave_ledger (employee_id, leave_type_id, year, kind, days, job_key, effective_date, reason)
    select e.id, t.id, ${year}, 'grant', ${days}, 'grant', greatest(make_date(${year}, 1, 1), e.hire_date), ${`Entitlement for ${year}`}
    from employees e cross join leave_types t
    where t.active and t.accrual = 'yearly' and t.entitlement > 0 and ${employedIn(year, employeeId)} and ${days} > 0
    on conflict (employee_id, leave_type_id, year, job_key) do nothing ${RETURNING}`;
}

/**
 * A twelfth a month of each monthly type, from the hire month on, for the months begun by `asOf`.
 * Rounded so the twelve add up to the entitlement exactly.
 */
function accruals(year: number, lastMonth: number, employeeId: string | undefined): SQL {
  const share = sql`round(t.entitlement * m / 12, 2) - round(t.entitlement * (m - 1) / 12, 2)`;
  return sql`insert into leave_ledger (employee_id, leave_type_id, year, kind, days, job_key, effective_date, reason)
    select e.id, t.id, ${year}, 'accrual', ${share}, 'accrual-' || lpad(m::text, 2, '0'), make_date(${year}, m, 1),
      ${`Accrued for `} || to_char(make_date(${year}, m, 1), 'FMMonth YYYY')
    from employees e cross join leave_types t cross join generate_series(1, ${lastMonth}) as m
    where t.active and t.accrual = 'monthly' and t.entitlement > 0 and ${employedIn(year, employeeId)}
      and e.hire_date < (make_date(${year}, m, 1) + interval '1 month')
      and (e.last_working_day is null or e.last_working_day >= make_date(${year}, m, 1))
      and ${share} > 0
    on conflict (employee_id, leave_type_id, year, job_key) do nothing ${RETURNING}`;
}

/**
 * Carried days still unused when they expire lapse: carried days are used first, so what lapses
 * is the carry less the days taken before the expiry day (never below zero).
 */
function carriedLapse(year: number, asOf: string, employeeId: string | undefined): SQL {
  const expiry = sql`(make_date(${year}, 1, 1) + make_interval(months => t.carry_expiry_months))::date`;
  const takenBefore = sql`coalesce((select -sum(b.days) from leave_ledger b
      where b.employee_id = c.employee_id and b.leave_type_id = c.leave_type_id and b.year = ${year}
        and b.kind in ('booking', 'reversal') and not b.pending and b.effective_date < ${expiry}), 0)`;
  const lapsing = sql`greatest(c.days - greatest(${takenBefore}, 0), 0)`;
  return sql`insert into leave_ledger (employee_id, leave_type_id, year, kind, days, job_key, effective_date, reason)
    select c.employee_id, c.leave_type_id, ${year}, 'lapse', -${lapsing}, 'lapse-carried', ${expiry}, 'Carried days expired'
    from leave_ledger c join leave_types t on t.id = c.leave_type_id
    where c.year = ${year} and c.job_key = 'carry-in' and t.carry_expiry_months is not null
      and ${expiry} <= ${asOf}::date and ${lapsing} > 0
      ${employeeId ? sql`and c.employee_id = ${employeeId}` : sql``}
    on conflict (employee_id, leave_type_id, year, job_key) do nothing ${RETURNING}`;
}

/** Brings the ledger up to `asOf`; what each step wrote (nothing, when it already had). */
export async function runLeaveYear(tx: Db | Tx, scope: LeaveYearScope): Promise<LeaveYearStep[]> {
  const year = Number(scope.asOf.slice(0, 4));
  const month = Number(scope.asOf.slice(5, 7));
  // Grants, accruals and the lapse of carried days read none of each other's rows (the lapse
  // reads what was carried in and what was taken): one statement, one round trip. Carrying in
  // comes first, in a statement of its own, so a lapse due today sees the days it carried.
  const statements = [
    ...(scope.closePreviousYear === false ? [] : [carryForward(year, scope.employeeId)]),
    sql`with granted as (${grants(year, scope.employeeId)}),
      accrued as (${accruals(year, month, scope.employeeId)}),
      lapsed as (${carriedLapse(year, scope.asOf, scope.employeeId)})
      select job_key, days from granted union all select job_key, days from accrued
      union all select job_key, days from lapsed`,
  ];
  const steps = new Map<LeaveYearStep['key'], LeaveYearStep>(STEP_KEYS.map((key) => [key, { key, rows: 0, days: 0 }]));
  for (const statement of statements) {
    for (const row of rowsOf<{ job_key: string; days: string }>(await tx.execute(statement))) {
      const step = steps.get(row.job_key.startsWith('accrual') ? 'accrual' : (row.job_key as LeaveYearStep['key']))!;
      step.rows += 1;
      step.days = Math.round((step.days + Number(row.days)) * 100) / 100;
    }
  }
  await markDone(tx, year, scope);
  return [...steps.values()];
}

/** The first day of a day's month: the steps are due by the month (schema: leaveYearMarks). */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * Marks the people a run covered as done for its day's month, and whether it closed the year
 * before; a mark never moves back, nor becomes not closed.
 */
async function markDone(tx: Db | Tx, year: number, scope: LeaveYearScope) {
  const closed = scope.closePreviousYear !== false;
  await tx.execute(sql`insert into leave_year_marks (employee_id, year, month, closed)
    select e.id, ${year}, ${monthOf(scope.asOf)}::date, ${closed} from employees e
    where ${employedIn(year, scope.employeeId)}
    on conflict (employee_id, year) do update
    set month = greatest(leave_year_marks.month, excluded.month), closed = leave_year_marks.closed or excluded.closed`);
}

/**
 * Whether running the steps for one person as `scope` says would write nothing: a run for
 * everyone (the hourly job, opening balances) or their own earlier booking already brought their
 * ledger to that month (and closed the year before, if this run would).
 */
export async function leaveYearDone(tx: Db | Tx, employeeId: string, scope: LeaveYearScope): Promise<boolean> {
  const closing = scope.closePreviousYear !== false;
  const rows = rowsOf(
    await tx.execute(sql`select 1 from leave_year_marks
      where employee_id = ${employeeId} and year = ${Number(scope.asOf.slice(0, 4))}
        and month >= ${monthOf(scope.asOf)}::date ${closing ? sql`and closed` : sql``}`),
  );
  return rows.length > 0;
}
