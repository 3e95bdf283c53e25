import { and, count, eq, ne } from 'drizzle-orm';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import type { DeactivateEmployeeInput, EmployeeJson, LeavingJson } from '#shared/schemas/employees.js';
import type { Db, Tx } from '../../db/client.js';
import { joinPerson, personColumns } from '../../db/person.js';
import { attendance, departments, employees, images, leaves, salaries, tasks, users } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../auth/actor.js';
import { forgetFailedSignIns } from '../../auth/login-throttle.js';
import { recordAudit } from '../audit/index.js';
import { signOutEverywhere } from '../../auth/session-store.js';
import { byEmployeeOrUserId, findEmployee, toEmployeeJson } from './employees.queries.js';

/*
 * People who join and leave. Leaving is a deactivation with a last working day: the person can
 * no longer sign in, drops out of the active lists, pickers and counts, and keeps every record.
 * Deleting is for records made by mistake only, so nothing with history is ever erased.
 */

type Handover = string | 'none' | undefined;

/** The person `{id}` names (employee or user id), locked until the transaction ends; null if none. */
async function findAndLock(tx: Tx, id: string) {
  const [row] = await joinPerson(
    tx
      .select({
        id: employees.id,
        userId: personColumns.userId,
        name: personColumns.name,
        role: users.role,
        employeeCode: personColumns.employeeCode,
        hireDate: employees.hireDate,
        lastWorkingDay: employees.lastWorkingDay,
        departmentId: employees.departmentId,
        imageId: users.imageId,
      })
      .from(employees)
      .$dynamic(),
  )
    .where(byEmployeeOrUserId(id))
    .for('update', { of: employees });
  return row ?? null;
}

async function lockPerson(tx: Tx, id: string) {
  const row = await findAndLock(tx, id);
  if (!row) throw notFound(EMPLOYEE_MSG.notFound);
  return row;
}

type LockedPerson = Awaited<ReturnType<typeof lockPerson>>;

async function historyOf(db: Db | Tx, employeeId: string): Promise<LeavingJson['history']> {
  const counted = async (table: typeof salaries | typeof attendance | typeof leaves | typeof tasks) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.employeeId, employeeId));
    return row?.n ?? 0;
  };
  const [salaryCount, attendanceCount, leaveCount, taskCount] = await Promise.all([
    counted(salaries),
    counted(attendance),
    counted(leaves),
    counted(tasks),
  ]);
  return { salaries: salaryCount, attendance: attendanceCount, leaves: leaveCount, tasks: taskCount };
}

const hasHistory = (history: LeavingJson['history']) => Object.values(history).some((n) => n > 0);

async function departmentRunBy(db: Db | Tx, employeeId: string) {
  const [row] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.managerId, employeeId));
  return row ?? null;
}

/** What leaving means for the person: what keeps them in history, the department they run. */
export async function leavingOf(db: Db, id: string): Promise<LeavingJson> {
  const row = await findEmployee(db, id);
  if (!row) throw notFound(EMPLOYEE_MSG.notFound);
  const [history, runs] = await Promise.all([historyOf(db, row.id), departmentRunBy(db, row.id)]);
  return { history, runs: runs ? { _id: runs.id, dep_name: runs.name } : null };
}

/**
 * Gives the department the leaving person runs to `handover` (someone working here who runs no
 * other department; an employee becomes its manager), or leaves it without one when asked
 * explicitly. Without an answer the change is refused: nobody loses a manager by accident.
 */
async function handOver(tx: Tx, actor: Actor, person: LockedPerson, handover: Handover) {
  const [runs] = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.managerId, person.id))
    .for('update');
  if (!runs) return null;
  if (handover === undefined) {
    throw conflict(EMPLOYEE_MSG.handoverRequired(person.name, runs.name), {
      field: 'handover',
      department: { _id: runs.id, dep_name: runs.name },
    });
  }
  if (handover === 'none') {
    await tx.update(departments).set({ managerId: null, updatedAt: new Date() }).where(eq(departments.id, runs.id));
    return { department: runs.name, newManager: null };
  }
  const successor = await findAndLock(tx, handover);
  if (successor?.id === person.id) throw badRequest(EMPLOYEE_MSG.handoverSelf, { field: 'handover' });
  const busy =
    successor &&
    (await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.managerId, successor.id), ne(departments.id, runs.id))));
  if (
    !successor ||
    successor.lastWorkingDay !== null ||
    (successor.role !== 'employee' && successor.role !== 'manager') ||
    (busy && busy.length > 0)
  ) {
    throw conflict(EMPLOYEE_MSG.handoverUnavailable, { field: 'handover' });
  }
  await tx
    .update(departments)
    .set({ managerId: successor.id, updatedAt: new Date() })
    .where(eq(departments.id, runs.id));
  await tx
    .update(employees)
    .set({ departmentId: runs.id, updatedAt: new Date() })
    .where(eq(employees.id, successor.id));
  if (successor.role !== 'manager') {
    await tx.update(users).set({ role: 'manager', updatedAt: new Date() }).where(eq(users.id, successor.userId));
  }
  if (successor.role !== 'manager' || successor.departmentId !== runs.id) {
    await recordAudit(tx, actor, {
      action: 'employee.update',
      subject: 'employee',
      subjectId: successor.id,
      person: { id: successor.id, name: successor.name },
      before: { role: successor.role, department: successor.departmentId === runs.id ? runs.name : null },
      after: { role: 'manager', department: runs.name },
      reason: `Takes over ${runs.name} from ${person.name}`,
    });
  }
  return { department: runs.name, newManager: successor.name };
}

