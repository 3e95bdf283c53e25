import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import {
  approvalStepKindEnum,
  approvalStepStatusEnum,
  calendarFeedKindEnum,
  leaveLedgerKindEnum,
  payrollBasisEnum,
} from './enums.js';
import { employees } from './people.js';
import { leaves, leaveTypes } from './time.js';

/**
 * The organisation's settings: one row at most. The work week (without it, the default of
 * ORG_TIMEZONE), the approval escalation, and payroll's pro-rating policy.
 */
export const workSettings = pgTable(
  'work_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** JavaScript day numbers, 0 = Sunday … 6 = Saturday; null until the admin saves a work week. */
    weekendDays: smallint('weekend_days').array(),
    /** A manager's approval step left waiting this many working days goes to HR; null: never. */
    escalateAfterDays: smallint('escalate_after_days').default(3),
    /** What a month's pay is divided by for someone employed part of it (payroll, issue 29). */
    payrollBasis: payrollBasisEnum('payroll_basis').notNull().default('calendar'),
    /** Days marked Absent in attendance are taken off a month's pay. */
    payrollDeductAbsence: boolean('payroll_deduct_absence').notNull().default(false),
    /** A draft warns about people whose net pay moved by more than this percentage since their last payslip. */
    payrollChangePercent: smallint('payroll_change_percent').notNull().default(20),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('work_settings_single_row', sql`${t.id}`),
    check('work_settings_weekend_days', sql`${t.weekendDays} <@ array[0,1,2,3,4,5,6]::smallint[]`),
    check('work_settings_a_working_day', sql`cardinality(${t.weekendDays}) < 7`),
    check('work_settings_escalation_range', sql`${t.escalateAfterDays} between 1 and 30`),
    check('work_settings_payroll_change_range', sql`${t.payrollChangePercent} between 1 and 100`),
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

/**
 * Each balance's figures, the ledger summed: one row per person, type and leave year, for every
 * person and type of each year the ledger has reached (zeros where a person has nothing of a
 * type), so that the balance report pages and sorts by an index. Written only by the database
 * (drizzle/0020_leave_balances.sql): triggers on the ledger add each statement's rows in the
 * statement's own transaction, and a new person, a new type or a year's first ledger row adds
 * its zeros. The server reads it and never writes it (the runtime role may only SELECT).
 */
export const leaveBalances = pgTable(
  'leave_balances',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    /** Granted or accrued. */
    accrued: numeric('accrued', { precision: 8, scale: 2 }).notNull().default('0'),
    carried: numeric('carried', { precision: 8, scale: 2 }).notNull().default('0'),
    carriedOut: numeric('carried_out', { precision: 8, scale: 2 }).notNull().default('0'),
    lapsed: numeric('lapsed', { precision: 8, scale: 2 }).notNull().default('0'),
    adjusted: numeric('adjusted', { precision: 8, scale: 2 }).notNull().default('0'),
    taken: numeric('taken', { precision: 8, scale: 2 }).notNull().default('0'),
    pending: numeric('pending', { precision: 8, scale: 2 }).notNull().default('0'),
    /** The sum of every ledger row of the balance. */
    available: numeric('available', { precision: 8, scale: 2 }).notNull().default('0'),
    /** How many ledger rows it sums: a retired type still shows where a person has rows of it. */
    entries: integer('entries').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.leaveTypeId, t.year] }),
    // The report's sorts by a figure: a year's balances in the figure's order, then by person.
    index('leave_balances_available_idx').on(t.year, t.available, t.employeeId),
    index('leave_balances_taken_idx').on(t.year, t.taken, t.employeeId),
    index('leave_balances_pending_idx').on(t.year, t.pending, t.employeeId),
    index('leave_balances_type_idx').on(t.leaveTypeId),
  ],
);

/**
 * How far each person's ledger of a year has been brought by the leave-year steps (grants,
 * accruals, carry-forward, lapses): the first day of the month of the run's day. Every step is
 * due by the month, so a booking in that month need not run them again for its requester. Written
 * by the run, in its transaction; forgotten by the database when what the steps read changes
 * (drizzle/0025_leave_year_marks.sql): any leave type, a person's joining or last working day,
 * a ledger row of an earlier year (which may be carried). Nobody reads it but the booking.
 */
export const leaveYearMarks = pgTable(
  'leave_year_marks',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    /** The run closed the year before and carried from it (a year opened early is not closed). */
    closed: boolean('closed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.year] })],
);

/**
 * The steps of a leave request's approval, in order: a manager's (the employee's manager, or the
 * deputy they named while they are away) and HR's. One step waits at a time; the ones after it
 * are queued. Each decided step keeps who, when, the decision and a comment. A request decided
 * afresh (a revoked decision, an edited request) starts a new round; earlier rounds stay.
 */
export const leaveApprovalSteps = pgTable(
  'leave_approval_steps',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    leaveId: uuid('leave_id')
      .notNull()
      .references(() => leaves.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull().default(1),
    position: smallint('position').notNull(),
    kind: approvalStepKindEnum('kind').notNull(),
    status: approvalStepStatusEnum('status').notNull(),
    /** The one person who decides a manager's step (null: any HR officer or admin but the requester). */
    approverId: uuid('approver_id').references(() => users.id, { onDelete: 'set null' }),
    /** The manager whose step went to their deputy while they were away. */
    delegatedFrom: uuid('delegated_from').references(() => users.id, { onDelete: 'set null' }),
    /** Why the step is with someone else than its first approver ('Imran Hossain is on leave'). */
    routedNote: text('routed_note'),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
  },
  (t) => [
    uniqueIndex('leave_approval_steps_position_key').on(t.leaveId, t.round, t.position),
    // At most one step of a request waits: two approvers acting at once cannot both move it.
    uniqueIndex('leave_approval_steps_one_waiting')
      .on(t.leaveId)
      .where(sql`${t.status} = 'waiting'`),
    // A manager's queue: the steps waiting for them.
    index('leave_approval_steps_approver_idx')
      .on(t.approverId)
      .where(sql`${t.status} = 'waiting'`),
  ],
);

/** The deputy a person names to decide their approval steps while they are on leave. */
export const approvalDeputies = pgTable('approval_deputies', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  deputyId: uuid('deputy_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secret calendar feed addresses (iCalendar): only the token's hash is kept, so a stolen database
 * gives no working feed; the address is shown once, when it is made. A revoked feed answers 404.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: calendarFeedKindEnum('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.tokenHash), index('calendar_feeds_user_idx').on(t.userId)],
);
