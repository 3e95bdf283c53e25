import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { genderEnum, maritalStatusEnum } from './enums.js';

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    // A manager who leaves does not take the department with them.
    managerId: uuid('manager_id').references((): AnyPgColumn => employees.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('departments_name_lower_key').on(sql`lower(${t.name})`),
    // One manager runs one department (they belong to it).
    uniqueIndex('departments_manager_key').on(t.managerId),
  ],
);

/**
 * The employment record of a user. Name, email, role and photo live on `users` only,
 * so a change to them shows everywhere at once.
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employeeCode: text('employee_code').notNull(),
    phone: text('phone').notNull(),
    gender: genderEnum('gender').notNull(),
    maritalStatus: maritalStatusEnum('marital_status').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    salary: numeric('salary', { precision: 12, scale: 2 }).notNull().default('0'),
    designation: text('designation').notNull(),
    // A department with people in it cannot be deleted (issue 3): RESTRICT.
    departmentId: uuid('department_id').references((): AnyPgColumn => departments.id, {
      onDelete: 'restrict',
    }),
    // Joining Date: when the person started, not when the record was typed in.
    hireDate: date('hire_date', { mode: 'string' })
      .notNull()
      .default(sql`CURRENT_DATE`),
    // Set when the person leaves (deactivation); null while they work here.
    lastWorkingDay: date('last_working_day', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employees_user_key').on(t.userId),
    uniqueIndex('employees_code_key').on(t.employeeCode),
    uniqueIndex('employees_phone_key').on(t.phone),
    index('employees_department_idx').on(t.departmentId),
    index('employees_code_lower_idx').on(sql`lower(${t.employeeCode})`),
    // Trigram indexes without a pending list, like users_name_trgm_idx (see there).
    index('employees_code_trgm_idx')
      .using('gin', sql`${t.employeeCode} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('employees_phone_trgm_idx')
      .using('gin', sql`${t.phone} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('employees_salary_non_negative', sql`${t.salary} >= 0`),
    check('employees_code_not_blank', sql`length(trim(${t.employeeCode})) > 0`),
    check('employees_left_after_joining', sql`${t.lastWorkingDay} is null or ${t.lastWorkingDay} >= ${t.hireDate}`),
  ],
);
