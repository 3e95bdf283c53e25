import type { PayrollRunJson } from '#shared/schemas/payroll.js';
import { StatusBadge } from '#web/components/ui/status-badge.js';

/** Draft (amber: nothing paid yet) or Posted (green). */
export function RunStatus({ status }: { status: PayrollRunJson['status'] }) {
  return status === 'posted' ? (
    <StatusBadge tone="green">Posted</StatusBadge>
  ) : (
    <StatusBadge tone="amber">Draft</StatusBadge>
  );
}

/** 'Everyone' or the departments' names. */
export const departmentsText = (run: Pick<PayrollRunJson, 'departments'>) =>
  run.departments.length ? run.departments.map((department) => department.dep_name).join(', ') : 'Everyone';
