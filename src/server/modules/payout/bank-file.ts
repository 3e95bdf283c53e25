/**
 * The bank transfer file: one line per person paid, in the columns HR chose, in their order.
 * Every field is CSV-safe (quoted when it holds the delimiter, a quote or a line break) and
 * formula-safe (text starting with = + - @, a tab or a carriage return gets a ' before it, so a
 * spreadsheet opening the file runs nothing).
 */
import { BANK_COLUMN_LABELS, type BankColumn } from '#shared/messages/payout.js';
import { fromCents, toCents } from '#shared/money.js';
import type { BankLayout } from '#shared/schemas/payout.js';
import type { PaidRow } from './payout.queries.js';

/** One field of the file. */
export function bankField(value: string, delimiter: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

interface FileRun {
  month: string;
  payDate: string;
  /** The festival of a bonus run ('Eid-ul-Fitr 2026'); null or absent for a monthly run. */
  bonus?: string | null;
}

/**
 * `Salary 2026-11 EMP-7`, or `Bonus 2026-11 EMP-7` for a festival bonus: what the payee's statement
 * shows. Short on purpose (at most 6 + 8 + the employee ID): banks cut references at 18–35 characters.
 */
const referenceOf = (run: FileRun, code: string) =>
  `${run.bonus ? 'Bonus' : 'Salary'} ${run.month.slice(0, 7)} ${code}`;

function valueOf(column: BankColumn, row: PaidRow, run: FileRun): string {
  switch (column) {
    case 'employeeCode':
      return row.code;
    case 'name':
      return row.name;
    case 'accountName':
      return row.account_name ?? '';
    case 'accountNumber':
      return row.account_number ?? '';
    case 'routingCode':
      return row.routing_code ?? '';
    case 'bankName':
      return row.bank_name ?? '';
    case 'amount':
      return fromCents(toCents(row.net_salary) ?? 0);
    case 'payDate':
      return run.payDate;
    case 'reference':
      return referenceOf(run, row.code);
  }
}

/** The whole file (CRLF line ends). The total line, when chosen, says 'Total' in its first column that is not the amount. */
export function bankFileOf(rows: readonly PaidRow[], run: FileRun, layout: BankLayout): string {
  const line = (values: string[]) =>
    `${values.map((value) => bankField(value, layout.delimiter)).join(layout.delimiter)}\r\n`;
  let text = layout.header ? line(layout.columns.map((column) => BANK_COLUMN_LABELS[column])) : '';
  let totalCents = 0;
  for (const row of rows) {
    totalCents += toCents(row.net_salary) ?? 0;
    text += line(layout.columns.map((column) => valueOf(column, row, run)));
  }
  if (layout.totalLine) {
    const labelAt = layout.columns.findIndex((column) => column !== 'amount');
    text += line(
      layout.columns.map((column, index) =>
        column === 'amount' ? fromCents(totalCents) : index === labelAt ? 'Total' : '',
      ),
    );
  }
  return text;
}

/** `Bank_transfer_2026-11.csv`; a bonus run's `Bank_transfer_bonus_2026-11.csv` (the month's own file keeps its name). */
export const bankFileName = (run: FileRun) => `Bank_transfer_${run.bonus ? 'bonus_' : ''}${run.month.slice(0, 7)}.csv`;
