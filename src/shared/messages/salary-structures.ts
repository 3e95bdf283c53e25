import type { SalaryComponent } from '../constants.js';
import { monthNameOf } from '../dates.js';
import { kindOf, type PayLine } from '../pay-lines.js';

/** The components as the screens and payslips name them. */
export const COMPONENT_LABELS: Record<SalaryComponent, string> = {
  basic: 'Basic',
  house_rent: 'House rent',
  medical: 'Medical',
  conveyance: 'Conveyance',
  other_earning: 'Other earnings',
  provident_fund: 'Provident fund',
  tax: 'Tax',
  loan: 'Loan or advance instalment',
  other_deduction: 'Other deductions',
};

/** One pay line as a row's arithmetic and the payslip show it: 'Arrears: Mar 2026 basic'. */
export function lineLabel(line: PayLine): string {
  if (line.key === 'adjustment') return 'Adjusted by HR';
  if (line.key === 'cap') return 'Deductions held back (net cannot go below zero)';
  const name = COMPONENT_LABELS[line.key];
  if (line.side === 'employer') return `${name} (employer's share)`;
  if (!line.month) return name;
  const month = monthNameOf(line.month).replace(/^(\w{3})\w*/, '$1');
  // An earning paid too much is recovered as a deduction; a deduction taken too much is refunded.
  const word = line.side === kindOf(line.key) ? 'Arrears' : line.side === 'deduction' ? 'Recovery' : 'Refund';
  return `${word}: ${month} ${name.toLowerCase()}`;
}

/** Salary-structure messages of the API and the screens. */
export const STRUCTURE_MSG = {
  employeeUnknown: 'Employee not found.',
  monthRequired: 'Choose the month the structure takes effect.',
  monthInvalid: 'Enter the effective month as YYYY-MM.',
  monthInFuture: (latest: string) => `A revision can take effect at the latest in ${latest} (this month).`,
  monthTooEarly: (earliest: string) => `A revision can take effect at the earliest in ${earliest}.`,
  componentsRequired: 'Add at least the basic salary.',
  componentUnknown: 'Choose a component from the list.',
  methodInvalid: 'Choose a fixed amount or a percentage.',
  percentInvalid: 'A percentage must be between 0 and 100, with at most 2 decimals.',
  percentOfRequired: 'Choose the component this is a percentage of.',
  monthTaken: (month: string) =>
    `There is already a revision taking effect in ${month}. Choose another month, or revise from a later one.`,
  selfRevise: 'You cannot revise your own salary. Another administrator or HR officer must do it.',
  revised: (month: string) => `Salary structure revised from ${month}.`,
  noStructure: 'Until one is set, payroll pays the salary on the employee record.',
} as const;
