import type { SalaryJson } from '#shared/schemas/salary.js';
import { ChangeHistory } from '#web/components/change-history.js';
import { PayLines } from '#web/components/pay-lines.js';
import { DetailList } from '#web/components/ui/detail-list.js';
import { Modal } from '#web/components/ui/modal.js';
import { formatDateTime, formatDay, formatMoney } from '#web/lib/format.js';

/** 'View' on a salary row: who was paid, when, and how the net adds up. */
export function SalaryDetailsModal({ salary, onClose }: { salary: SalaryJson | null; onClose: () => void }) {
  return (
    <Modal open={salary !== null} onOpenChange={(open) => (open ? undefined : onClose())} title="Salary Details">
      {salary ? (
        <div className="space-y-5">
          <DetailList
            items={[
              { label: 'Employee', value: salary.emp_name },
              { label: 'Employee ID', value: salary.employee.employeeId },
              { label: 'Pay Date', value: formatDay(salary.payDate, 'long') },
              { label: 'Recorded', value: formatDateTime(salary.createdAt) },
            ]}
          />
          <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
            <MoneyRow label="Basic Salary" amount={salary.basicSalary} />
            <MoneyRow label="Allowance" amount={salary.allowance} sign="+" />
            <MoneyRow label="Deductions" amount={salary.deductions} sign="−" />
            <MoneyRow label="Net Salary" amount={salary.netSalary} strong />
          </dl>
          {salary.lines.length ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <section aria-label="Earnings">
                <h3 className="text-sm font-medium text-slate-700 dark:text-slate-200">Earnings</h3>
                <PayLines lines={salary.lines} side="earning" className="text-sm" />
              </section>
              <section aria-label="Deductions">
                <h3 className="text-sm font-medium text-slate-700 dark:text-slate-200">Deductions</h3>
                <PayLines lines={salary.lines} side="deduction" className="text-sm" />
              </section>
              {salary.lines.some((line) => line.side === 'employer') ? (
                <section aria-label="Paid by the employer" className="sm:col-span-2">
                  <h3 className="text-sm font-medium text-slate-700 dark:text-slate-200">
                    Paid by the employer besides the pay (not in the net)
                  </h3>
                  <PayLines lines={salary.lines} side="employer" className="text-sm" />
                </section>
              ) : null}
            </div>
          ) : null}
          <ChangeHistory recordId={salary._id} />
        </div>
      ) : null}
    </Modal>
  );
}

function MoneyRow({ label, amount, sign, strong }: { label: string; amount: number; sign?: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between bg-slate-50 px-4 py-3 font-semibold dark:bg-slate-800/60'
          : 'flex justify-between px-4 py-2.5'
      }
    >
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-slate-900 tabular-nums dark:text-white">
        {sign ? `${sign} ` : ''}
        {formatMoney(amount)}
      </dd>
    </div>
  );
}
