import { CalendarClock } from 'lucide-react';
import type { YearEndJson } from '#shared/schemas/leave-balance.js';
import { Button } from '#web/components/ui/button.js';
import { errorText } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useYearEnd } from '../api/balances.js';

const STEP_LABELS: Record<string, string> = {
  'carry-in': 'Days carried into this year',
  'carry-out': 'Last year closed (carried on)',
  'lapse-year-end': 'Unused days of last year lapsed',
  grant: 'Yearly entitlements granted',
  accrual: 'Monthly accruals',
  'lapse-carried': 'Carried days expired',
};

/**
 * The leave-year job on demand (it also runs every hour by itself): preview what it would write,
 * then run it (`canRun`: an admin; an HR officer previews only). Running it again writes nothing new.
 */
export function LeaveYearPanel({ canRun }: { canRun: boolean }) {
  const job = useYearEnd();
  const result: YearEndJson | undefined = job.data?.result;
  const go = async (preview: boolean) => {
    try {
      const answer = await job.mutateAsync(preview);
      if (!preview) toast.success(answer.message);
    } catch (failure) {
      toast.error('The leave year was not brought up to date', {
        description: errorText(failure, 'Please try again.'),
      });
    }
  };
  return (
    <section
      aria-labelledby="leave-year-title"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="leave-year-title"
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        <CalendarClock className="size-4" aria-hidden /> Leave year
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Grants, monthly accruals, carry-forward and expiry are written to the ledger every hour, and when a new leave
        year begins. Preview what is due now, or bring every balance up to date.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" loading={job.isPending && job.variables === true} onClick={() => void go(true)}>
          Preview
        </Button>
        {canRun ? (
          <Button loading={job.isPending && job.variables === false} onClick={() => void go(false)}>
            Bring balances up to date
          </Button>
        ) : null}
      </div>
      {canRun ? null : (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          The hourly run writes what is due; an administrator can also run it now.
        </p>
      )}
      {result && result.steps.every((step) => step.rows === 0) ? (
        <p aria-live="polite" className="mt-4 text-sm font-medium text-slate-900 dark:text-white">
          Nothing is due as of {result.asOf}: every balance is up to date.
        </p>
      ) : result ? (
        <div aria-live="polite" className="mt-4 text-sm">
          <p className="font-medium text-slate-900 dark:text-white">
            {result.preview ? `A run as of ${result.asOf} would write:` : `Written as of ${result.asOf}:`}
          </p>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {result.steps.map((step) => (
              <li key={step.key} className="text-slate-600 dark:text-slate-300">
                {STEP_LABELS[step.key] ?? step.key}: {step.rows} {step.rows === 1 ? 'row' : 'rows'}, {step.days} days
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
