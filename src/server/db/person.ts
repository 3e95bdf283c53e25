/**
 * A record's person: the employee a row belongs to (a salary, a leave, a task, a payroll row…),
 * with their account (name) and department. Every list that shows "who" beside a record joins
 * and reads them the same way, so it lives here, below the modules and the access rules that
 * all need it.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { departments, employees, users } from './schema/index.js';

/**
 * The person's fields in a select: spread them beside the record's own columns, or nest them
 * (`person: personColumns`) when the record has columns of the same names. The department's are
 * typed nullable: it is a left join (someone may belong to no department).
 */
export const personColumns = {
  employeeId: employees.id,
  userId: users.id,
  employeeCode: employees.employeeCode,
  name: users.name,
  departmentId: sql<string | null>`${departments.id}`,
  departmentName: sql<string | null>`${departments.name}`,
};

/**
 * Joins the person's account and department to a select (made `$dynamic()`) that reads
 * `employees`; with `employeeId` (a record's column holding an employee id), it joins the
 * employee first. PostgreSQL drops the department's join when nothing of it is read.
 */
export function joinPerson<T extends PgSelect>(query: T, employeeId?: PgColumn) {
  return (employeeId ? query.innerJoin(employees, eq(employees.id, employeeId)) : query)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(departments, eq(departments.id, employees.departmentId));
}

/** What of the person `toPersonJson` reads: the fields of `personColumns` it needs, or a raw row mapped to them. */
export interface PersonFields {
  employeeId: string;
  employeeCode: string;
  name: string;
}

/** The person as the legacy JSON shows them beside a record: `{ _id, employeeId, emp_name }`. */
export function toPersonJson(person: PersonFields) {
  return { _id: person.employeeId, employeeId: person.employeeCode, emp_name: person.name };
}
