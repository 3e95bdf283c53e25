/**
 * A run's journal for the accountant: the basic paid, each earning and deduction of the salary
 * structures (their lines on the run's rows), the allowance and deductions of people paid without a
 * structure, and the net, summed over the people paid, each on its side of the books. It balances
 * because each row's net is its earnings less its deductions, and a structured row's allowance and
 * deductions are the sums of its lines (the database checks both); an employer's share (a line on
 * the 'employer' side, outside the net) is debited as an expense and credited as a liability.
 *
 * A festival bonus run's rows pay the bonus as their basic: its journal books it as 'Festival bonus'
 * to 'Bonus expense' and the net to 'Bonus payable (bank)', never to the salary accounts, and leaves
 * out the allowance and deductions lines when nothing was added or taken.
 */
import { COMPONENT_LABELS } from '#shared/messages/salary-structures.js';
import { fromCents, toCents } from '#shared/money.js';
import type { SalaryComponent } from '#shared/constants.js';
import { SALARY_COMPONENTS } from '#shared/constants.js';
import type { JournalLine } from '#shared/schemas/payout.js';

/** A run's sums (numeric text): the columns, and the lines by group ('arrears' for any month's) and side. */
export interface RunSums {
  basic: string | null;
  net: string | null;
  /** Allowance and deductions of the rows without lines (people paid without a structure), null when none. */
  plainAllowance: string | null;
  plainDeductions: string | null;
  lines: { group: string; side: 'earning' | 'deduction' | 'employer'; cents: string }[];
}

const ACCOUNTS: Partial<Record<SalaryComponent, string>> = {
  provident_fund: 'Provident fund payable',
  tax: 'Tax payable',
  loan: 'Staff loans and advances',
};

/** What a group of lines is called, and the account it goes to. */
function named(group: string, side: 'earning' | 'deduction'): { component: string; account: string } {
  const earning = side === 'earning';
  if (group === 'arrears') {
    return earning
      ? { component: 'Arrears paid', account: 'Salaries expense (arrears)' }
      : { component: 'Arrears recovered', account: 'Deductions payable' };
  }
  if (group === 'adjustment') {
    return { component: 'Adjusted by HR', account: earning ? 'Allowances expense' : 'Deductions payable' };
  }
  if (group === 'cap') return { component: 'Deductions held back', account: 'Deductions payable' };
  const key = group as SalaryComponent;
  return {
    component: COMPONENT_LABELS[key] ?? group,
    account: earning ? 'Allowances expense' : (ACCOUNTS[key] ?? 'Deductions payable'),
  };
}

/** The order of the journal's middle lines: the components' own order, then the rest. */
const ORDER: readonly string[] = [...SALARY_COMPONENTS, 'arrears', 'adjustment', 'cap'];

/** What the run pays as its basic column and its net, and where each is booked. */
const BOOKED: Record<'monthly' | 'bonus', Record<'basic' | 'net', [component: string, account: string]>> = {
  monthly: { basic: ['Basic salary', 'Salaries expense'], net: ['Net pay', 'Salaries payable (bank)'] },
  bonus: { basic: ['Festival bonus', 'Bonus expense'], net: ['Net pay', 'Bonus payable (bank)'] },
};

/** The lines from a run's sums and the two sides' totals, in whole cents (`bonus`: a festival bonus run). */
export function journalOf(sums: RunSums, bonus = false) {
  const booked = BOOKED[bonus ? 'bonus' : 'monthly'];
  // A bonus run's plain allowance and deductions are shown only when HR added or took something.
  const shown = (value: string | null) => value !== null && !(bonus && (toCents(value) ?? 0) === 0);
  const parts: { component: string; account: string; side: JournalLine['side']; cents: number }[] = [];
  const add = (component: string, account: string, side: JournalLine['side'], value: string | null) =>
    parts.push({ component, account, side, cents: toCents(value ?? '0') ?? 0 });
  const lines = [...sums.lines].sort((a, b) => ORDER.indexOf(a.group) - ORDER.indexOf(b.group));
  add(...booked.basic, 'debit', sums.basic);
  for (const line of lines.filter((l) => l.side === 'earning')) {
    const { component, account } = named(line.group, 'earning');
    parts.push({ component, account, side: 'debit', cents: Number(line.cents) });
  }
  if (shown(sums.plainAllowance)) add('Allowance', 'Allowances expense', 'debit', sums.plainAllowance);
  for (const line of lines.filter((l) => l.side === 'deduction')) {
    const { component, account } = named(line.group, 'deduction');
    parts.push({ component, account, side: 'credit', cents: Number(line.cents) });
  }
  if (shown(sums.plainDeductions)) add('Deductions', 'Deductions payable', 'credit', sums.plainDeductions);
  // What the employer pays beside the pay (the provident fund's employer share): an expense and a liability alike.
  for (const line of lines.filter((l) => l.side === 'employer')) {
    const name = `${COMPONENT_LABELS[line.group as SalaryComponent] ?? line.group} (employer's share)`;
    const account = ACCOUNTS[line.group as SalaryComponent] ?? 'Employer contributions payable';
    parts.push({ component: name, account: `${name} expense`, side: 'debit', cents: Number(line.cents) });
    parts.push({ component: name, account, side: 'credit', cents: Number(line.cents) });
  }
  add(...booked.net, 'credit', sums.net);
  const total = (side: JournalLine['side']) =>
    parts.filter((part) => part.side === side).reduce((sum, part) => sum + part.cents, 0);
  return {
    lines: parts.map(({ cents, ...part }): JournalLine => ({ ...part, amount: Number(fromCents(cents)) })),
    debits: Number(fromCents(total('debit'))),
    credits: Number(fromCents(total('credit'))),
  };
}
