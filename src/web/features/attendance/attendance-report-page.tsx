import { CalendarSearch, Pencil, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { attendanceApi } from '#shared/api/attendance.js';
import { ATTENDANCE_MSG } from '#shared/messages/attendance.js';
import { ExportMenu } from '#web/components/export-menu.js';
import type { AttendanceRow, ReportRow } from '#shared/schemas/attendance.js';
import { REPORT_STATUSES } from '#shared/list-columns.js';
import { EmployeeCombobox } from '#web/components/employee-combobox.js';
import { currentParams } from '#web/lib/list-params.js';
import { everyoneSearchKey, searchEveryone } from '#web/lib/employee-search.js';
import { useAllDepartments } from '#web/lib/picker-lists.js';
import { Alert } from '../../components/ui/alert.js';
import { Button } from '../../components/ui/button.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { SelectField, TextField } from '../../components/ui/field.js';
import { Card, EmptyState, PageHeader } from '../../components/ui/page.js';
import { ActionButton } from '../../components/ui/row-actions.js';
import { Spinner } from '../../components/ui/spinner.js';
import { StatusBadge } from '../../components/ui/status-badge.js';
import { formatDay } from '../../lib/format.js';
import { mergeReportPages, useAttendanceReport } from './api/attendance-report.js';
import { CorrectMarkModal } from './components/correct-mark-modal.js';
import { ATTENDANCE_TONES } from './model/attendance-status.js';
import {
  hasFilters,
  reportFiltersFrom,
  reportParamsOf,
  reportQueryOf,
  type ReportFilters,
} from './model/report-filters.js';

const STATUS_OPTIONS = [
  { value: '', label: 'Every status' },
  ...REPORT_STATUSES.map((status) => ({ value: status, label: status })),
];

/** The correction modal's row for a report row. */
const asDayRow = (row: ReportRow): AttendanceRow => ({
  _id: row.personId,
  date: row.date,
  status: row.status,
  employeeId: {
    _id: row.personId,
    employeeId: row.employeeId,
    emp_name: row.name,
    department: row.department ? { dep_name: row.department } : null,
  },
});

/**
 * 'Attendance Report': every mark and every past working day nobody marked, grouped by date, 100
 * rows at a time, filtered by day, person, department and status (in the URL); the CSV follows.
 */
export function AttendanceReportPage() {
  const [params, setParams] = useSearchParams();
  const filters = reportFiltersFrom(params);
  const query = reportQueryOf(filters);
  const report = useAttendanceReport(query);
  const days = mergeReportPages(report.data?.pages ?? []);
  const departments = useAllDepartments();
  const [correcting, setCorrecting] = useState<AttendanceRow | null>(null);
  const update = (change: Partial<ReportFilters>) =>
    setParams(reportParamsOf({ ...reportFiltersFrom(currentParams()), ...change }), { preventScrollReset: true });

  const columns: Column<ReportRow>[] = [
    { header: 'Employee ID', cell: (row) => row.employeeId, className: 'w-40 whitespace-nowrap' },
    { header: 'Name', cell: (row) => <span className="font-medium whitespace-nowrap">{row.name}</span> },
    { header: 'Department', cell: (row) => row.department || 'N/A', className: 'whitespace-nowrap' },
    {
      header: 'Status',
      cell: (row) =>
        row.status ? (
          <StatusBadge tone={ATTENDANCE_TONES[row.status]}>{row.status}</StatusBadge>
        ) : (
          <StatusBadge tone="slate">Not marked</StatusBadge>
        ),
      className: 'w-32',
    },
    {
      header: 'Actions',
      cell: (row) => (
        <ActionButton
          icon={Pencil}
          label="Correct mark of"
          subject={`${row.name} on ${formatDay(row.date)}`}
          onClick={() => setCorrecting(asDayRow(row))}
        />
      ),
      className: 'w-20',
    },
  ];

  return (
    <>
      <PageHeader
        title="Attendance Report"
        description="Every mark, and every past working day nobody marked, newest day first. The export holds the whole filter, not only the rows shown."
        actions={<ExportMenu endpoint={attendanceApi.export} query={query} />}
      />
      <Card className="mb-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label="Date"
            type="date"
            value={filters.date}
            onChange={(event) => update({ date: event.target.value })}
          />
          <EmployeeCombobox
            label="Employee"
            value={
              filters.employee
                ? { _id: filters.employee, employeeId: '', emp_name: filters.employeeName, department: null }
                : null
            }
            onChange={(option) => update({ employee: option?._id ?? '', employeeName: option?.emp_name ?? '' })}
            search={searchEveryone}
            queryKey={everyoneSearchKey}
          />
          <SelectField
            label="Department"
            options={[
              { value: '', label: 'Every department' },
              ...(departments.data ?? []).map((department) => ({ value: department._id, label: department.dep_name })),
            ]}
            value={filters.department}
            onChange={(event) => update({ department: event.target.value })}
          />
          <SelectField
            label="Status"
            options={STATUS_OPTIONS}
            value={filters.status}
            onChange={(event) => update({ status: event.target.value as ReportFilters['status'] })}
          />
        </div>
        {hasFilters(filters) ? (
          <Button variant="secondary" size="sm" className="mt-4" onClick={() => setParams(new URLSearchParams())}>
            Clear filters
          </Button>
        ) : null}
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
          {hasFilters(filters) ? 'Nothing matches these filters.' : 'Marks appear here once employees are marked.'}
        </EmptyState>
      ) : (
        <ReportDays days={days} columns={columns} />
      )}

      {report.isFetchNextPageError ? <Alert className="mt-4">{ATTENDANCE_MSG.reportFailed}</Alert> : null}
      {report.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" loading={report.isFetchingNextPage} onClick={() => void report.fetchNextPage()}>
            Load More
          </Button>
        </div>
      ) : null}
      <CorrectMarkModal row={correcting} onClose={() => setCorrecting(null)} />
    </>
  );
}

function ReportDays({ days, columns }: { days: [string, ReportRow[]][]; columns: Column<ReportRow>[] }) {
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
            rowKey={(row) => `${row.date}|${row.personId}`}
          />
        </section>
      ))}
    </div>
  );
}
