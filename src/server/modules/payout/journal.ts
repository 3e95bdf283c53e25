/**
 * A run's journal for the accountant: each pay component summed over the people paid, on its
 * side of the books. The components are a list, so a branch that adds salary components adds
 * lines here; the journal balances because each row's net is its earnings less its deductions.
 */
import { fromCents, toCents } from '#shared/money.js';
import type { JournalLine } from '#shared/schemas/payout.js';

export interface PayComponent {
  component: string;
  account: string;
  side: JournalLine['side'];
  /** The column of payroll_run_rows summed (a fixed name from this list, never user input). */
  column: string;
}

export const PAY_COMPONENTS: readonly PayComponent[] = [
  { component: 'Basic salary', account: 'Salaries expense', side: 'debit', column: 'basic_salary' },
  { component: 'Allowance', account: 'Allowances expense', side: 'debit', column: 'allowance' },
  { component: 'Deductions', account: 'Deductions payable', side: 'credit', column: 'deductions' },
  { component: 'Net pay', account: 'Salaries payable (bank)', side: 'credit', column: 'net_salary' },
];

/** The lines from the sums (numeric text by column) and the two sides' totals, in whole cents. */
export function journalOf(sums: Record<string, string | null>) {
  let debitCents = 0;
  let creditCents = 0;
  const lines: JournalLine[] = PAY_COMPONENTS.map((part) => {
    const cents = toCents(sums[part.column] ?? '0') ?? 0;
    if (part.side === 'debit') debitCents += cents;
    else creditCents += cents;
    return { component: part.component, account: part.account, side: part.side, amount: Number(fromCents(cents)) };
  });
  return { lines, debits: Number(fromCents(debitCents)), credits: Number(fromCents(creditCents)) };
}
