import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { salaryComponentEnum, salaryComponentKindEnum, salaryComponentMethodEnum } from './enums.js';
import { employees } from './people.js';

/**
 * A revision of a person's salary structure (issue 29): in force from the first day of a month
 * until the next revision's month. `employees.salary` follows the basic of the latest revision, so
 * the screens and runs that read it keep working.
 */
export const salaryStructures = pgTable(
  'salary_structures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('salary_structures_employee_month_key').on(t.employeeId, t.effectiveFrom),
    check('salary_structures_first_day', sql`extract(day from ${t.effectiveFrom}) = 1`),
  ],
);

/**
 * One component of a revision: a fixed monthly amount, or a percentage of another component of
 * the same revision. The kind follows the key (the service sets it); a later 'computed' method
 * (statutory lines) is a value added to the method's enum.
 */
export const salaryStructureComponents = pgTable(
  'salary_structure_components',
  {
    structureId: uuid('structure_id')
      .notNull()
      .references(() => salaryStructures.id, { onDelete: 'cascade' }),
    component: salaryComponentEnum('component').notNull(),
    kind: salaryComponentKindEnum('kind').notNull(),
    method: salaryComponentMethodEnum('method').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    percentOf: salaryComponentEnum('percent_of'),
  },
  (t) => [
    primaryKey({ columns: [t.structureId, t.component] }),
    check(
      'salary_structure_components_method',
      sql`(${t.method} <> 'fixed' or (${t.amount} >= 0 and ${t.percent} is null and ${t.percentOf} is null))
        and (${t.method} <> 'percent' or (${t.amount} is null and ${t.percent} between 0 and 100 and ${t.percentOf} is not null and ${t.percentOf} <> ${t.component}))`,
    ),
  ],
);
