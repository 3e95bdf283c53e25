import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { MSG } from '#shared/messages.js';
import { ATTENDANCE_MSG } from '#shared/messages/attendance.js';
import type { AttendanceRow } from '#shared/schemas/attendance.js';
import { buttonClasses } from '../../components/ui/button.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { PageHeader } from '../../components/ui/page.js';
import { ListToolbar } from '../../components/ui/list-toolbar.js';
import { errorText } from '../../lib/api-client.js';
import { formatDay } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { listParamsOf, pagingOf, usePagedSearch } from '../../lib/use-paged-search.js';
import { useAttendanceDay, useMarkAttendance, type AttendanceStatus } from './api/attendance-day.js';
import { MarkButtons } from './components/mark-buttons.js';

/** 'Manage attendances': every employee for the organisation's today, marked once each. */
export function MarkAttendancePage() {
  const list = usePagedSearch();
  const day = useAttendanceDay(listParamsOf(list));
  const mark = useMarkAttendance();
  const [pending, setPending] = useState<{ employeeId: string; status: AttendanceStatus } | null>(null);

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
    { header: 'Employee_ID', cell: (row) => row.employeeId.employeeId, className: 'whitespace-nowrap' },
    {
      header: 'Status',
      cell: (row) => (
        <MarkButtons
          name={row.employeeId.emp_name}
          status={row.status}
          pending={pending?.employeeId === row.employeeId._id ? pending.status : null}
          onMark={(status) => void onMark(row, status)}
        />
      ),
    },
    { header: 'Name', cell: (row) => <span className="font-medium whitespace-nowrap">{row.employeeId.emp_name}</span> },
    {
      header: 'Department',
      cell: (row) => row.employeeId.department?.dep_name ?? 'N/A',
      className: 'whitespace-nowrap',
    },
  ];

  const date = day.data?.date;
  return (
    <>
      <PageHeader
        title={date ? `Mark Employees for ${formatDay(date, 'long')}` : 'Mark Employees for today'}
        description="Mark each employee once a day. A mark cannot be changed afterwards."
        actions={
          <Link to={paths.admin.attendanceReport} className={buttonClasses('secondary')}>
            <ClipboardList className="size-4" aria-hidden />
            Attendance Reports
          </Link>
        }
      />
      <ListToolbar list={list} placeholder="Search by name, employee ID or department" />
      <DataTable
        caption="Employees to mark for today"
        columns={columns}
        rows={day.data?.attendance}
        rowKey={(row) => row.employeeId._id}
        loading={day.isFetching}
        error={day.isError ? ATTENDANCE_MSG.listFailed(day.error.message) : null}
        empty={list.query ? `No employees match “${list.query}”.` : 'No employees yet.'}
        scroll
        paging={pagingOf(list, day.data?.total)}
      />
    </>
  );
}
