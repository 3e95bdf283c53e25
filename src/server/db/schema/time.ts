import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PayLine } from '#shared/pay-lines.js';
import { users } from './accounts.js';
import {
  attendanceStatusEnum,
  leaveAccrualEnum,
  leaveApprovalFlowEnum,
  leaveStatusEnum,
  salaryTypeEnum,
} from './enums.js';
import { employees } from './people.js';

/** One mark per employee per day; an unmarked day has no row. */
export const attendance = pgTable(
  'attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    status: attendanceStatusEnum('status').notNull(),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_employee_date_key').on(t.employeeId, t.date),
    // The report pages through marks newest day first (a backward scan of this index, so the
    // report orders by date desc, employee desc: the same sort direction on both columns).
    index('attendance_date_employee_idx').on(t.date, t.employeeId),
  ],
);

/**
 * The kinds of leave as data (issue 14). `leaves.leave_type` names one of them (a foreign key on
 * the name, renamed along), so the spec's API keeps sending 'Sick Leave'.
 */
export const leaveTypes = pgTable(
  'leave_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    paid: boolean('paid').notNull().default(true),
    /** Days a year for someone who works the whole leave year. */
    entitlement: numeric('entitlement', { precision: 5, scale: 2 }).notNull().default('0'),
    accrual: leaveAccrualEnum('accrual').notNull().default('yearly'),
    /** Most unused days taken into the next leave year (0: none). */
    carryForwardCap: numeric('carry_forward_cap', { precision: 5, scale: 2 }).notNull().default('0'),
    /** Carried days still unused this many months into the new year lapse; null: they never do. */
    carryExpiryMonths: smallint('carry_expiry_months'),
    allowNegative: boolean('allow_negative').notNull().default(false),
    allowHalfDays: boolean('allow_half_days').notNull().default(true),
    /** Unused days are paid out in a final settlement (issue 29), at most `encashCap` of them. */
    encashable: boolean('encashable').notNull().default(false),
    encashCap: numeric('encash_cap', { precision: 5, scale: 2 }).notNull().default('0'),
    active: boolean('active').notNull().default(true),
    /** Who decides its requests (issue 15); HR alone unless the admin says otherwise. */
    approval: leaveApprovalFlowEnum('approval').notNull().default('hr'),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leave_types_name_key').on(t.name),
    uniqueIndex('leave_types_name_lower_key').on(sql`lower(${t.name})`),
    check('leave_types_entitlement_range', sql`${t.entitlement} >= 0 and ${t.entitlement} <= 366`),
    check('leave_types_cap_range', sql`${t.carryForwardCap} >= 0 and ${t.carryForwardCap} <= 366`),
    check('leave_types_encash_cap_range', sql`${t.encashCap} >= 0 and ${t.encashCap} <= 366`),
    check('leave_types_expiry_range', sql`${t.carryExpiryMonths} is null or ${t.carryExpiryMonths} between 1 and 12`),
  ],
);

export const leaves = pgTable(
  'leaves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leaveType: text('leave_type')
      .notNull()
      .references(() => leaveTypes.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    /** Only the second half of the first day is taken (the leave starts at midday). */
    startHalf: boolean('start_half').notNull().default(false),
    /** Only the first half of the last day is taken (the leave ends at midday). */
    endHalf: boolean('end_half').notNull().default(false),
    /** Working days taken from the balance, counted against the work calendar when booked; null for leaves made before balances. */
    workingDays: numeric('working_days', { precision: 6, scale: 2 }),
    status: leaveStatusEnum('status').notNull().default('Pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was rejected (the employee reads it), why a decision was revoked, or why a cancellation was declined. */
    decisionNote: text('decision_note'),
    /** The employee asked to cancel this approved leave (and why); HR decides. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leaves_employee_start_idx').on(t.employeeId, t.startDate),
    // Lists page newest first (created_at desc, id desc), optionally within one status.
    index('leaves_status_created_idx').on(t.status, t.createdAt, t.id),
    index('leaves_created_idx').on(t.createdAt, t.id),
    // Who is out in a range: the leaves not yet over, a small part of all (team-calendar.queries.ts).
    index('leaves_current_idx')
      .on(t.endDate, t.startDate)
      .where(sql`${t.status} in ('Approved', 'Pending')`),
    check('leaves_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const salaries = pgTable(
  'salaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    basicSalary: numeric('basic_salary', { precision: 12, scale: 2 }).notNull(),
    allowance: numeric('allowance', { precision: 12, scale: 2 }).notNull().default('0'),
    deductions: numeric('deductions', { precision: 12, scale: 2 }).notNull().default('0'),
    netSalary: numeric('net_salary', { precision: 12, scale: 2 }).notNull(),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    type: salaryTypeEnum('type').notNull().default('regular'),
    /** The pay lines of a payslip paid from a salary structure (shared/pay-lines.ts); null: basic, allowance, deductions only. */
    lines: jsonb('lines').$type<PayLine[]>(),
    /** What a payslip is for when not the month's salary: 'Festival bonus — Eid-ul-Adha 2026'; null otherwise. */
    title: text('title'),
    /**
     * A 'settlement' payslip that pays its month's salary (the final month's days, no run or Add Salary
     * having paid them): it takes the month's place in salaries_month_pay_key as a regular payslip does.
     */
    paysMonth: boolean('pays_month').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('salaries_employee_pay_idx').on(t.employeeId, t.payDate),
    // The list pages newest pay date first (pay_date desc, id desc).
    index('salaries_pay_date_idx').on(t.payDate, t.id),
    // One month's pay per person per pay month — a regular payslip or a final settlement paying the
    // month — whoever sends it and however often: a run posted while a settlement is finalised pays once.
    uniqueIndex('salaries_month_pay_key')
      .on(t.employeeId, sql`(extract(year from ${t.payDate}) * 12 + extract(month from ${t.payDate}))`)
      .where(sql`${t.type} = 'regular' or ${t.paysMonth}`),
    check('salaries_pays_month_settlement', sql`not ${t.paysMonth} or ${t.type}::text = 'settlement'`),
    check(
      'salaries_money_non_negative',
      sql`${t.basicSalary} >= 0 and ${t.allowance} >= 0 and ${t.deductions} >= 0 and ${t.netSalary} >= 0`,
    ),
    check('salaries_net_is_computed', sql`${t.netSalary} = ${t.basicSalary} + ${t.allowance} - ${t.deductions}`),
    check('salaries_lines_add_up', sql`pay_lines_fit(${t.lines}, ${t.basicSalary}, ${t.allowance}, ${t.deductions})`),
  ],
);