export async function deactivateEmployee(
  db: Db,
  actor: Actor,
  id: string,
  input: DeactivateEmployeeInput,
  today: string,
): Promise<EmployeeJson> {
  const employeeId = await db.transaction(async (tx) => {
    const person = await lockPerson(tx, id);
    if (person.userId === actor.principal.userId) throw forbidden(EMPLOYEE_MSG.ownDeactivation);
    if (person.lastWorkingDay !== null) throw conflict(EMPLOYEE_MSG.alreadyFormer);
    if (input.lastWorkingDay > today) throw badRequest(EMPLOYEE_MSG.lastDayFuture, { field: 'lastWorkingDay' });
    if (input.lastWorkingDay < person.hireDate) {
      throw badRequest(EMPLOYEE_MSG.lastDayBeforeJoining, { field: 'lastWorkingDay' });
    }
    const handedOver = await handOver(tx, actor, person, input.handover);
    await tx
      .update(employees)
      .set({ lastWorkingDay: input.lastWorkingDay, updatedAt: new Date() })
      .where(eq(employees.id, person.id));
    await tx.update(users).set({ isActive: false, updatedAt: new Date() }).where(eq(users.id, person.userId));
    await signOutEverywhere(tx, person.userId);
    await recordAudit(tx, actor, {
      action: 'employee.deactivate',
      subject: 'employee',
      subjectId: person.id,
      person: { id: person.id, name: person.name },
      before: { status: 'Active' },
      after: {
        status: 'Left',
        lastWorkingDay: input.lastWorkingDay,
        ...(handedOver ? { department: handedOver.department, newManager: handedOver.newManager } : {}),
      },
      reason: input.reason,
    });
    return person.id;
  });
  return toEmployeeJson((await findEmployee(db, employeeId))!);
}

export async function reactivateEmployee(db: Db, actor: Actor, id: string, reason: string): Promise<EmployeeJson> {
  const employeeId = await db.transaction(async (tx) => {
    const person = await lockPerson(tx, id);
    if (person.lastWorkingDay === null) throw conflict(EMPLOYEE_MSG.notFormer);
    await tx.update(employees).set({ lastWorkingDay: null, updatedAt: new Date() }).where(eq(employees.id, person.id));
    await tx.update(users).set({ isActive: true, updatedAt: new Date() }).where(eq(users.id, person.userId));
    await forgetFailedSignIns(tx, person.userId);
    await recordAudit(tx, actor, {
      action: 'employee.reactivate',
      subject: 'employee',
      subjectId: person.id,
      person: { id: person.id, name: person.name },
      before: { status: 'Left', lastWorkingDay: person.lastWorkingDay },
      after: { status: 'Active' },
      reason,
    });
    return person.id;
  });
  return toEmployeeJson((await findEmployee(db, employeeId))!);
}

/**
 * Removes a record made by mistake: the person, their sign-in and sessions. Refused for anyone
 * with salary, attendance, leave or task records (they are deactivated instead).
 */
export async function deleteEmployee(db: Db, actor: Actor, id: string, handover: Handover) {
  return db.transaction(async (tx) => {
    const person = await lockPerson(tx, id);
    if (person.userId === actor.principal.userId) throw new AppError(409, EMPLOYEE_MSG.ownDeletion);
    const history = await historyOf(tx, person.id);
    if (hasHistory(history)) throw conflict(EMPLOYEE_MSG.hasHistory(person.name), { history });
    const handedOver = await handOver(tx, actor, person, handover);
    await tx.delete(users).where(eq(users.id, person.userId));
    if (person.imageId) await tx.delete(images).where(eq(images.id, person.imageId));
    await recordAudit(tx, actor, {
      action: 'employee.delete',
      subject: 'employee',
      subjectId: person.id,
      person: { id: person.id, name: person.name },
      before: {
        employeeId: person.employeeCode,
        role: person.role,
        ...(handedOver ? { department: handedOver.department } : {}),
      },
      after: handedOver ? { department: handedOver.department, newManager: handedOver.newManager } : null,
    });
    return person;
  });
}
