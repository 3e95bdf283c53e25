import type { Area } from '#shared/api/areas.js';
import type { ReadCache } from '../lib/read-cache.js';

/**
 * The tables whose changes the database announces, by area (drizzle/0018_change_areas.sql creates
 * a trigger on each; change-areas.test.ts checks that the two lists agree). A cached read may
 * depend only on these areas: an area with a table that announces nothing (the bell's
 * notifications, the mail outbox, calendar feeds, whose every use writes) is never cached.
 */
export const ANNOUNCING_TABLES = {
  users: 'Accounts',
  /** Sign-ins and sign-outs; a session's use (an UPDATE of its end) announces nothing. */
  sessions: 'Session',
  employees: 'Employees',
  images: 'Employees',
  departments: 'Departments',
  attendance: 'Attendance',
  work_settings: 'Calendar',
  holidays: 'Calendar',
  leave_types: 'Leave',
  leaves: 'Leave',
  leave_ledger: 'Leave',
  leave_balances: 'Leave',
  leave_approval_steps: 'Leave',
  approval_deputies: 'Leave',
  salaries: 'Salary',
  salary_structures: 'Salary',
  salary_structure_components: 'Salary',
  payroll_runs: 'Payroll',
  payroll_run_departments: 'Payroll',
  payroll_run_rows: 'Payroll',
  bank_accounts: 'Payroll',
  payout_settings: 'Payroll',
  settlements: 'Payroll',
  projects: 'Projects and tasks',
  tasks: 'Projects and tasks',
  announcements: 'Announcements',
  audit_events: 'Audit',
} as const satisfies Record<string, Area>;

/**
 * Tables only the database writes, in the transaction of a change to the tables they are made
 * from (drizzle/0023_tallies.sql), which announces it: a read of one depends on this area.
 */
export const DERIVED_TABLES = {
  leave_tallies: 'Leave',
  people_tallies: 'Employees',
} as const satisfies Record<string, Area>;

/** An area whose every change is announced: what a cached read may depend on. */
export type CachedArea = (typeof ANNOUNCING_TABLES)[keyof typeof ANNOUNCING_TABLES];

const CACHED = new Set<string>(Object.values(ANNOUNCING_TABLES));

export function isCachedArea(value: string): value is CachedArea {
  return CACHED.has(value);
}

/** The server's read cache: each value kept under the areas it was read from. */
export type AreaCache = ReadCache<CachedArea>;
