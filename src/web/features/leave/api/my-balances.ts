import { useQuery } from '@tanstack/react-query';
import { leaveBalanceApi } from '#shared/api/leave-balance.js';
import { callQuery } from '#web/lib/call.js';

/*
 * Apart from api/balances.ts: the dashboards' loader (in the first script) asks for one's own
 * balances, and importing balances.ts there would pull it, and the import dialog's helpers, into
 * that script, leaving the Leave Balances loader's dynamic import of it without effect.
 */

/** The caller's own balances of a leave year (this year: the employee's dashboard loader fills it). */
export const myBalancesOptions = (year?: number) => callQuery(leaveBalanceApi.mine, { query: year ? { year } : {} });

export function useMyBalances(year?: number) {
  return useQuery({ ...myBalancesOptions(year), select: (response) => response.result });
}
