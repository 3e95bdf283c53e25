import { Eye } from 'lucide-react';
import { useState } from 'react';
import { SALARY_MSG } from '#shared/messages/salary.js';
import type { SalaryJson } from '#shared/schemas/salary.js';
import { Button } from '#web/components/ui/button.js';
import { DataTable, type Column, type Paging } from '#web/components/ui/data-table.js';
import { formatDay, formatMoney } from '#web/lib/format.js';
import { SalaryDetailsModal } from './salary-details-modal.js';

const money = (pick: (salary: SalaryJson) => number) => (salary: SalaryJson) => formatMoney(pick(salary));

/** The one salary table (Manage Salaries, per-employee salaries, the employee's own) with its View dialog. */
export function SalaryTable({
  caption,
  rows,
  loading,
  error,
  paging,
  empty,
  scroll = false,
}: {
  caption: string;
  rows: SalaryJson[] | undefined;
  loading: boolean;
  error: string | null;
  paging?: Paging | undefined;
  empty?: string | undefined;
  /** A fixed header over a 500 px scroll area, for unpaged lists. */
  scroll?: boolean;
}) {
  const [viewing, setViewing] = useState<SalaryJson | null>(null);
  const columns: Column<SalaryJson>[] = [
    {
      header: 'Employee',
      cell: (salary) => (
        <div className="whitespace-nowrap">
          <p className="font-medium text-slate-900 dark:text-white">{salary.emp_name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{salary.employee.employeeId}</p>
        </div>
      ),
    },
    { header: 'Basic', cell: money((s) => s.basicSalary), className: 'text-right tabular-nums whitespace-nowrap' },
    { header: 'Allowance', cell: money((s) => s.allowance), className: 'text-right tabular-nums whitespace-nowrap' },
    { header: 'Deductions', cell: money((s) => s.deductions), className: 'text-right tabular-nums whitespace-nowrap' },
    {
      header: 'Net Salary',
      cell: (salary) => <span className="font-semibold">{formatMoney(salary.netSalary)}</span>,
      className: 'text-right tabular-nums whitespace-nowrap',
    },
    { header: 'Pay Date', cell: (salary) => formatDay(salary.payDate, 'monthYear'), className: 'whitespace-nowrap' },
    {
      header: 'Actions',
      cell: (salary) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setViewing(salary)}
          aria-label={`View salary of ${salary.emp_name} for ${formatDay(salary.payDate, 'monthYear')}`}
        >
          <Eye className="size-4" aria-hidden /> View
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(salary) => salary._id}
        loading={loading}
        error={error}
        empty={empty ?? SALARY_MSG.empty}
        paging={paging}
        scroll={scroll}
      />
      <SalaryDetailsModal salary={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
