import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { payrollRuns } from './payroll.js';
import { employees } from './people.js';
import { salaries } from './time.js';

/**
 * A festival bonus run (issue 29): a payroll run whose rows pay a bonus instead of the month's
 * salary. The run's month and pay date are in payroll_runs; here are the festival and its rules —
 * a percentage of each person's monthly basic, paid to people employed on the festival date, in
 * full after `minMonths` of service and, below it, pro-rated by months served or not at all.
 */
export const payrollBonusRuns = pgTable(
  'payroll_bonus_runs',
  {
    runId: uuid('run_id')
      .primaryKey()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    festivalDate: date('festival_date', { mode: 'string' }).notNull(),
    percent: smallint('percent').notNull(),
    minMonths: smallint('min_months').notNull(),
    /** Below the minimum service: 'prorate' (months served of the minimum) or 'none'. */
    shortService: text('short_service').notNull(),
  },
  (t) => [
    check('payroll_bonus_runs_percent', sql`${t.percent} between 1 and 300`),
    check('payroll_bonus_runs_min_months', sql`${t.minMonths} between 0 and 60`),
    check('payroll_bonus_runs_short_service', sql`${t.shortService} in ('prorate', 'none')`),
  ],
);

/** The whole months a person of a bonus run had served on the festival date (the row's arithmetic). */
export const payrollBonusRows = pgTable(
  'payroll_bonus_rows',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    monthsServed: smallint('months_served').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.employeeId] })],
);

/**
 * A festival's bonus paid to a person: one per person and festival (its name, case-insensitive,
 * and date), whichever run pays it — a second run for the same festival skips them, and two
 * runs posted at once cannot both pay them.
 */
export const payrollBonusPayments = pgTable(
  'payroll_bonus_payments',
  {
    festivalKey: text('festival_key').notNull(),
    festivalDate: date('festival_date', { mode: 'string' }).notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    salaryId: uuid('salary_id')
      .notNull()
      .references(() => salaries.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').references(() => payrollRuns.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'payroll_bonus_payments_pk', columns: [t.festivalKey, t.festivalDate, t.employeeId] }),
    index('payroll_bonus_payments_employee_idx').on(t.employeeId),
  ],
);
