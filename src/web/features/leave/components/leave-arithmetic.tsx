import { CalendarRange, TriangleAlert } from 'lucide-react';
import { isIsoDate } from '#shared/age.js';
import { dayCount } from '#shared/messages/leave.js';
import { errorText } from '#web/lib/api-client.js';
import { useDebouncedValue } from '#web/lib/use-debounced-value.js';
import { useLeavePreview, type LeavePreviewQuery } from '../api/balances.js';
import type { LeaveForm } from './leave-form.js';

const box = 'flex items-start gap-2 rounded-lg px-3 py-2 text-sm';

/**
 * The leave's arithmetic, from the server's calendar and ledger: '5 calendar days = 3 working
 * days + 1 holiday + 1 weekend day · Annual Leave: 12 available → 9 after this request'.
 */
export function LeaveArithmetic({ form, leaveId }: { form: LeaveForm; leaveId?: string | undefined }) {
  const [userId, leaveType, startDate, endDate, startHalf, endHalf] = form.watch([
    'userId',
    'leaveType',
    'startDate',
    'endDate',
    'startHalf',
    'endHalf',
  ]);
  const ready = leaveType && isIsoDate(startDate) && isIsoDate(endDate) && endDate >= startDate;
  const query: LeavePreviewQuery | null = ready
    ? {
        leaveType,
        startDate,
        endDate,
        startHalf: startHalf ? 'true' : 'false',
        endHalf: endHalf ? 'true' : 'false',
        ...(userId ? { userId } : {}),
        ...(leaveId ? { leaveId } : {}),
      }
    : null;
  const preview = useLeavePreview(useDebouncedValue(query, 250));
  // A refusal of the days themselves (outside the dates a leave may have) is the server's 400.
  if (ready && preview.isError && !preview.data) {
    return (
      <p role="alert" className={`${box} bg-amber-50 text-amber-900 dark:bg-amber-950/60 dark:text-amber-200`}>
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {errorText(preview.error, 'The working days could not be counted.')}
      </p>
    );
  }
  if (!ready || !preview.data) {
    return (
      <p
        aria-live="polite"
        className={`${box} bg-indigo-50 text-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-200`}
      >
        <CalendarRange className="mt-0.5 size-4 shrink-0" aria-hidden />
        {ready
          ? 'Counting the working days…'
          : 'Choose the leave type and the first and last day to see what it takes.'}
      </p>
    );
  }
  const { description, years, refusal } = preview.data;
  return (
    <div aria-live="polite" className="space-y-2" data-testid="leave-arithmetic">
      {description && (
        <p className={`${box} bg-indigo-50 text-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-200`}>
          <CalendarRange className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {description}
            {years.map((entry) => (
              <span key={entry.year} className="block font-medium">
                {leaveType}
                {years.length > 1 ? ` ${entry.year}` : ''}: {dayCount(entry.available)} available →{' '}
                {dayCount(entry.after)} after this request
              </span>
            ))}
          </span>
        </p>
      )}
      {refusal && (
        <p role="alert" className={`${box} bg-amber-50 text-amber-900 dark:bg-amber-950/60 dark:text-amber-200`}>
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {refusal}
        </p>
      )}
    </div>
  );
}
