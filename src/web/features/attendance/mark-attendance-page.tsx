import { CheckCheck, ClipboardList, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { MSG } from '#shared/messages.js';
import { ATTENDANCE_MSG } from '#shared/messages/attendance.js';
import type { AttendanceRow } from '#shared/schemas/attendance.js';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { Checkbox, TextField } from '../../components/ui/field.js';
import { ActionButton } from '../../components/ui/row-actions.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { PageHeader } from '../../components/ui/page.js';
import { ListToolbar } from '../../components/ui/list-toolbar.js';
import { errorText } from '../../lib/api-client.js';
import { formatDay } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { pagingOf, sortingOf, usePagedSearch } from '../../lib/use-paged-search.js';
import {
  attendanceDayParamsOf,
  useAttendanceDay,
  useMarkAllPresent,
  useMarkAttendance,
  useUnmarkedToday,
  type AttendanceStatus,
} from './api/attendance-day.js';
import { useDayOff } from './api/work-calendar.js';
import { CorrectMarkModal } from './components/correct-mark-modal.js';
import { nonWorkingDayNote } from './model/day-note.js';
import { Alert } from '../../components/ui/alert.js';
import { MarkButtons } from './components/mark-buttons.js';

/** 'Manage attendances': every employee for the organisation's today, marked once each. */
export function MarkAttendancePage() {
  const list = usePagedSearch();
  // An empty date is the organisation's today, whose marks are set with the buttons; any other day
  // (and any mark already set) is changed with 'Correct', which asks for a reason.
  // Both live in the address with the search and page, so Back and reload keep them.
  const params = attendanceDayParamsOf(list);
  const date = params.date ?? '';
  const unmarkedOnly = params.unmarked === 'true';
  const day = useAttendanceDay(params);
  const [today, setToday] = useState<string | null>(null);
  if (!date && day.data && !day.isPlaceholderData && today !== day.data.date) setToday(day.data.date);
  const mark = useMarkAttendance();
  const [pending, setPending] = useState<{ employeeId: string; status: AttendanceStatus } | null>(null);
  const [correcting, setCorrecting] = useState<AttendanceRow | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const unmarkedToday = useUnmarkedToday(confirmAll);
  const markAll = useMarkAllPresent();
  const viewingToday = !date;

  const onMark = async (row: AttendanceRow, status: AttendanceStatus) => {
    setPending({ employeeId: row.employeeId._id, status });
    try {
      await mark.mutateAsync({ employeeId: row.employeeId._id, status });
      toast.success(ATTENDANCE_MSG.updated(status));
    } catch (error) {
      toast.error(errorText(error, MSG.unexpected));
    } finally {
      setPending(null);
    }
  };

  const columns: Column<AttendanceRow>[] = [
    { header: 'S No', cell: (_row, index) => index + 1, className: 'w-16 tabular-nums' },
    {
      header: 'Employee_ID',
      sort: 'employeeId',
      cell: (row) => row.employeeId.employeeId,
      className: 'whitespace-nowrap',
    },
    {
      header: 'Status',
      sort: 'status',
      cell: (row) => (
        <div className="flex flex-nowrap items-center gap-1.5">
          {viewingToday || row.status ? (
            <MarkButtons
              name={row.employeeId.emp_name}
              status={row.status}
              pending={pending?.employeeId === row.employeeId._id ? pending.status : null}
              onMark={(status) => void onMark(row, status)}
            />
          ) : (
            <span className="text-sm text-slate-500 dark:text-slate-400">Not marked</span>
          )}
          {row.status || !viewingToday ? (
            <ActionButton
              icon={Pencil}
              label="Correct mark of"
              subject={row.employeeId.emp_name}
              onClick={() => setCorrecting(row)}
            />
          ) : null}
        </div>
      ),
    },
    {
      header: 'Name',
      sort: 'name',
      cell: (row) => <span className="font-medium whitespace-nowrap">{row.employeeId.emp_name}</span>,
    },
    {
      header: 'Department',
      sort: 'department',
      cell: (row) => row.employeeId.department?.dep_name ?? 'N/A',
      className: 'whitespace-nowrap',
    },
  ];

  const shown = day.data?.date;
  const off = useDayOff(shown);
  // Marking is offered on any day; a weekend day or a holiday is said to be one.
  const dayOff = shown ? nonWorkingDayNote(shown, off.weekendDays, off.holiday) : null;
  return (
    <>
      <PageHeader
        title={shown ? `Mark Employees for ${formatDay(shown, 'long')}` : 'Mark Employees for today'}
        description="Mark each employee once a day. A mark set by mistake, or a past day, is corrected with a reason."
        actions={
          <>
            {viewingToday ? (
              <Button variant="secondary" onClick={() => setConfirmAll(true)}>
                <CheckCheck className="size-4" aria-hidden />
                Mark all unmarked as Present
              </Button>
            ) : null}
            <Link to={paths.admin.attendanceReport} className={buttonClasses('secondary')}>
              <ClipboardList className="size-4" aria-hidden />
              Attendance Reports
            </Link>
          </>
        }
      />
      <ListToolbar
        list={list}
        placeholder="Search by name, employee ID or department"
        start={
          <div className="flex flex-wrap items-end gap-3">
            <div className="w-44">
              <TextField
                label="Day"
                type="date"
                value={date || today || ''}
                max={today ?? undefined}
                onChange={(event) => list.setFilter('day', event.target.value === today ? null : event.target.value)}
              />
            </div>
            <Checkbox
              label="Not yet marked"
              checked={unmarkedOnly}
              onChange={(event) => list.setFilter('unmarked', event.target.checked ? '1' : null)}
            />
          </div>
        }
      />
      {dayOff ? (
        <Alert tone="info" title={dayOff.title} className="mb-4">
          {dayOff.text}
        </Alert>
      ) : null}
      <DataTable
        caption={viewingToday ? 'Employees to mark for today' : `Marks of ${formatDay(shown ?? date, 'long')}`}
        columns={columns}
        rows={day.data?.attendance}
        rowKey={(row) => row.employeeId._id}
        loading={day.isFetching}
        error={day.isError ? ATTENDANCE_MSG.listFailed(day.error.message) : null}
        empty={
          list.query
            ? `No employees match “${list.query}”.`
            : unmarkedOnly
              ? 'Everyone is marked for this day.'
              : 'No employees yet.'
        }
        scroll
        paging={pagingOf(list, day.data?.total)}
        sorting={sortingOf(list)}
      />
      <CorrectMarkModal row={correcting} onClose={() => setCorrecting(null)} />
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        tone="primary"
        title="Mark all unmarked as Present?"
        description={
          unmarkedToday.data === undefined
            ? 'Counting the people without a mark today…'
            : unmarkedToday.data === 0
              ? ATTENDANCE_MSG.noneUnmarked
              : `${unmarkedToday.data === 1 ? '1 employee has' : `${unmarkedToday.data} employees have`} no mark for today. They will be marked Present; everyone already marked keeps their mark.`
        }
        confirmLabel="Yes, mark them Present"
        busy={markAll.isPending}
        onConfirm={() =>
          markAll.mutate(undefined, {
            onSuccess: (result) => toast.success(result.message),
            onError: (error) => toast.error(errorText(error, MSG.unexpected)),
            onSettled: () => setConfirmAll(false),
          })
        }
      />
    </>
  );
}
