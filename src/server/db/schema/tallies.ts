import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { leaveStatusEnum, roleEnum } from './enums.js';

/**
 * Counts the dashboards show, kept by the database in the transaction of each change
 * (drizzle/0023_tallies.sql, decision 13): triggers on `leaves`, `employees` and `users` append
 * each statement's difference as rows of its own, so a figure is a sum over a few rows instead of
 * a count of every leave or person after each write, and writers never wait for one another's
 * row. A job folds the rows into one per key (`fold_tallies()`, every minute). Written only by
 * the database; the runtime role may only read them (runtime-role.ts).
 */
export const leaveTallies = pgTable('leave_tallies', {
  status: leaveStatusEnum('status').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** People working here (no last working day), by department (none is a key too) and role. */
export const peopleTallies = pgTable('people_tallies', {
  departmentId: uuid('department_id'),
  role: roleEnum('role').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
