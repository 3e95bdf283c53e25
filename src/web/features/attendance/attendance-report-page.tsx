import { CalendarSearch, Download, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { ATTENDANCE_MSG } from '#shared/messages/attendance.js';
import type { ReportRow } from '#shared/schemas/attendance.js';
import { Alert } from '../../components/ui/alert.js';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { TextField } from '../../components/ui/field.js';
import { Card, EmptyState, PageHeader } from '../../components/ui/page.js';
import { Spinner } from '../../components/ui/spinner.js';
import { StatusBadge } from '../../components/ui/status-badge.js';
import { formatDay } from '../../lib/format.js';
import { attendanceCsvUrl, mergeReportPages, useAttendanceReport } from './api/attendance-report.js';
import { ATTENDANCE_TONES } from './model/attendance-status.js';

const columns: Column<ReportRow>[] = [
  { header: 'Employee ID', cell: (row) => row.employeeId, className: 'w-40 whitespace-nowrap' },
  { header: 'Name', cell: (row) => <span className="font-medium whitespace-nowrap">{row.name}</span> },
  { header: 'Department', cell: (row) => row.department || 'N/A', className: 'whitespace-nowrap' },
  {
    header: 'Status',
    cell: (row) => <StatusBadge tone={ATTENDANCE_TONES[row.status]}>{row.status}</StatusBadge>,
    className: 'w-32',
  },
];

/** 'Attendance Report': marked days grouped by date, 100 rows at a time, and the full CSV. */
export function AttendanceReportPage() {
  const [date, setDate] = useState('');
  const report = useAttendanceReport(date);
  const days = mergeReportPages(report.data?.pages ?? []);

  return (
    <>
      <PageHeader
        title="Attendance Report"
        description="Every mark, newest day first. The CSV holds the whole filter, not only the rows shown."
        actions={
          <a href={attendanceCsvUrl(date)} download="Attendance_report.csv" className={buttonClasses('primary')}>
            <Download className="size-4" aria-hidden />
            Download CSV
          </a>
        }
      />
      <Card className="mb-6">
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-56">
            <TextField label="Date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
          </div>
          {date ? (
            <Button variant="secondary" onClick={() => setDate('')}>
              Show all dates
            </Button>
          ) : null}
        </div>
      </Card>

      {report.isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
          <Spinner className="size-5" /> Loading…
        </div>
      ) : report.isError && !days.length ? (
        <Alert title={ATTENDANCE_MSG.reportFailed}>
          <p>{report.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void report.refetch()}>
            <RotateCw className="size-4" aria-hidden /> Try again
          </Button>
        </Alert>
      ) : !days.length ? (
        <EmptyState icon={CalendarSearch} title="No attendance records">
          {date ? `Nobody was marked on ${formatDay(date)}.` : 'Marks appear here once employees are marked.'}
        </EmptyState>
      ) : (
        <ReportDays days={days} />
      )}

      {report.isFetchNextPageError ? <Alert className="mt-4">{ATTENDANCE_MSG.reportFailed}</Alert> : null}
      {report.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" loading={report.isFetchingNextPage} onClick={() => void report.fetchNextPage()}>
            Load More
          </Button>
        </div>
      ) : null}
    </>
  );
}

function ReportDays({ days }: { days: [string, ReportRow[]][] }) {
  return (
    <div className="space-y-6">
      {days.map(([day, rows]) => (
        <section key={day} aria-labelledby={`day-${day}`} className="space-y-3">
          <h2
            id={`day-${day}`}
            className="flex flex-wrap items-baseline gap-x-3 text-base font-semibold text-slate-900 dark:text-white"
          >
            {formatDay(day, 'long')}
            <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
              {rows.length} {rows.length === 1 ? 'record' : 'records'}
            </span>
          </h2>
          <DataTable
            caption={`Attendance on ${formatDay(day, 'long')}`}
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.date}|${row.employeeId}`}
          />
        </section>
      ))}
    </div>
  );
}
