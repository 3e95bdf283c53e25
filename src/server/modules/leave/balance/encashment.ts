/** What a leaver's unused leave pays (issue 29): their balance of each encashable type, with its cap. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.js';
import { rowsOf } from '#server/lib/sql.js';

export interface EncashableBalance {
  leaveType: string;
  /** Days available in the leave year (may be below zero). */
  available: number;
  /** Most days paid out. */
  cap: number;
}

/** A person's balances of the encashable types in a leave year, in the types' order. */
export async function encashableBalances(db: Db | Tx, employeeId: string, year: number): Promise<EncashableBalance[]> {
  const result = await db.execute(sql`
    select t.name, t.encash_cap, coalesce(b.available, 0) as available
    from leave_types t
    left join leave_balances b on b.leave_type_id = t.id and b.employee_id = ${employeeId}::uuid and b.year = ${year}
    where t.encashable
    order by t.position, t.name`);
  return rowsOf<{ name: string; encash_cap: string; available: string }>(result).map((row) => ({
    leaveType: row.name,
    available: Number(row.available),
    cap: Number(row.encash_cap),
  }));
}
