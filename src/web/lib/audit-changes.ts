import type { AuditAction, LeaveApprovalFlow, PayrollBasis } from '#shared/constants.js';
import { APPROVAL_FLOW_LABELS } from '#shared/messages/leave-approval.js';
import type { AuditEventJson } from '#shared/schemas/audit.js';
import { PAYROLL_BASIS_LABELS } from '#shared/messages/payroll.js';
import { capitalize, formatDay, formatMoney } from './format.js';

/** How each kind of change reads in a history ('Corrected'). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'salary.create': 'Salary recorded',
  'salary.update': 'Salary corrected',
  'salary.delete': 'Salary deleted',
  'leave.approve': 'Leave approved',
  'leave.reject': 'Leave rejected',
  'leave.withdraw': 'Leave withdrawn',
  'leave.revoke': 'Leave decision revoked',
  'leave.cancel_request': 'Cancellation asked',
  'leave.approve_step': 'Leave approved at a step',
  'leave.cancel': 'Leave cancelled',
  'leave.keep': 'Cancellation declined',
  'attendance.correct': 'Attendance corrected',
  'employee.update': 'Employee record changed',
  'employee.deactivate': 'Deactivated (left)',
  'employee.reactivate': 'Reactivated',
  'employee.delete': 'Employee record deleted',
  'employee.import': 'Employees imported',
  'account.password': 'Password set by an administrator',
  'account.disable': 'Sign-in disabled',
  'account.enable': 'Sign-in enabled',
  'account.signout': 'Signed out everywhere',
  'account.role': 'Role changed',
  'account.link': 'Made staff (employee record added)',
  'leave_balance.adjust': 'Leave balance adjusted',
  'leave_balance.import': 'Opening leave balances loaded',
  'leave_type.create': 'Leave type added',
  'leave_type.update': 'Leave type changed',
  'leave_type.escalation': 'Approval escalation changed',
  'calendar.work_week': 'Work week changed',
  'calendar.holiday_add': 'Holiday added',
  'calendar.holiday_update': 'Holiday changed',
  'calendar.holiday_delete': 'Holiday deleted',
  'calendar.holiday_import': 'Holidays imported',
  'payroll.post': 'Payroll posted',
  'payroll.settings': 'Payroll settings changed',
  'salary.revise': 'Salary structure revised',
  'payroll.payout_settings': 'Payout settings changed',
  'payroll.statutory_settings': 'Tax and provident fund settings changed',
  'payroll.bank_file': 'Bank file downloaded',
  'payroll.mail_payslips': 'Payslips mailed',
  'employee.bank_account': 'Bank details changed',
  'salary.settle': 'Final settlement finalised',
};

const EMPTY = '—';
const plain = (value: unknown) => (value === null || value === undefined || value === '' ? EMPTY : String(value));
const yesNo = (value: unknown) => (value === null || value === undefined ? EMPTY : value ? 'Yes' : 'No');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A record's own id, or any other id: the trail names the person and the record instead. */
const isId = (key: string, value: unknown) =>
  key === '_id' || key === 'id' || (typeof value === 'string' && UUID.test(value));

