/**
 * The keys no two people share — sign-in email (in any case), employee ID and phone — checked the
 * same way by Add Employee (one person) and the import (a whole file at once: three indexed
 * lookups, whatever its size). The unique indexes stay the last word when two requests race.
 */
import { sql } from 'drizzle-orm';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import type { EmployeeIssue } from '#shared/schemas/employees.js';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../lib/sql.js';

/** A person's keys as saved: the email lower-cased, the phone normalised (cleanEmployeeFields). */
export interface EmployeeKeys {
  emp_email?: string | undefined;
  employeeId?: string | undefined;
  emp_phone?: string | undefined;
}

export interface TakenKeys {
  emails: Set<string>;
  codes: Set<string>;
  phones: Set<string>;
}

const present = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => !!value))];

/** Which of these people's emails, employee IDs and phones someone already has. */
export async function takenKeys(db: Db | Tx, people: readonly EmployeeKeys[]): Promise<TakenKeys> {
  const emails = present(people.map((person) => person.emp_email?.toLowerCase()));
  const codes = present(people.map((person) => person.employeeId));
  const phones = present(people.map((person) => person.emp_phone));
  const column = async (query: ReturnType<typeof sql>) =>
    new Set(rowsOf<{ key: string }>(await db.execute(query)).map((row) => row.key));
  return {
    emails: emails.length
      ? await column(sql`select lower(email) as key from users where lower(email) = any(${sql.param(emails)}::text[])`)
      : new Set(),
    codes: codes.length
      ? await column(
          sql`select employee_code as key from employees where employee_code = any(${sql.param(codes)}::text[])`,
        )
      : new Set(),
    phones: phones.length
      ? await column(sql`select phone as key from employees where phone = any(${sql.param(phones)}::text[])`)
      : new Set(),
  };
}

/** The keys of a person that someone already has, in the form's order, with the spec's messages. */
export function takenIssues(person: EmployeeKeys, taken: TakenKeys): EmployeeIssue[] {
  const issues: EmployeeIssue[] = [];
  if (person.employeeId && taken.codes.has(person.employeeId)) {
    issues.push({ field: 'employeeId', message: EMPLOYEE_MSG.idTaken });
  }
  if (person.emp_email && taken.emails.has(person.emp_email.toLowerCase())) {
    issues.push({ field: 'emp_email', message: EMPLOYEE_MSG.emailTaken });
  }
  if (person.emp_phone && taken.phones.has(person.emp_phone)) {
    issues.push({ field: 'emp_phone', message: EMPLOYEE_MSG.phoneTaken });
  }
  return issues;
}
