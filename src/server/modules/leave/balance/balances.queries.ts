/**
 * Balances are sums of the ledger, kept summed by the database in `leave_balances` (one row per
 * person, type and year, moved by the ledger's own triggers in the writing transaction:
 * drizzle/0020_leave_balances.sql). Every balance shown — a person's own, the preview, the check
 * of a request, the report and its exports — is read from there.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { BalanceJson } from '#shared/schemas/leave-balance.js';
import type { Db, Tx } from '#server/db/client.js';
import { executePrepared, rowsOf } from '#server/lib/sql.js';
import { proRataEntitlement } from './leave-year.js';

/** The figures a balance report can be sorted by, as columns of balances `b` (each indexed by year). */
export const BALANCE_FIGURES = {
  taken: sql`b.taken`,
  pending: sql`b.pending`,
  available: sql`b.available`,
} as const;

const FIGURES = ['accrued', 'carried', 'carried_out', 'lapsed', 'adjusted', 'taken', 'pending', 'available'];

/** The columns of a balance: types `t`, balances `b` (absent: zeros), the entitlement from the hire date. */
export function balanceColumns(year: number, hireDate: SQL = sql`e.hire_date`): SQL {
  const figures = FIGURES.map((name) => sql.raw(`coalesce(b.${name}, 0) as ${name}`));
  return sql`t.id as leave_type_id, t.name as leave_type, t.paid, t.allow_negative, t.allow_half_days, t.position,
    ${proRataEntitlement(sql`t.entitlement`, hireDate, year)} as entitled, ${sql.join(figures, sql`, `)}`;
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
      left join leave_balances b on b.employee_id = e.id and b.leave_type_id = t.id and b.year = ${year}
      where e.id = ${employeeId} and (t.active or b.entries > 0)
      order by t.position, t.name`,
    ),
  );
  return rows.map((row) => toBalanceJson(row, year));
}

/** A person's available days of a type in a leave year (0 in a year the ledger has not reached). */
export async function availableDays(tx: Db | Tx, employeeId: string, leaveTypeId: string, year: number) {
  const rows = rowsOf<{ available: string }>(
    await executePrepared(
      tx,
      'available_days',
      sql`select available from leave_balances
      where employee_id = ${employeeId} and leave_type_id = ${leaveTypeId} and year = ${year}`,
    ),
  );
  return Number(rows[0]?.available ?? 0);
}
