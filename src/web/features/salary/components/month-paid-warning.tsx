import { useWatch, type Control } from 'react-hook-form';
import type { SalaryType } from '#shared/constants.js';
import { toIsoDay } from '#shared/dates.js';
import type { EmployeeOption } from '#web/components/employee-combobox.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { formatDay, formatMoney } from '#web/lib/format.js';
import type { AddSalaryBody } from '../api/add-salary.js';
import { usePersonSalaries } from '../api/salaries.js';

/**
 * Before a regular payslip is sent for a month that already has one, says so and offers to record
 * the payment as a bonus or an adjustment (the server refuses a second regular payslip anyway).
 * Once the server has refused it (`refused`), its message under Payment type says it alone.
 */
export function MonthPaidWarning<C, V>({
  employee,
  refused,
  control,
  onChooseType,
}: {
  employee: EmployeeOption | null;
  refused: boolean;
  control: Control<AddSalaryBody, C, V>;
  onChooseType: (type: Exclude<SalaryType, 'regular' | 'settlement'>) => void;
}) {
  const [payDate, type] = useWatch({ control, name: ['payDate', 'type'] });
  const salaries = usePersonSalaries(employee?._id ?? null);
  const day = payDate === '' || payDate === undefined ? null : toIsoDay(payDate);
  if (refused || !employee || !day || (type ?? 'regular') !== 'regular') return null;
  const paid = salaries.data?.find(
    (salary) => salary.type === 'regular' && salary.payDate.slice(0, 7) === day.slice(0, 7),
  );
  if (!paid) return null;
  return (
    <Alert tone="info" title={`${formatDay(day, 'monthYear')} is already paid`}>
      <p>
        {employee.emp_name} has a regular payslip for {formatDay(day, 'monthYear')} ({formatMoney(paid.netSalary)} net,
        paid {formatDay(paid.payDate)}). Record this payment as a bonus or an adjustment, or correct that payslip from
        Manage Salaries.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => onChooseType('bonus')}>
          Record as bonus
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onChooseType('adjustment')}>
          Record as adjustment
        </Button>
      </div>
    </Alert>
  );
}
