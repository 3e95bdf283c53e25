import { useWatch, type Control } from 'react-hook-form';
import { netSalaryCents, toCents } from '#shared/money.js';
import { SALARY_MSG } from '#shared/messages/salary.js';
import type { AddSalaryBody } from '../api/add-salary.js';
import { TextField } from '#web/components/ui/field.js';
import { formatMoney } from '#web/lib/format.js';

type Amount = AddSalaryBody['basicSalary'];
type Amounts = { basicSalary?: Amount; allowance?: Amount; deductions?: Amount };

/** Net = basic + allowance − deductions in whole cents, empty counting as 0; null while an amount is not a number. */
function liveNet(basic?: Amount, allowance?: Amount, deductions?: Amount): number | null {
  const [b, a, d] = [toCents(basic ?? ''), toCents(allowance ?? ''), toCents(deductions ?? '')];
  return b === null || a === null || d === null ? null : netSalaryCents(b, a, d);
}

/** The read-only, live Net Salary of a salary form (it alone re-renders as the amounts are typed). */
export function NetSalary<T extends Amounts, C, V>({ control }: { control: Control<T, C, V> }) {
  const [basic, allowance, deductions] = useWatch({
    control: control as unknown as Control<Amounts>,
    name: ['basicSalary', 'allowance', 'deductions'],
  });
  const net = liveNet(basic, allowance, deductions);
  const problem = net === null ? SALARY_MSG.amountInvalid : net < 0 ? SALARY_MSG.negativeNet : undefined;
  return (
    <TextField
      label="Net Salary"
      readOnly
      value={net === null ? '—' : formatMoney(net / 100)}
      hint={problem ? undefined : 'Basic + Allowance − Deductions (empty counts as 0)'}
      error={problem}
      className="bg-slate-50! font-semibold dark:bg-slate-800/60!"
    />
  );
}
