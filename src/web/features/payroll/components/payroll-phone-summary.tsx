import type { ReactNode } from 'react';
import type { PayrollRowJson, PayrollRunJson } from '#shared/schemas/payroll.js';
import { PayLines } from '#web/components/pay-lines.js';
import { formatMoney } from '#web/lib/format.js';
import type { RunRowJson } from '../api/bonus.js';
import { BonusArithmetic } from './bonus-parts.js';
import { ChangedNet, RowDays } from './payroll-row-days.js';

/**
 * On a phone, where a run's other columns are hidden, what the row pays (the name and ID are the
 * column's own): the net and its arithmetic (basic + allowance − deductions, the days paid), the
 * change warning and the status.
 */
export function PayrollPhoneSummary({
  row,
  run,
  status,
}: {
  row: PayrollRowJson & Pick<RunRowJson, 'monthsServed'>;
  run: Pick<PayrollRunJson, 'basis' | 'changePercent' | 'bonus'>;
  status: ReactNode;
}) {
  return (
    <span className="mt-1 block space-y-1 sm:hidden">
      <span className="block text-sm font-semibold text-slate-900 dark:text-white">
        Net {formatMoney(row.netSalary)}
        {row.changed ? <ChangedNet row={row} percent={run.changePercent} /> : null}
      </span>
      <span className="block text-xs whitespace-normal text-slate-600 dark:text-slate-300">
        {formatMoney(row.basicSalary)} + {formatMoney(row.allowance)} − {formatMoney(row.deductions)}
      </span>
      <RowDays row={row} basis={run.basis} />
      <BonusArithmetic row={row} run={run} />
      <PayLines lines={row.lines} skipBasic />
      <span className="block">{status}</span>
    </span>
  );
}
