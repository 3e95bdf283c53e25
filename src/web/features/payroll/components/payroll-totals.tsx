import { TriangleAlert } from 'lucide-react';
import type { PayrollRunJson } from '#shared/schemas/payroll.js';
import { Button } from '#web/components/ui/button.js';
import { Card } from '#web/components/ui/page.js';
import { formatMoney } from '#web/lib/format.js';

/**
 * What the run pays: how many people, and the sums of their figures; who is left out and why; and
 * how many people's net moved by more than the run's percentage since their last payslip (once
 * posted, that payslip is the one before the run's: there is nothing left to check before posting).
 */
export function PayrollTotals({ run, onShowChanged }: { run: PayrollRunJson; onShowChanged: () => void }) {
  const { totals } = run;
  const skipped = [
    totals.paidAlready ? `${totals.paidAlready} paid already ${run.bonus ? 'for this festival' : 'this month'}` : null,
    totals.excluded ? `${totals.excluded} left out` : null,
    totals.self ? `${totals.self} left out as their own salary` : null,
  ].filter(Boolean);
  const figures = [
    { label: run.status === 'posted' ? 'People paid' : 'People to pay', value: String(totals.toPay) },
    { label: run.bonus ? 'Bonus' : 'Basic', value: formatMoney(totals.basic) },
    { label: 'Allowance', value: formatMoney(totals.allowance) },
    { label: 'Deductions', value: formatMoney(totals.deductions) },
    { label: 'Net total', value: formatMoney(totals.net), strong: true },
  ];
  return (
    <Card className="mb-6" aria-labelledby="payroll-totals">
      <h2 id="payroll-totals" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {figure.label}
            </dt>
            <dd
              className={
                figure.strong
                  ? 'text-xl font-semibold text-indigo-700 dark:text-indigo-300'
                  : 'text-lg font-medium text-slate-900 dark:text-white'
              }
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {totals.changed ? (
        <p
          role="status"
          className="mt-4 flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <TriangleAlert className="size-4 shrink-0" aria-hidden />
          <span>
            {totals.changed === 1 ? '1 person’s net pay' : `${totals.changed} people’s net pay`} changed by more than{' '}
            {run.changePercent}%{' '}
            {run.status === 'posted'
              ? 'from their payslip before this run.'
              : `since their last payslip. Check ${totals.changed === 1 ? 'it' : 'them'} before posting.`}
          </span>
          <Button size="sm" variant="secondary" onClick={onShowChanged}>
            Show {totals.changed === 1 ? 'it' : 'them'}
          </Button>
        </p>
      ) : null}
      {skipped.length ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Not in the totals: {skipped.join(', ')}.</p>
      ) : null}
    </Card>
  );
}
