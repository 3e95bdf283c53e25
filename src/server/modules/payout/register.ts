/**
 * A run's payroll register (XLSX): one row per person paid with every money column and the days
 * arithmetic, a totals row (summed in whole cents, so it is the run's totals to the cent), and a
 * second sheet with the journal per component. Written by ExcelJS's streaming writer, row by row.
 *
 * A festival bonus run's register says which bonus it is: a title row above the header
 * ('Festival bonus — Eid-ul-Fitr 2026 · paid 2026-11-15'), the amount column 'Bonus', the months
 * served instead of a month's days (which a bonus does not have), and the bonus journal.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { BONUS_MSG } from '#shared/messages/payroll-bonus.js';
import { fromCents, toCents } from '#shared/money.js';
import { xlsxCell, type ExportColumn } from '../../lib/export.js';
import { maskAccount } from './bank-accounts.js';
import { journalOf, type RunSums } from './journal.js';
import type { PaidRow } from './payout.queries.js';

type Kind = ExportColumn<PaidRow>['kind'];
interface RegisterColumn {
  header: string;
  kind?: Kind;
  width?: number;
  value: (row: PaidRow) => string | number | null;
  /** A money column: summed in the totals row. */
  sum?: keyof PaidRow;
}

const days = (value: string | null) => (value === null ? null : Number(value));

export const REGISTER_COLUMNS: readonly RegisterColumn[] = [
  { header: 'Employee ID', value: (row) => row.code, width: 14 },
  { header: 'Name', value: (row) => row.name, width: 26 },
  { header: 'Department', value: (row) => row.department ?? 'No department', width: 20 },
  { header: 'Designation', value: (row) => row.designation, width: 20 },
  { header: 'Paid from', kind: 'date', value: (row) => row.paid_from, width: 12 },
  { header: 'Paid to', kind: 'date', value: (row) => row.paid_to, width: 12 },
  { header: 'Days paid', kind: 'number', value: (row) => days(row.paid_days), width: 10 },
  { header: 'Days in basis', kind: 'number', value: (row) => days(row.basis_days), width: 12 },
  { header: 'Unpaid leave days', kind: 'number', value: (row) => days(row.unpaid_days), width: 12 },
  { header: 'Absent days', kind: 'number', value: (row) => days(row.absent_days), width: 10 },
  { header: 'Monthly basic', kind: 'money', value: (row) => row.monthly_basic, width: 14 },
  { header: 'Basic paid', kind: 'money', value: (row) => row.basic_salary, sum: 'basic_salary', width: 14 },
  { header: 'Allowance', kind: 'money', value: (row) => row.allowance, sum: 'allowance', width: 14 },
  { header: 'Deductions', kind: 'money', value: (row) => row.deductions, sum: 'deductions', width: 14 },
  { header: 'Net pay', kind: 'money', value: (row) => row.net_salary, sum: 'net_salary', width: 14 },
  {
    header: 'Bank account',
    value: (row) => (row.account_number ? `${row.bank_name} ${maskAccount(row.account_number)}` : 'Missing'),
    width: 22,
  },
];

/** The days columns a bonus has none of. */
const MONTH_ONLY = new Set(['Paid from', 'Paid to', 'Days paid', 'Days in basis', 'Unpaid leave days', 'Absent days']);

/** A bonus run's columns: the month's days left out, the months served after the monthly basic, the basic paid named 'Bonus'. */
export const BONUS_REGISTER_COLUMNS: readonly RegisterColumn[] = REGISTER_COLUMNS.filter(
  (column) => !MONTH_ONLY.has(column.header),
).flatMap((column): RegisterColumn[] => {
  if (column.header === 'Basic paid') return [{ ...column, header: 'Bonus' }];
  if (column.header !== 'Monthly basic') return [column];
  return [column, { header: 'Months served', kind: 'number', value: (row) => row.months_served, width: 12 }];
});

/** The bonus a register is for: its festival and pay date; null for a monthly run. */
export interface RegisterBonus {
  name: string;
  payDate: string;
}

const FORMATS: Partial<Record<NonNullable<Kind>, string>> = { money: '#,##0.00', date: 'yyyy-mm-dd' };

function registerSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  rows: readonly PaidRow[],
  bonus: RegisterBonus | null,
) {
  const columns = bonus ? BONUS_REGISTER_COLUMNS : REGISTER_COLUMNS;
  const sheet = workbook.addWorksheet('Register', { views: [{ state: 'frozen', ySplit: bonus ? 2 : 1 }] });
  sheet.columns = columns.map((column) => {
    const numFmt = column.kind ? FORMATS[column.kind] : undefined;
    return { width: column.width ?? 14, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  if (bonus) {
    const title = sheet.addRow([`${BONUS_MSG.title(bonus.name)} · paid ${bonus.payDate}`]);
    title.font = { bold: true, size: 13 };
    title.commit();
  }
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  const totals = new Map<string, number>();
  for (const row of rows) {
    sheet.addRow(columns.map((column) => xlsxCell(column.kind, column.value(row)))).commit();
    for (const column of columns) {
      if (column.sum)
        totals.set(column.header, (totals.get(column.header) ?? 0) + (toCents(String(row[column.sum])) ?? 0));
    }
  }
  const total = sheet.addRow(
    columns.map((column, index) => {
      if (index === 0) return `Total (${rows.length} people)`;
      const cents = totals.get(column.header);
      return cents === undefined ? null : Number(fromCents(cents));
    }),
  );
  total.font = { bold: true };
  total.commit();
  sheet.commit();
}

function journalSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sums: RunSums, bonus: boolean) {
  const sheet = workbook.addWorksheet('Journal');
  sheet.columns = [
    { width: 28 },
    { width: 28 },
    { width: 16, style: { numFmt: '#,##0.00' } },
    { width: 16, style: { numFmt: '#,##0.00' } },
  ];
  const header = sheet.addRow(['Component', 'Account', 'Debit', 'Credit']);
  header.font = { bold: true };
  header.commit();
  const journal = journalOf(sums, bonus);
  for (const line of journal.lines) {
    const amounts = line.side === 'debit' ? [line.amount, null] : [null, line.amount];
    sheet.addRow([line.component, line.account, ...amounts]).commit();
  }
  const total = sheet.addRow(['Total', null, journal.debits, journal.credits]);
  total.font = { bold: true };
  total.commit();
  sheet.commit();
}

/** The register as a stream of the XLSX file (`bonus`: the festival of a bonus run, null for a monthly run). */
export function registerOf(rows: readonly PaidRow[], sums: RunSums, bonus: RegisterBonus | null = null): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  workbook.creator = 'EMS Panel';
  if (bonus) workbook.title = BONUS_MSG.title(bonus.name);
  registerSheet(workbook, rows, bonus);
  journalSheet(workbook, sums, bonus !== null);
  workbook.commit().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** `Payroll_register_2026-11.xlsx`; a bonus run's `Payroll_register_bonus_2026-11.xlsx`. */
export const registerFileName = (month: string, bonus = false) =>
  `Payroll_register_${bonus ? 'bonus_' : ''}${month.slice(0, 7)}.xlsx`;