const FIELDS: Record<string, { label: string; format: (value: unknown) => string }> = {
  basicSalary: { label: 'Basic Salary', format: (value) => formatMoney(value as number) },
  allowance: { label: 'Allowance', format: (value) => formatMoney(value as number) },
  deductions: { label: 'Deductions', format: (value) => formatMoney(value as number) },
  netSalary: { label: 'Net Salary', format: (value) => formatMoney(value as number) },
  payDate: { label: 'Pay Date', format: (value) => formatDay(String(value)) },
  type: { label: 'Payment type', format: (value) => capitalize(String(value)) },
  date: { label: 'Day', format: (value) => formatDay(String(value)) },
  status: { label: 'Status', format: plain },
  decisionNote: { label: 'Note to the employee', format: plain },
  employeeId: { label: 'Employee ID', format: plain },
  role: { label: 'Role', format: (value) => (value ? capitalize(String(value)) : '—') },
  department: { label: 'Department', format: plain },
  salary: { label: 'Salary', format: (value) => formatMoney(value as number) },
  hireDate: { label: 'Joining Date', format: (value) => formatDay(value ? String(value) : null) },
  lastWorkingDay: { label: 'Last working day', format: (value) => formatDay(value ? String(value) : null) },
  newManager: { label: 'New manager', format: (value) => (value ? String(value) : 'None') },
  name: { label: 'Name', format: plain },
  workingDays: { label: 'Working days', format: plain },
  weekend: { label: 'Weekend', format: plain },
  file: { label: 'File', format: plain },
  holidays: { label: 'Holidays', format: plain },
  firstDay: { label: 'First day', format: (value) => formatDay(value ? String(value) : null) },
  lastDay: { label: 'Last day', format: (value) => formatDay(value ? String(value) : null) },
  leaveType: { label: 'Leave Type', format: plain },
  year: { label: 'Leave year', format: plain },
  available: { label: 'Available days', format: plain },
  days: { label: 'Days added', format: plain },
  step: { label: 'Step', format: plain },
  escalateAfterDays: {
    label: 'To HR after (working days)',
    format: (value) => (value === null ? 'Never' : String(value)),
  },
  rows: { label: 'Rows in the file', format: plain },
  changed: { label: 'Balances changed', format: plain },
  employees: { label: 'Employees added', format: plain },
  invitations: {
    label: 'Set-password links',
    format: (value) => (value === 'mail' ? 'Mailed' : 'Shown once to the importer'),
  },
  startDate: { label: 'From', format: (value) => formatDay(value ? String(value) : null) },
  endDate: { label: 'To', format: (value) => formatDay(value ? String(value) : null) },
  cancellation: { label: 'Cancellation', format: (value) => (value === 'asked' ? 'Asked' : plain(value)) },
  account: { label: 'Account', format: plain },
  paid: { label: 'Paid', format: yesNo },
  entitlement: { label: 'Days a year', format: plain },
  accrual: {
    label: 'Arrives',
    format: (value) => (value === 'monthly' ? 'A twelfth each month' : value ? 'All on 1 January' : EMPTY),
  },
  carryForwardCap: { label: 'Carry forward (days)', format: plain },
  encashable: { label: 'Encashable on leaving', format: yesNo },
  encashCap: { label: 'Encashed at most (days)', format: plain },
  carryExpiryMonths: { label: 'Carried days expire after (months)', format: (value) => plain(value ?? 'Never') },
  allowNegative: { label: 'Below zero', format: yesNo },
  allowHalfDays: { label: 'Half days', format: yesNo },
  active: { label: 'Offered', format: yesNo },
  approval: {
    label: 'Who approves',
    format: (value) => APPROVAL_FLOW_LABELS[value as LeaveApprovalFlow] ?? plain(value),
  },
  month: { label: 'Month', format: plain },
  people: { label: 'People paid', format: plain },
  basis: {
    label: 'Pro-rating basis',
    format: (value) => PAYROLL_BASIS_LABELS[value as PayrollBasis] ?? plain(value),
  },
  deductAbsence: { label: 'Absent days deducted', format: yesNo },
  changePercent: { label: 'Warn when net pay changes by more than (%)', format: plain },
};

export interface Change {
  label: string;
  before: string | null;
  after: string | null;
}

/**
 * What an event changed, field by field: for a correction only the fields whose shown values
 * differ (before → after, never '— → —'); for a creation or deletion every field it recorded with
 * a value. Ids are left out: the trail names the person and the kind of record.
 */
export function changesOf(event: Pick<AuditEventJson, 'before' | 'after'>): Change[] {
  // Stored as jsonb, the keys come back in the database's order: show them in the form's.
  const order = Object.keys(FIELDS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const keys = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])].sort(
    (a, b) => rank(a) - rank(b),
  );
  const changes: Change[] = [];
  for (const key of keys) {
    const before = event.before?.[key];
    const after = event.after?.[key];
    if (isId(key, before) || isId(key, after)) continue;
    const field = FIELDS[key] ?? { label: key, format: plain };
    // A field on one side only (a step's comment, an asked cancellation) reads as that value alone.
    const shown = {
      before: event.before && key in event.before ? field.format(before) : null,
      after: event.after && key in event.after ? field.format(after) : null,
    };
    // Nothing to say: the same on both sides, or an empty field of a creation or a deletion.
    if (shown.before === shown.after || ((shown.before ?? EMPTY) === EMPTY && (shown.after ?? EMPTY) === EMPTY))
      continue;
    changes.push({ label: field.label, ...shown });
  }
  return changes;
}
