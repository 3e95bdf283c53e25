import { Fragment } from 'react';
import type { PayrollBasis } from '#shared/constants.js';
import type { PayrollRowJson } from '#shared/schemas/payroll.js';
import { formatMoney } from '#web/lib/format.js';
import { isWholeMonth, rowArithmetic } from '../model/row-arithmetic.js';

/**
 * A row's days, under its basic: '22 of 31 days · 2 unpaid days'; a whole month reads quieter than
 * a part. A narrow cell wraps it between its parts, never inside one ('2 unpaid' / 'days').
 */
export function RowDays({ row, basis }: { row: PayrollRowJson; basis: PayrollBasis }) {
  const text = rowArithmetic(row, basis);
  if (!text) return null;
  const parts = text.split(' · ');
  return (
    <span
      className={
        isWholeMonth(row)
          ? 'mt-0.5 block max-w-44 text-xs text-slate-500 dark:text-slate-400'
          : 'mt-0.5 block max-w-44 text-xs font-medium text-amber-800 dark:text-amber-300'
      }
    >
      {parts.map((part, index) => (
        <Fragment key={part}>
          {/* The space outside the part: the line may break there. */}
          {index ? ' ' : null}
          <span className="whitespace-nowrap">{index ? `· ${part}` : part}</span>
        </Fragment>
      ))}
    </span>
  );
}

/** The change warning's marker under a net: what the last payslip paid, and by how much it moved. */
export function ChangedNet({ row, percent }: { row: PayrollRowJson; percent: number }) {
  const before = row.previousNet ?? 0;
  const moved = before ? Math.round(((row.netSalary - before) / before) * 100) : null;
  return (
    <span
      className="mt-0.5 block max-w-36 text-xs font-medium whitespace-normal text-amber-800 dark:text-amber-300"
      title={`The net moved by more than ${percent}% since the last payslip.`}
    >
      Changed: was {formatMoney(before)}
      {moved !== null ? ` (${moved > 0 ? '+' : ''}${moved}%)` : ''}
    </span>
  );
}
