import { CalendarClock, CalendarSync } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TEAM_CALENDAR_MSG } from '#shared/messages/team-calendar.js';
import { TEAM_CALENDAR_PAGE_SIZE, type TeamCalendarJson } from '#shared/schemas/team-calendar.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button, buttonClasses } from '#web/components/ui/button.js';
import { EmptyState, PageHeader } from '#web/components/ui/page.js';
import { paths } from '#web/lib/paths.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { todayDay } from '#web/lib/format.js';
import { useUser } from '#web/lib/session.js';
import { useTeamCalendar } from './api/team-calendar.js';
import { AbsenceDialog } from './components/absence-dialog.js';
import { CalendarLegend } from './components/absence-marks.js';
import { CalendarGrid, type OpenAbsence } from './components/calendar-grid.js';
import { CalendarToolbar, DepartmentFilter } from './components/calendar-toolbar.js';
import { dayParam, periodOf, periodTitle, shiftPeriod, type CalendarView } from './model/period.js';

/**
 * The calendar's state in the address bar: view, day shown, HR's department and page, who is shown.
 * Without a day it shows the organisation's today (`orgToday`, once the server has said it).
 */
function useCalendarParams(orgToday: string | null) {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'month';
  const page = Math.max(1, Number(params.get('page')) || 1);
  return {
    view,
    anchor: dayParam(params.get('day')) ?? orgToday ?? todayDay(),
    department: params.get('department') ?? '',
    page,
    onlyOut: params.get('out') === '1',
    set,
  };
}

function DepartmentPager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / TEAM_CALENDAR_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Departments" className="flex items-center justify-end gap-2 text-sm">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous departments
      </Button>
      <span className="text-slate-600 dark:text-slate-400">{`Page ${page} of ${pages}`}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next departments
      </Button>
    </nav>
  );
}

function Departments({
  data,
  onlyOut,
  onOpen,
}: {
  /** Its `today` is the organisation's (ORG_TIMEZONE), not the browser's. */
  data: TeamCalendarJson;
  onlyOut: boolean;
  onOpen?: (o: OpenAbsence) => void;
}) {
  if (data.departments.length === 0) {
    return (
      <EmptyState icon={CalendarClock} title="No team to show">
        You are not in a department yet: the team calendar shows your department&apos;s absences.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      {data.departments.map((department) => (
        <CalendarGrid
          key={department._id ?? 'none'}
          department={department}
          days={data.days}
          today={data.today}
          empty={onlyOut ? 'Nobody here is out in this period.' : 'Nobody works here in this period.'}
          onOpen={onOpen}
        />
      ))}
    </div>
  );
}

/** Team Calendar: who is out by month or week — HR every department (paged), a manager and an employee their own. */
export function TeamCalendarPage() {
  const user = useUser();
  const hr = user.role === 'admin' || user.role === 'moderator';
  // The organisation's today, as the server last said it: the browser's clock may be on another day.
  const [orgToday, setOrgToday] = useState<string | null>(null);
  const { view, anchor, department, page, onlyOut, set } = useCalendarParams(orgToday);
  const period = periodOf(view, anchor);
  const [open, setOpen] = useState<OpenAbsence | null>(null);
  const calendar = useTeamCalendar({
    ...period,
    ...(hr ? { page, limit: TEAM_CALENDAR_PAGE_SIZE, ...(department ? { department } : {}) } : {}),
    ...(onlyOut ? { onlyOut: 'true' } : {}),
  });
  const data = calendar.data?.result;
  if (data && data.today !== orgToday) setOrgToday(data.today);
  const scope = hr ? 'every department' : (user.employee?.department?.dep_name ?? 'your department');

  return (
    <>
      <PageHeader
        title="Team Calendar"
        description={`Who is out in ${scope}.`}
        actions={
          <Link to={`${paths.settings}#settings-feeds`} className={buttonClasses('secondary')}>
            <CalendarSync className="size-4" aria-hidden />
            Subscribe in your calendar app
          </Link>
        }
      />
      <CalendarToolbar
        view={view}
        onView={(next) => set({ view: next === 'month' ? null : next })}
        title={periodTitle(view, period)}
        onStep={(step) => set({ day: shiftPeriod(view, anchor, step) })}
        onToday={() => set({ day: null })}
        onlyOut={onlyOut}
        onOnlyOut={(next) => set({ out: next ? '1' : null })}
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <CalendarLegend detail={data?.detail ?? user.role !== 'employee'} />
        {hr ? <DepartmentFilter value={department} onChange={(id) => set({ department: id, page: null })} /> : null}
      </div>
      {calendar.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading the team calendar" className="size-8 text-indigo-600" />
        </div>
      ) : calendar.isError || !data ? (
        <Alert>{TEAM_CALENDAR_MSG.loadFailed}</Alert>
      ) : (
        <div className="space-y-4" aria-busy={calendar.isFetching}>
          <Departments data={data} onlyOut={onlyOut} {...(data.detail ? { onOpen: setOpen } : {})} />
          {hr ? (
            <DepartmentPager page={page} total={calendar.data.total} onPage={(p) => set({ page: String(p) })} />
          ) : null}
        </div>
      )}
      <AbsenceDialog open={open} onClose={() => setOpen(null)} />
    </>
  );
}
