import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { joinPerson, personColumns } from '../db/person.js';
import { employees } from '../db/schema/index.js';
import { forbidden, notFound } from '../lib/errors.js';
import type { Principal } from './session-store.js';

/** Admins and HR officers: who reads and keeps everyone's pay and leave records. */
export const isHr = (principal: Pick<Principal, 'role'>) =>
  principal.role === 'admin' || principal.role === 'moderator';

/** An employee as the record-level rules need them. */
export interface Person {
  /** The employee id. */
  id: string;
  userId: string;
  name: string;
  departmentId: string | null;
}

/**
 * The employee named by `{id}` in the API: an employee id or the id of their user account (the
 * original clients send either).
 */
export async function findPerson(db: Db, idOrUserId: string): Promise<Person | null> {
  const [person] = await joinPerson(
    db
      .select({
        id: employees.id,
        userId: employees.userId,
        name: personColumns.name,
        departmentId: employees.departmentId,
      })
      .from(employees)
      .$dynamic(),
  )
    .where(or(eq(employees.id, idOrUserId), eq(employees.userId, idOrUserId)))
    .limit(1);
  return person ?? null;
}

/** Who may see a person's own figures (attendance, tasks): an admin, the person, their department's manager. */
export function maySeePerson(principal: Principal, person: Person): boolean {
  return (
    principal.role === 'admin' ||
    principal.userId === person.userId ||
    (principal.role === 'manager' && principal.departmentId !== null && principal.departmentId === person.departmentId)
  );
}

/** The person, when they exist (404 with `notFoundMessage`) and the principal may see them (403). */
export async function personVisibleTo(
  db: Db,
  principal: Principal,
  idOrUserId: string,
  notFoundMessage: string,
): Promise<Person> {
  const person = await findPerson(db, idOrUserId);
  if (!person) throw notFound(notFoundMessage);
  if (!maySeePerson(principal, person)) throw forbidden();
  return person;
}
