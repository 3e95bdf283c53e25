import { useId } from 'react';
import { Link } from 'react-router';
import { dayCount } from '#shared/messages/leave.js';
import type { BalanceJson } from '#shared/schemas/leave-balance.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { errorText } from '#web/lib/api-client.js';
import { useMyBalances } from '../api/my-balances.js';

/** How a balance is made up, in words: '18 entitled · 3 taken · 1 pending'. */
export function balanceParts(balance: BalanceJson): string {
  const parts = [
    `${balance.accrued} ${balance.accrued === balance.entitled ? 'entitled' : `of ${balance.entitled} accrued`}`,
  ];
  if (balance.carried) parts.push(`${balance.carried} carried`);
  if (balance.adjusted) parts.push(`${balance.adjusted > 0 ? '+' : ''}${balance.adjusted} adjusted`);
  parts.push(`${balance.taken} taken`);
  if (balance.pending) parts.push(`${balance.pending} pending`);
  if (balance.lapsed) parts.push(`${balance.lapsed} lapsed`);
  return parts.join(' · ');
}

/** The signed-in person's leave balances of this year, one card per type. */
export function MyLeaveBalances({ requestPath }: { requestPath?: string | undefined }) {
  const id = useId();
  const balances = useMyBalances();
  return (
    <section aria-labelledby={id} className="min-w-0">
      <div className="mb-3 flex min-h-8 items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
          Leave balances {balances.data?.[0] ? balances.data[0].year : ''}
        </h2>
        {requestPath && (
          <Link to={requestPath} className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-300">
            Request leave
          </Link>
        )}
      </div>
      {balances.isPending ? (
        <Spinner label="Loading your leave balances" />
      ) : balances.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(balances.error, 'Your leave balances could not be loaded.')}
        </p>
      ) : balances.data.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No leave types are set up yet.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {balances.data.map((balance) => (
            <li
              key={balance.leaveTypeId}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{balance.leaveType}</p>
              <p className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white">
                {dayCount(balance.available)}{' '}
                <span className="text-sm font-normal text-slate-500 dark:text-slate-400">available</span>
              </p>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{balanceParts(balance)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
