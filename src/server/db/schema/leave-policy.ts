import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { leaveLedgerKindEnum } from './enums.js';
import { employees } from './people.js';
import { leaves, leaveTypes } from './time.js';

/** The organisation's work week: one row at most; without it, the default of ORG_TIMEZONE. */
export const workSettings = pgTable(
  'work_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** JavaScript day numbers, 0 = Sunday … 6 = Saturday. */
    weekendDays: smallint('weekend_days').array().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('work_settings_single_row', sql`${t.id}`),
    check('work_settings_weekend_days', sql`${t.weekendDays} <@ array[0,1,2,3,4,5,6]::smallint[]`),
    check('work_settings_a_working_day', sql`cardinality(${t.weekendDays}) < 7`),
  ],
);

/** Public holidays: one per day. */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('holidays_day_key').on(t.day),
    check('holidays_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

/**
 * The leave ledger: every change to a balance is a row, and a balance is their sum per person,
 * type and leave year (the calendar year). Bookings of pending requests carry `pending`, so
 * 'pending' and 'taken' are sums too. Rows the leave-year job writes carry a `job_key`
 * ('grant', 'accrual-03', 'carry-in', 'carry-out', 'lapse-year-end', 'lapse-carried'), unique per
 * person, type and year: running the job again writes nothing twice.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    kind: leaveLedgerKindEnum('kind').notNull(),
    /** Signed: grants and reversals add, bookings and lapses take away. */
    days: numeric('days', { precision: 6, scale: 2 }).notNull(),
    pending: boolean('pending').notNull().default(false),
    leaveId: uuid('leave_id').references(() => leaves.id, { onDelete: 'cascade' }),
    jobKey: text('job_key'),
    /** The day the row counts from (a grant's first day, an accrual's month, a booking's leave start). */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One person's balances, and the report over everyone, read only this index.
    index('leave_ledger_balance_idx').on(t.employeeId, t.year, t.leaveTypeId, t.kind, t.pending, t.days),
    index('leave_ledger_year_idx').on(t.year, t.leaveTypeId),
    index('leave_ledger_leave_idx').on(t.leaveId),
    uniqueIndex('leave_ledger_job_key').on(t.employeeId, t.leaveTypeId, t.year, t.jobKey),
    check('leave_ledger_year_range', sql`${t.year} between 1950 and 2200`),
  ],
);
