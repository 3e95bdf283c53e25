import type { PayrollRunJson } from '#shared/schemas/payroll.js';
import { StatusBadge } from '#web/components/ui/status-badge.js';
import { formatDate, formatMoney } from '#web/lib/format.js';
import type { RunRowJson } from '../api/bonus.js';
import { bonusArithmetic, bonusRulesText } from '../model/bonus-arithmetic.js';

/** What a run is called: 'Payroll — November 2026' or 'Festival bonus — Eid-ul-Adha 2026'. */
export const runTitle = (run: Pick<PayrollRunJson, 'bonus' | 'monthName'>) =>
  run.bonus ? `Festival bonus — ${run.bonus.name}` : `Payroll — ${run.monthName}`;

/** The list's name of a run: the month, or the festival with a 'Festival bonus' mark. */
export function RunName({ run }: { run: PayrollRunJson }) {
  if (!run.bonus) return <span className="font-medium whitespace-nowrap">{run.monthName}</span>;
  return (
    <span className="block">
      <span className="block font-medium">{run.bonus.name}</span>
      <StatusBadge tone="sky">Festival bonus</StatusBadge>
    </span>
  );
}

/** A bonus run's rules under its title: the festival date and how each bonus is worked out. */
export function BonusRulesLine({ run }: { run: PayrollRunJson }) {
  if (!run.bonus) return null;
  return (
    <span className="block w-full text-sm">
      Festival {formatDate(run.bonus.festivalDate)} · {bonusRulesText(run.bonus)}
    </span>
  );
}

/** A bonus row's arithmetic under its amount ('100 % of basic ৳50,000.00 · 4 of 6 months served'). */
export function BonusArithmetic({ row, run }: { row: RunRowJson; run: Pick<PayrollRunJson, 'bonus'> }) {
  if (!run.bonus) return null;
  const short = run.bonus.minMonths > 0 && (row.monthsServed ?? 0) < run.bonus.minMonths;
  return (
    <span
      className={
        short
          ? 'mt-0.5 block w-48 max-w-full text-xs font-medium whitespace-normal text-amber-800 dark:text-amber-300'
          : 'mt-0.5 block w-48 max-w-full text-xs whitespace-normal text-slate-500 dark:text-slate-400'
      }
    >
      {bonusArithmetic(row, run.bonus, formatMoney)}
    </span>
  );
}
