import type { LeaveJson } from '#shared/schemas/leave.js';
import type { ExportColumn } from '#server/lib/export.js';

/** A leaves list as a file: who, what, when, how long, and where the request stands. */
export const LEAVE_COLUMNS: readonly ExportColumn<LeaveJson>[] = [
  { header: 'Employee ID', value: (l) => l.employee.employeeId, width: 14 },
  { header: 'Name', value: (l) => l.employee.emp_name, width: 24 },
  { header: 'Department', value: (l) => l.employee.department?.dep_name, width: 20 },
  { header: 'Leave Type', value: (l) => l.leaveType, width: 18 },
  { header: 'From', value: (l) => l.startDate, kind: 'date', width: 12 },
  { header: 'To', value: (l) => l.endDate, kind: 'date', width: 12 },
  { header: 'Half Days', value: (l) => halfDays(l), width: 12 },
  { header: 'Days', value: (l) => l.days, kind: 'number', width: 8 },
  { header: 'Working Days', value: (l) => l.workingDays, kind: 'number', width: 13 },
  { header: 'Reason', value: (l) => l.reason, width: 36 },
  { header: 'Status', value: (l) => (l.cancelRequest ? 'Approved (cancellation asked)' : l.status), width: 16 },
  { header: 'Applied', value: (l) => l.createdAt, kind: 'datetime', width: 20 },
  { header: 'Decided', value: (l) => l.decidedAt, kind: 'datetime', width: 20 },
  { header: 'Decision Note', value: (l) => l.decisionNote, width: 30 },
];

function halfDays(leave: LeaveJson): string {
  if (leave.startDate === leave.endDate) return leave.startHalf || leave.endHalf ? 'half day' : '';
  return [leave.startHalf ? 'first day' : '', leave.endHalf ? 'last day' : ''].filter(Boolean).join(', ');
}
