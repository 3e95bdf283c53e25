import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import type { OutPerson } from '#shared/schemas/team-calendar.js';
import { buttonClasses } from '#web/components/ui/button.js';
import { Card } from '#web/components/ui/page.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { formatDay } from '#web/lib/format.js';
import { useWhoIsOut } from '../api/team-calendar.js';
import { KIND_MARKS } from './absence-marks.js';
import { cn } from '#web/components/ui/cn.js';

function OutList({
  title,
  people,
  total,
  empty,
}: {
  title: string;
  people: OutPerson[];
  total: number;
  empty: string;
}) {
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
        {title} <span className="font-normal text-slate-600 dark:text-slate-400">({total})</span>
      </h3>
      {people.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="space-y-1.5 text-sm">
          {people.map((person) => (
            <li key={`${person._id}-${person.startDate}`} className="flex items-center gap-2">
              <span
                aria-hidden
                className={cn(
                  'inline-flex h-5 min-w-7 items-center justify-center rounded px-1 text-[11px] font-semibold',
                  KIND_MARKS[person.status].className,
                )}
              >
                {KIND_MARKS[person.status].short}
              </span>
              <span className="min-w-0 truncate">
                <span className="font-medium text-slate-900 dark:text-white">{person.emp_name}</span>
                <span className="text-slate-600 dark:text-slate-400">
                  {` · ${person.dep_name} · ${person.status === 'Out' ? '' : `${person.status}, `}until ${formatDay(person.endDate)}`}
                </span>
              </span>
            </li>
          ))}
          {total > people.length ? (
            <li className="text-slate-600 dark:text-slate-400">and {total - people.length} more</li>
          ) : null}
        </ul>
      )}
    </div>
  );
}

/** Every dashboard's 'Who's out today / this week' card, scoped as the team calendar is. */
export function WhoIsOutCard({ calendarPath }: { calendarPath: string }) {
  const out = useWhoIsOut();
  return (
    <Card aria-labelledby="who-is-out-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2
          id="who-is-out-title"
          className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
        >
          <CalendarClock className="size-5 text-indigo-600 dark:text-indigo-300" aria-hidden />
          Who&apos;s out
        </h2>
        <Link to={calendarPath} className={buttonClasses('ghost', 'sm')}>
          Open the calendar
        </Link>
      </div>
      {out.isPending ? (
        <Spinner label="Loading who is out" />
      ) : out.isError ? (
        <p className="text-sm text-red-700 dark:text-red-300">Who is out could not be loaded.</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2">
          <OutList
            title="Today"
            people={out.data.outToday}
            total={out.data.outTodayTotal}
            empty="Nobody is out today."
          />
          <OutList
            title={`This week (to ${formatDay(out.data.weekEnd)})`}
            people={out.data.outThisWeek}
            total={out.data.outThisWeekTotal}
            empty="Nobody is out this week."
          />
        </div>
      )}
    </Card>
  );
}
