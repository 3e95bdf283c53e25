import { fromCents, toCents } from '#shared/money.js';
import type { SalaryJson } from '#shared/schemas/salary.js';

/** What the payslips of `year` add up to, summed in whole cents so the figures are exact to the paisa. */
export function yearTotals(rows: SalaryJson[], year: string) {
  const paid = rows.filter((row) => row.payDate.startsWith(year));
  const cents = (amount: number) => toCents(amount) ?? 0;
  const sum = (pick: (row: SalaryJson) => number) => fromCents(paid.reduce((total, row) => total + pick(row), 0));
  return {
    count: paid.length,
    earnings: sum((row) => cents(row.basicSalary) + cents(row.allowance)),
    deductions: sum((row) => cents(row.deductions)),
    net: sum((row) => cents(row.netSalary)),
  };
}
