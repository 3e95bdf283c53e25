/** Balances are sums of the ledger: one aggregate per person, type and year, never a stored counter. */
import { type SQL, sql } from 'drizzle-orm';
import type { BalanceJson } from '#shared/schemas/leave-balance.js';
import type { Db, Tx } from '#server/db/client.js';
import { executePrepared, rowsOf } from '#server/lib/sql.js';
import { proRataEntitlement } from './leave-year.js';

/** The columns of a balance, aggregated over ledger rows `l` of types `t` for people `e`. */
const sum = (filter: SQL) => sql`coalesce(sum(l.days) filter (where ${filter}), 0)`;

/** The figures a balance report can be sorted by, each an aggregate over ledger rows `l`. */
export const BALANCE_FIGURES = {
  taken: sql`-${sum(sql`l.kind in ('booking', 'reversal') and not l.pending`)}`,
  pending: sql`-${sum(sql`l.kind in ('booking', 'reversal') and l.pending`)}`,
  available: sql`coalesce(sum(l.days), 0)`,
} as const;

export function balanceColumns(year: number, hireDate: SQL = sql`e.hire_date`): SQL {
  return sql`t.id as leave_type_id, t.name as leave_type, t.paid, t.allow_negative, t.allow_half_days, t.position,
    ${proRataEntitlement(sql`t.entitlement`, hireDate, year)} as entitled,
    ${sum(sql`l.kind in ('grant', 'accrual')`)} as accrued,
    ${sum(sql`l.kind = 'carry_forward' and l.days > 0`)} as carried,
    -${sum(sql`l.kind = 'carry_forward' and l.days < 0`)} as carried_out,
    -${sum(sql`l.kind = 'lapse'`)} as lapsed,
    ${sum(sql`l.kind = 'adjustment'`)} as adjusted,
    ${BALANCE_FIGURES.taken} as taken,
    ${BALANCE_FIGURES.pending} as pending,
    ${BALANCE_FIGURES.available} as available`;
}

export interface BalanceSqlRow {
  leave_type_id: string;
  leave_type: string;
  paid: boolean;
  allow_negative: boolean;
  allow_half_days: boolean;
  entitled: string;
  accrued: string;
  carried: string;
  carried_out: string;
  lapsed: string;
  adjusted: string;
  taken: string;
  pending: string;
  available: string;
}

export function toBalanceJson(row: BalanceSqlRow, year: number): BalanceJson {
  return {
    leaveTypeId: row.leave_type_id,
    leaveType: row.leave_type,
    paid: row.paid,
    allowNegative: row.allow_negative,
    allowHalfDays: row.allow_half_days,
    year,
    entitled: Number(row.entitled),
    accrued: Number(row.accrued),
    carried: Number(row.carried),
    carriedOut: Number(row.carried_out),
    lapsed: Number(row.lapsed),
    adjusted: Number(row.adjusted),
    taken: Number(row.taken),
    pending: Number(row.pending),
    available: Number(row.available),
  };
}

/** One person's balances of a year: every active type, and a retired one that still has rows. */
export async function balancesOf(db: Db | Tx, employeeId: string, year: number): Promise<BalanceJson[]> {
  const rows = rowsOf<BalanceSqlRow>(
    await executePrepared(
      db,
      'balances_of',
      sql`select ${balanceColumns(year)}
      from employees e cross join leave_types t
      left join leave_ledger l on l.employee_id = e.id and l.leave_type_id = t.id and l.year = ${year}
      where e.id = ${employeeId}
      group by t.id, e.hire_date
      having t.active or count(l.id) > 0
      order by t.position, t.name`,
    ),
  );
  return rows.map((row) => toBalanceJson(row, year));
}
