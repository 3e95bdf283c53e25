/**
 * A run's payroll register (XLSX): one row per person paid with every money column and the days
 * arithmetic, a totals row (summed in whole cents, so it is the run's totals to the cent), and a
 * second sheet with the journal per component. Written by ExcelJS's streaming writer, row by row.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
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

const FORMATS: Partial<Record<NonNullable<Kind>, string>> = { money: '#,##0.00', date: 'yyyy-mm-dd' };

function registerSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, rows: readonly PaidRow[]) {
  const sheet = workbook.addWorksheet('Register', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = REGISTER_COLUMNS.map((column) => {
    const numFmt = column.kind ? FORMATS[column.kind] : undefined;
    return { width: column.width ?? 14, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = sheet.addRow(REGISTER_COLUMNS.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  const totals = new Map<string, number>();
  for (const row of rows) {
    sheet.addRow(REGISTER_COLUMNS.map((column) => xlsxCell(column.kind, column.value(row)))).commit();
    for (const column of REGISTER_COLUMNS) {
      if (column.sum)
        totals.set(column.header, (totals.get(column.header) ?? 0) + (toCents(String(row[column.sum])) ?? 0));
    }
  }
  const total = sheet.addRow(
    REGISTER_COLUMNS.map((column, index) => {
      if (index === 0) return `Total (${rows.length} people)`;
      const cents = totals.get(column.header);
      return cents === undefined ? null : Number(fromCents(cents));
    }),
  );
  total.font = { bold: true };
  total.commit();
  sheet.commit();
}

function journalSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sums: RunSums) {
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
  const journal = journalOf(sums);
  for (const line of journal.lines) {
    const amounts = line.side === 'debit' ? [line.amount, null] : [null, line.amount];
    sheet.addRow([line.component, line.account, ...amounts]).commit();
  }
  const total = sheet.addRow(['Total', null, journal.debits, journal.credits]);
  total.font = { bold: true };
  total.commit();
  sheet.commit();
}

/** The register as a stream of the XLSX file. */
export function registerOf(rows: readonly PaidRow[], sums: RunSums): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  workbook.creator = 'EMS Panel';
  registerSheet(workbook, rows);
  journalSheet(workbook, sums);
  workbook.commit().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** `Payroll_register_2026-11.xlsx`. */
export const registerFileName = (month: string) => `Payroll_register_${month.slice(0, 7)}.xlsx`;
