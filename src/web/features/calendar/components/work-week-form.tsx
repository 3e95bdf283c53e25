import { useState, type FormEvent } from 'react';
import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import type { WorkWeekJson } from '#shared/schemas/calendar.js';
import { WEEKDAY_NAMES } from '#shared/work-week.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { Checkbox } from '#web/components/ui/field.js';
import { Card } from '#web/components/ui/page.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useSaveWorkWeek, useWorkWeek } from '../api/work-week.js';

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
const namesOf = (days: readonly number[]) => days.map((day) => WEEKDAY_NAMES[day]).join(', ') || 'none';

/** The seven days as checkboxes (ticked: a working day), saved together. */
function WorkWeekFields({ week }: { week: WorkWeekJson }) {
  const save = useSaveWorkWeek();
  const [working, setWorking] = useState<ReadonlySet<number>>(() => new Set(week.workingDays));
  const [error, setError] = useState<string | null>(null);
  const weekend = WEEK.filter((day) => !working.has(day));
  const toggle = (day: number, on: boolean) => {
    const next = new Set(working);
    if (on) next.add(day);
    else next.delete(day);
    setWorking(next);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!working.size) return setError(CALENDAR_MSG.needWorkingDay);
    try {
      // Awaited, not per-call callbacks: the saved week refetches and remounts these fields first.
      const result = await save.mutateAsync({ workingDays: WEEK.filter((day) => working.has(day)) });
      toast.success(result.message);
    } catch (failure) {
      if (isApiError(failure, 400)) return setError(failure.message);
      toast.error(CALENDAR_MSG.workWeekFailed, { description: errorText(failure, CALENDAR_MSG.workWeekFailed) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <fieldset aria-describedby={error ? 'work-week-hint work-week-error' : 'work-week-hint'}>
        <legend className="text-base font-semibold text-slate-900 dark:text-white">Working days</legend>
        <p id="work-week-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The days left unticked are the weekend. Leave and the attendance report count working days only.
          {week.isDefault ? ` Until you save a week, the usual one for ${week.timeZone} applies.` : null}
        </p>
        <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
          {WEEK.map((day) => (
            <Checkbox
              key={day}
              label={WEEKDAY_NAMES[day]}
              checked={working.has(day)}
              onChange={(event) => toggle(day, event.target.checked)}
              className="rounded-lg border border-slate-200 px-3 py-2.5 dark:border-slate-700"
            />
          ))}
        </div>
        {error ? (
          <p id="work-week-error" role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Weekend: <span className="font-medium text-slate-900 dark:text-white">{namesOf(weekend)}</span>
        </p>
        <Button type="submit" loading={save.isPending}>
          Save work week
        </Button>
      </div>
    </form>
  );
}

/** 'Working days': the organisation's work week, loaded, then edited as seven checkboxes. */
export function WorkWeekForm() {
  const week = useWorkWeek();
  return (
    <Card>
      {week.isPending ? (
        <div className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <Spinner className="size-5" label="Loading the work week" />
          Loading the work week…
        </div>
      ) : week.isError ? (
        <Alert title={CALENDAR_MSG.workWeekLoadFailed}>{errorText(week.error, CALENDAR_MSG.workWeekLoadFailed)}</Alert>
      ) : (
        // Saved again from the server's answer, the fields start over from the week as it is now.
        <WorkWeekFields key={week.data.result.workingDays.join()} week={week.data.result} />
      )}
    </Card>
  );
}
