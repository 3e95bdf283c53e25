import { useId } from 'react';
import type { SalaryJson } from '#shared/schemas/salary.js';
import { formatMoney, todayDay } from '#web/lib/format.js';
import { yearTotals } from '../model/year-totals.js';

/** 'This year so far': what one's payslips of the calendar year add up to. */
export function YearToDate({ rows }: { rows: SalaryJson[] }) {
  const id = useId();
  const year = todayDay().slice(0, 4);
  const totals = yearTotals(rows, year);
  const figures = [
    { label: 'Earnings', value: totals.earnings },
    { label: 'Deductions', value: totals.deductions },
    { label: 'Net paid', value: totals.net },
  ];
  return (
    <section aria-labelledby={id} className="mb-6">
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
        {year} so far{' '}
        <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
          ({totals.count === 1 ? '1 payslip' : `${totals.count} payslips`})
        </span>
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
              {formatMoney(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
