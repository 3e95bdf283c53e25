import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SettlementRecovery, SettlementStatementJson } from '#shared/schemas/settlement.js';
import { users } from './accounts.js';
import { settlementStatusEnum } from './enums.js';
import { employees } from './people.js';
import { salaries } from './time.js';

/**
 * A person's final settlement when they leave (issue 29): HR's recoveries while it is a draft;
 * once finalised, the statement as it was computed then and the 'settlement' payslip it wrote.
 * One per person (the unique index), finalised once (under the row's lock).
 */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    status: settlementStatusEnum('status').notNull().default('draft'),
    /** What HR recovers from the leaver, each with a reason; amounts in cents. */
    recoveries: jsonb('recoveries').$type<SettlementRecovery[]>().notNull().default([]),
    /** The statement as finalised (null while a draft: a draft is computed when read). */
    statement: jsonb('statement').$type<SettlementStatementJson>(),
    // Deleting the payslip undoes the settlement (it is a draft again, recomputed).
    salaryId: uuid('salary_id').references(() => salaries.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finalisedBy: uuid('finalised_by').references(() => users.id, { onDelete: 'set null' }),
    finalisedAt: timestamp('finalised_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('settlements_employee_key').on(t.employeeId),
    check(
      'settlements_finalised',
      sql`(${t.status} = 'finalised') = (${t.finalisedAt} is not null and ${t.statement} is not null and ${t.salaryId} is not null)`,
    ),
  ],
);
