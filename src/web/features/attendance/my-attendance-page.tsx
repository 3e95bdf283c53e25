import { useSearchParams } from 'react-router';
import { ATTENDANCE_STATUSES } from '#shared/constants.js';
import { monthNameOf } from '#shared/dates.js';
import { ATTENDANCE_MSG } from '#shared/messages/attendance.js';
import type { MyAttendanceDay } from '#shared/schemas/attendance.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { TextField } from '#web/components/ui/field.js';
import { PageHeader } from '#web/components/ui/page.js';
import { StatusBadge } from '#web/components/ui/status-badge.js';
import { errorText } from '#web/lib/api-client.js';
import { formatDay } from '#web/lib/format.js';
import { useMyAttendance } from './api/my-attendance.js';
import { ATTENDANCE_TONES } from './model/attendance-status.js';

const columns: Column<MyAttendanceDay>[] = [
  { header: 'Date', cell: (day) => formatDay(day.date, 'long'), className: 'whitespace-nowrap' },
  {
    header: 'Status',
    cell: (day) => <StatusBadge tone={ATTENDANCE_TONES[day.status]}>{day.status}</StatusBadge>,
  },
];

/** The month's marks counted by status: 'Present 18 · Absent 1 · Sick 0 · Leave 2'. */
function Tally({ days }: { days: MyAttendanceDay[] }) {
  return (
    <ul aria-label="Days by status" className="mb-4 flex flex-wrap gap-2">
      {ATTENDANCE_STATUSES.map((status) => (
        <li key={status}>
          <StatusBadge tone={ATTENDANCE_TONES[status]} className="px-3 py-1 text-sm">
            {status} {days.filter((day) => day.status === status).length}
          </StatusBadge>
        </li>
      ))}
    </ul>
  );
}

/** 'My Attendance': one's own marks, a month at a time (the month in the address). */
export function MyAttendancePage() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('month') ?? undefined;
  const attendance = useMyAttendance(chosen);
  const month = attendance.data?.month ?? chosen ?? '';
  return (
    <>
      <PageHeader title="My Attendance" description="How you were marked each day, a month at a time." />
      <div className="mb-4 max-w-xs">
        <TextField
          label="Month"
          type="month"
          value={month}
          onChange={(event) => {
            const value = event.target.value;
            setParams(value ? { month: value } : {}, { replace: true });
          }}
        />
      </div>
      {attendance.data ? <Tally days={attendance.data.days} /> : null}
      <DataTable
        caption={month ? `Your attendance in ${monthNameOf(month)}` : 'Your attendance'}
        columns={columns}
        rows={attendance.data?.days}
        rowKey={(day) => day.date}
        loading={attendance.isFetching}
        error={attendance.isError ? errorText(attendance.error, ATTENDANCE_MSG.mineFailed) : null}
        empty="No day of this month has been marked yet."
      />
    </>
  );
}
