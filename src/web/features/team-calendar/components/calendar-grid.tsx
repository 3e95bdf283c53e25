import type { AbsenceJson, CalendarDay, CalendarDepartment, CalendarPerson } from '#shared/schemas/team-calendar.js';
import { cn } from '#web/components/ui/cn.js';
import { AbsenceMark, describeAbsence, HOLIDAY_SHADE, WEEKEND_SHADE } from './absence-marks.js';

const weekdayShort = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

export interface OpenAbsence {
  person: CalendarPerson;
  department: string;
  absence: AbsenceJson;
}

const shadeOf = (day: CalendarDay) => (day.holiday ? HOLIDAY_SHADE : day.weekend ? WEEKEND_SHADE : '');

function DayHeader({ day, today, wide }: { day: CalendarDay; today: string; wide: boolean }) {
  const note = day.holiday ? `, public holiday: ${day.holiday}` : day.weekend ? ', weekend' : '';
  return (
    <th
      scope="col"
      title={day.holiday ?? undefined}
      aria-current={day.day === today ? 'date' : undefined}
      className={cn(
        'border-b border-slate-200 px-0.5 py-1 text-center font-medium dark:border-slate-700',
        shadeOf(day),
        // 28 px a day: a 31-day month and the names fit beside the sidebar from 1280 px wide.
        wide ? 'min-w-24' : 'min-w-7',
      )}
    >
      <span className="sr-only">{`${dayLong.format(asDate(day.day))}${note}`}</span>
      <span
        aria-hidden
        className={cn(
          'mx-auto flex flex-col items-center rounded px-0.5 text-[11px] leading-tight text-slate-600 dark:text-slate-300',
          day.day === today && 'bg-indigo-100 font-bold text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100',
        )}
      >
        <span>{weekdayShort.format(asDate(day.day)).slice(0, wide ? 3 : 2)}</span>
        <span className="text-sm">{Number(day.day.slice(8))}</span>
        {day.holiday ? <span className="text-[10px] font-semibold text-rose-800 dark:text-rose-300">Hol</span> : null}
      </span>
    </th>
  );
}

/** A day's cell: nothing, or the absence's mark — a button on its first day shown when it can be opened. */
function DayCell(props: {
  day: CalendarDay;
  person: CalendarPerson;
  department: string;
  first: string;
  wide: boolean;
  onOpen: ((open: OpenAbsence) => void) | undefined;
}) {
  const { day, person, department, first, wide, onOpen } = props;
  const absence = person.absences.find((a) => a.startDate <= day.day && a.endDate >= day.day);
  const cell = cn('border-b border-slate-100 p-0.5 dark:border-slate-800', shadeOf(day));
  if (!absence) return <td className={cell} />;
  const label = `${person.emp_name}, ${dayLong.format(asDate(day.day))}: ${describeAbsence(absence, day.day)}`;
  const opensHere = onOpen && (day.day === absence.startDate || day.day === first);
  return (
    <td className={cell}>
      {opensHere ? (
        <button
          type="button"
          aria-label={`${label}. Open`}
          onClick={() => onOpen({ person, department, absence })}
          className="block w-full rounded focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500"
        >
          <AbsenceMark absence={absence} day={day.day} wide={wide} />
        </button>
      ) : (
        <>
          <span className="sr-only">{label}</span>
          <AbsenceMark absence={absence} day={day.day} wide={wide} />
        </>
      )}
    </td>
  );
}

/**
 * One department's people as rows and the days as columns; the names stay in view while the
 * days scroll sideways (the region takes the keyboard's arrow keys once focused).
 */
export function CalendarGrid({
  department,
  days,
  today,
  empty,
  onOpen,
}: {
  department: CalendarDepartment;
  days: CalendarDay[];
  today: string;
  /** Said when the department has no row to show. */
  empty: string;
  onOpen?: ((open: OpenAbsence) => void) | undefined;
}) {
  const wide = days.length <= 7;
  const first = days[0]?.day ?? '';
  return (
    <div
      role="region"
      aria-label={`${department.dep_name}: who is out`}
      // A scrolling region takes focus so the keyboard can scroll it (WCAG 2.1.1), as the data table's does.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{`${department.dep_name}: who is out, one row per person, one column per day`}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 min-w-32 border-b border-slate-200 bg-white px-3 py-1 text-left font-semibold text-slate-900 sm:min-w-40 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
            >
              {department.dep_name}
            </th>
            {days.map((day) => (
              <DayHeader key={day.day} day={day} today={today} wide={wide} />
            ))}
          </tr>
        </thead>
        <tbody>
          {department.people.map((person) => (
            <tr key={person._id}>
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-32 border-b border-slate-100 bg-white px-3 py-1 text-left font-normal sm:max-w-40 dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="block truncate font-medium text-slate-900 dark:text-white">{person.emp_name}</span>
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{person.designation}</span>
              </th>
              {days.map((day) => (
                <DayCell
                  key={day.day}
                  day={day}
                  person={person}
                  department={department.dep_name}
                  first={first}
                  wide={wide}
                  onOpen={onOpen}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {department.people.length === 0 ? (
        <p className="px-3 py-4 text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : null}
    </div>
  );
}
