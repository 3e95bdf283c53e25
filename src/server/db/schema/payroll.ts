import { sql } from 'drizzle-orm';
import {
  boolean,
  text,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PayLine } from '#shared/pay-lines.js';
import type { StatutoryUsed } from '#shared/schemas/statutory.js';
import { users } from './accounts.js';
import { payrollBasisEnum, payrollRunSkipEnum, payrollRunStatusEnum } from './enums.js';
import { departments, employees } from './people.js';
import { salaries } from './time.js';

/**
 * A monthly payroll: a draft (saved with every edit, resumed by anyone in HR) until it is posted,
 * once — the status moves from draft to posted under a row lock, and `version` names the state
 * whose totals were reviewed, so a draft edited after that review is not posted.
 */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The first day of the month paid. */
    month: date('month', { mode: 'string' }).notNull(),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    status: payrollRunStatusEnum('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    /** The pro-rating policy in force when the draft was made (the settings then), shown on the run. */
    basis: payrollBasisEnum('basis').notNull().default('calendar'),
    deductAbsence: boolean('deduct_absence').notNull().default(false),
    changePercent: smallint('change_percent').notNull().default(20),
    /** The statutory settings its rows were last computed with (made or refreshed); null: a bonus run, or older. */
    statutory: jsonb('statutory').$type<StatutoryUsed>(),
  },
  (t) => [
    index('payroll_runs_created_idx').on(t.createdAt),
    check('payroll_runs_month_first_day', sql`extract(day from ${t.month}) = 1`),
    check('payroll_runs_pay_date_in_month', sql`date_trunc('month', ${t.payDate}) = ${t.month}`),
    check('payroll_runs_posted', sql`(${t.status} = 'posted') = (${t.postedAt} is not null)`),
  ],
);

/** The departments a run pays; a run without any pays everyone. */
export const payrollRunDepartments = pgTable(
  'payroll_run_departments',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.runId, t.departmentId] })],
);

/**
 * One person in a run: the monthly basic is their salary when the draft was made (or refreshed),
 * so posting can tell a salary changed since; the basic paid is it pro-rated for the days paid
 * (the days employed in the month less unpaid leave and absences, of the basis's days);
 * allowance and deductions are HR's per row (they start from the person's last regular payslip,
 * the allowance pro-rated alike); the net is computed as everywhere else. The days are null on
 * rows drafted before pro-rating.
 */
export const payrollRunRows = pgTable(
  'payroll_run_rows',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    basicSalary: numeric('basic_salary', { precision: 12, scale: 2 }).notNull(),
    monthlyBasic: numeric('monthly_basic', { precision: 12, scale: 2 }).notNull(),
    /** The days of the month the person was employed (from joining, to their last working day). */
    paidFrom: date('paid_from', { mode: 'string' }),
    paidTo: date('paid_to', { mode: 'string' }),
    /** Days employed in the month, counted by the run's basis, and the basis's days in the month. */
    paidDays: numeric('paid_days', { precision: 5, scale: 2 }),
    basisDays: numeric('basis_days', { precision: 5, scale: 2 }),
    /** Approved leave of unpaid types (working days), and days marked Absent when the policy deducts them. */
    unpaidDays: numeric('unpaid_days', { precision: 5, scale: 2 }),
    absentDays: numeric('absent_days', { precision: 5, scale: 2 }),
    /** The net of the person's last regular payslip before the month: the change warning compares with it. */
    previousNet: numeric('previous_net', { precision: 12, scale: 2 }),
    allowance: numeric('allowance', { precision: 12, scale: 2 }).notNull().default('0'),
    deductions: numeric('deductions', { precision: 12, scale: 2 }).notNull().default('0'),
    netSalary: numeric('net_salary', { precision: 12, scale: 2 }).notNull(),
    /**
     * The pay lines of a person with a salary structure (shared/pay-lines.ts): the month's
     * components pro-rated, arrears for months paid before, HR's adjustments; null without one.
     * The check below keeps basic, allowance and deductions their sums.
     */
    lines: jsonb('lines').$type<PayLine[]>(),
    skip: payrollRunSkipEnum('skip'),
    salaryId: uuid('salary_id').references(() => salaries.id, { onDelete: 'set null' }),
    /** When the person's payslip was queued for mail (Mail payslips); null: not mailed yet. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.employeeId] }),
    index('payroll_run_rows_employee_idx').on(t.employeeId),
    // A payslip deleted sets its run row's salary_id to null: found by this, not by a scan of
    // every run's rows (10,000 payslips deleted took minutes without it).
    index('payroll_run_rows_salary_idx')
      .on(t.salaryId)
      .where(sql`${t.salaryId} is not null`),
    check(
      'payroll_run_rows_money_non_negative',
      sql`${t.basicSalary} >= 0 and ${t.allowance} >= 0 and ${t.deductions} >= 0 and ${t.netSalary} >= 0`,
    ),
    check(
      'payroll_run_rows_net_is_computed',
      sql`${t.netSalary} = ${t.basicSalary} + ${t.allowance} - ${t.deductions}`,
    ),
    check(
      'payroll_run_rows_lines_add_up',
      sql`pay_lines_fit(${t.lines}, ${t.basicSalary}, ${t.allowance}, ${t.deductions})`,
    ),
  ],
);

/**
 * Where a person's pay goes (issue 29, payout): entered by HR, one account per person. The bank
 * file of a posted run is made from it; a person without one is listed as missing, never left out
 * of the file silently.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    employeeId: uuid('employee_id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    /** The branch's routing (sort, IFSC …) code. */
    routingCode: text('routing_code').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('bank_accounts_number_shape', sql`${t.accountNumber} ~ '^[A-Z0-9]{4,34}$'`)],
);

/**
 * The payout settings, one row at most: the bank file's layout (columns in order, header row,
 * delimiter, total line) and whether mailed payslip PDFs are password-protected.
 */
export const payoutSettings = pgTable(
  'payout_settings',
  {
    id: boolean('id').primaryKey().default(true),
    bankLayout: jsonb('bank_layout').notNull(),
    protectPdfs: boolean('protect_pdfs').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payout_settings_single_row', sql`${t.id}`)],
);
