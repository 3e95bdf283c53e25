import { Eye, FileDown, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SALARY_MSG } from '#shared/messages/salary.js';
import type { SalaryJson } from '#shared/schemas/salary.js';
import { Button, buttonClasses } from '#web/components/ui/button.js';
import { DataTable, type Column, type Paging, type Sorting } from '#web/components/ui/data-table.js';
import { ActionButton, ActionDownload, RowActions } from '#web/components/ui/row-actions.js';
import { useUser } from '#web/lib/session.js';
import { formatDay, formatMoney } from '#web/lib/format.js';
import { payslipUrl } from '../api/payslips.js';
import type { PersonState } from '../model/salary-area.js';
import { CorrectSalaryModal } from './correct-salary-modal.js';
import { DeleteSalaryDialog } from './delete-salary-dialog.js';
import { SalaryDetailsModal } from './salary-details-modal.js';

const money = (pick: (salary: SalaryJson) => number) => (salary: SalaryJson) => formatMoney(pick(salary));

/** The one salary table (Manage Salaries, per-employee salaries, the employee's own) with its View dialog. */
export function SalaryTable({
  caption,
  rows,
  loading,
  error,
  paging,
  sorting,
  empty,
  scroll = false,
  correctable = false,
  personPath,
}: {
  caption: string;
  rows: SalaryJson[] | undefined;
  loading: boolean;
  error: string | null;
  paging?: Paging | undefined;
  /** Sortable headers, where the list sorts on the server. */
  sorting?: Sorting | undefined;
  empty?: string | undefined;
  /** A fixed header over a 500 px scroll area, for unpaged lists. */
  scroll?: boolean;
  /** HR's lists: Edit and Delete on every record but the reader's own. */
  correctable?: boolean;
  /** Where a name leads: the person's salaries and salary structure (HR's lists). */
  personPath?: ((id: string) => string) | undefined;
}) {
  const me = useUser();
  const [viewing, setViewing] = useState<SalaryJson | null>(null);
  const [editing, setEditing] = useState<SalaryJson | null>(null);
  const [deleting, setDeleting] = useState<SalaryJson | null>(null);
  const subject = (salary: SalaryJson) => `salary of ${salary.emp_name} for ${formatDay(salary.payDate, 'monthYear')}`;
  const payslipOf = (salary: SalaryJson) => `of ${salary.emp_name} for ${formatDay(salary.payDate, 'monthYear')}`;
  const columns: Column<SalaryJson>[] = [
    {
      header: 'Employee',
      sort: 'name',
      cell: (salary) => (
        <div className="whitespace-nowrap">
          <p className="font-medium text-slate-900 dark:text-white">
            {personPath ? (
              <Link
                to={personPath(salary.employee._id)}
                state={{ name: salary.emp_name, code: salary.employee.employeeId } satisfies PersonState}
                className="hover:text-indigo-700 hover:underline dark:hover:text-indigo-300"
              >
                {salary.emp_name}
              </Link>
            ) : (
              salary.emp_name
            )}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{salary.employee.employeeId}</p>
          {salary.title ? (
            <p className="text-xs whitespace-normal text-indigo-700 sm:hidden dark:text-indigo-300">{salary.title}</p>
          ) : null}
        </div>
      ),
    },
    {
      header: 'Basic',
      sort: 'basic',
      cell: money((s) => s.basicSalary),
      className: 'text-right tabular-nums whitespace-nowrap',
    },
    { header: 'Allowance', cell: money((s) => s.allowance), className: 'text-right tabular-nums whitespace-nowrap' },
    { header: 'Deductions', cell: money((s) => s.deductions), className: 'text-right tabular-nums whitespace-nowrap' },
    {
      header: 'Net Salary',
      sort: 'net',
      cell: (salary) => <span className="font-semibold">{formatMoney(salary.netSalary)}</span>,
      className: 'text-right tabular-nums whitespace-nowrap',
    },
    {
      header: 'Pay Date',
      sort: 'payDate',
      cell: (salary) => (
        <>
          {formatDay(salary.payDate, 'monthYear')}
          {salary.title ? (
            <span className="block min-w-40 text-xs whitespace-normal text-slate-500 dark:text-slate-400">
              {salary.title}
            </span>
          ) : salary.type !== 'regular' ? (
            <span className="block text-xs text-slate-500 capitalize dark:text-slate-400">{salary.type}</span>
          ) : null}
        </>
      ),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Actions',
      cell: (salary) => (
        <RowActions>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setViewing(salary)}
            aria-label={`View ${subject(salary)}`}
          >
            <Eye className="size-4" aria-hidden /> View
          </Button>
          {correctable ? (
            // HR's lists: an icon beside Edit and Delete, so the pinned column stays narrow.
            <ActionDownload
              icon={FileDown}
              label="Download payslip"
              subject={payslipOf(salary)}
              href={payslipUrl(salary._id)}
            />
          ) : (
            <a
              href={payslipUrl(salary._id)}
              download
              className={buttonClasses('secondary', 'sm')}
              aria-label={`Download payslip ${payslipOf(salary)}`}
              title="Download payslip"
            >
              <FileDown className="size-4" aria-hidden />
              {/* Narrow screens keep the pinned actions column small: the icon alone, named by aria-label. */}
              <span className="hidden sm:inline">Payslip</span>
            </a>
          )}
          {correctable && salary.employee.userId !== me._id ? (
            <>
              <ActionButton icon={Pencil} label="Edit" subject={subject(salary)} onClick={() => setEditing(salary)} />
              <ActionButton
                icon={Trash2}
                label="Delete"
                tone="danger"
                subject={subject(salary)}
                onClick={() => setDeleting(salary)}
              />
            </>
          ) : null}
        </RowActions>
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
        sorting={sorting}
        empty={empty ?? SALARY_MSG.empty}
        paging={paging}
        scroll={scroll}
      />
      <SalaryDetailsModal salary={viewing} onClose={() => setViewing(null)} />
      {correctable ? (
        <>
          <CorrectSalaryModal salary={editing} onClose={() => setEditing(null)} />
          <DeleteSalaryDialog salary={deleting} onClose={() => setDeleting(null)} />
        </>
      ) : null}
    </>
  );
}
