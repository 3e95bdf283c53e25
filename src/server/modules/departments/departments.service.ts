import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import { DEPARTMENT_MSG, departmentDeleteBlocker } from '#shared/messages/departments.js';
import type { DepartmentInput, DepartmentJson, DepartmentListQuery } from '#shared/schemas/departments.js';
import type { Db } from '../../db/client.js';
import { joinPerson } from '../../db/person.js';
import { mapListing, pageOf } from '../../lib/paging.js';
import { departments, employees, peopleTallies, projects, users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound, pgErrorOf } from '../../lib/errors.js';
import { imageName } from '../uploads/index.js';
import { escapeLike, orderOf } from '../../lib/sql.js';
import { parseSort } from '#shared/schemas/paging.js';

const employeeCount = sql<number>`(select count(*)::int from ${employees} where ${employees.departmentId} = ${departments.id} and ${employees.lastWorkingDay} is null)`;
const formerCount = sql<number>`(select count(*)::int from ${employees} where ${employees.departmentId} = ${departments.id} and ${employees.lastWorkingDay} is not null)`;
const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.departmentId} = ${departments.id})`;

function selectDepartments(db: Db) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      description: departments.description,
      managerId: employees.id,
      managerName: users.name,
      managerImageId: users.imageId,
      employeeCount,
      formerCount,
      projectCount,
    })
    .from(departments)
    .leftJoin(employees, eq(employees.id, departments.managerId))
    .leftJoin(users, eq(users.id, employees.userId));
}

type DepartmentRow = Awaited<ReturnType<ReturnType<typeof selectDepartments>['execute']>>[number];

function toDepartmentJson(row: DepartmentRow): DepartmentJson {
  return {
    _id: row.id,
    dep_name: row.name,
    dep_desc: row.description,
    manager:
      row.managerId && row.managerName
        ? { _id: row.managerId, emp_name: row.managerName, profileImage: imageName(row.managerImageId) }
        : null,
    employeeCount: row.employeeCount,
    formerCount: row.formerCount,
    projectCount: row.projectCount,
  };
}

/** Every department, searched by name and sorted: the list's query, for its pages and its export. */
export function departmentsListing(db: Db, query: DepartmentListQuery) {
  const where = query.search ? ilike(departments.name, `%${escapeLike(query.search)}%`) : undefined;
  const order = orderOf(
    parseSort(query.sort),
    { name: departments.name, manager: users.name, employees: employeeCount },
    [asc(departments.name), asc(departments.id)],
    departments.id,
  );
  const base = selectDepartments(db)
    .where(where)
    .orderBy(...order);
  return mapListing(
    {
      all: () => base,
      page: (limit: number, offset: number) => base.limit(limit).offset(offset),
      count: () => db.select({ total: count() }).from(departments).where(where),
    },
    toDepartmentJson,
  );
}

export function listDepartments(db: Db, query: DepartmentListQuery) {
  return pageOf(query, departmentsListing(db, query));
}

export async function getDepartment(db: Db, id: string) {
  const [row] = await selectDepartments(db).where(eq(departments.id, id));
  if (!row) throw notFound(DEPARTMENT_MSG.notFound);
  return toDepartmentJson(row);
}

async function assertManager(db: Db, managerId: string, departmentId: string | null) {
  const [manager] = await joinPerson(
    db.select({ id: employees.id, role: users.role }).from(employees).$dynamic(),
  ).where(eq(employees.id, managerId));
  if (!manager || manager.role !== 'manager') throw badRequest(DEPARTMENT_MSG.managerUnknown, { field: 'manager' });
  const [busy] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      departmentId
        ? and(eq(departments.managerId, managerId), ne(departments.id, departmentId))
        : eq(departments.managerId, managerId),
    );
  if (busy) throw conflict(DEPARTMENT_MSG.managerBusy, { field: 'manager' });
}

function translate(error: unknown) {
  const pgError = pgErrorOf(error);
  if (pgError?.code === '23505' && pgError.constraint === 'departments_name_lower_key') {
    return conflict(DEPARTMENT_MSG.nameTaken, { field: 'dep_name' });
  }
  if (pgError?.code === '23505' && pgError.constraint === 'departments_manager_key') {
    return conflict(DEPARTMENT_MSG.managerBusy, { field: 'manager' });
  }
  return error;
}

/** Creates the department; its manager now belongs to it. */
export async function addDepartment(db: Db, input: DepartmentInput) {
  await assertManager(db, input.manager, null);
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(departments)
        .values({ name: input.dep_name, description: input.dep_desc || null, managerId: input.manager })
        .returning({ id: departments.id });
      await tx.update(employees).set({ departmentId: created!.id }).where(eq(employees.id, input.manager));
      return created!.id;
    });
    return getDepartment(db, id);
  } catch (error) {
    throw translate(error);
  }
}

export async function updateDepartment(db: Db, id: string, input: DepartmentInput) {
  const [existing] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id));
  if (!existing) throw notFound(DEPARTMENT_MSG.notFound);
  await assertManager(db, input.manager, id);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(departments)
        .set({
          name: input.dep_name,
          description: input.dep_desc || null,
          managerId: input.manager,
          updatedAt: new Date(),
        })
        .where(eq(departments.id, id));
      await tx.update(employees).set({ departmentId: id }).where(eq(employees.id, input.manager));
    });
  } catch (error) {
    throw translate(error);
  }
  return getDepartment(db, id);
}

/**
 * Refused while people (other than its manager), former employees or projects still belong to
 * the department: nothing is left dangling. The manager stays a manager, without a department.
 */
export async function deleteDepartment(db: Db, id: string) {
  const [existing] = await selectDepartments(db).where(eq(departments.id, id));
  if (!existing) throw notFound(DEPARTMENT_MSG.notFound);
  const blocker = departmentDeleteBlocker(toDepartmentJson(existing));
  if (blocker) throw conflict(blocker);
  try {
    await db.transaction(async (tx) => {
      if (existing.managerId) {
        await tx.update(employees).set({ departmentId: null }).where(eq(employees.id, existing.managerId));
      }
      await tx.delete(departments).where(eq(departments.id, id));
    });
  } catch (error) {
    // Somebody joined it in the meantime: the foreign key refuses, and we say so.
    if (pgErrorOf(error)?.code === '23503') throw conflict(`${existing.name} is still in use. Reload and try again.`);
    throw error;
  }
  return { _id: existing.id, dep_name: existing.name };
}

export async function countDepartments(db: Db) {
  const [row] = await db.select({ n: count() }).from(departments);
  return row?.n ?? 0;
}

/** Head count per department, every department (one grouped query). */
export async function distribution(db: Db) {
  // From the tallies of people working here, which the database keeps with every change (decision 13).
  const heads = db
    .select({ departmentId: peopleTallies.departmentId, n: sql<number>`sum(${peopleTallies.n})`.as('n') })
    .from(peopleTallies)
    .groupBy(peopleTallies.departmentId)
    .as('heads');
  const rows = await db
    .select({ name: departments.name, value: sql<number>`coalesce(${heads.n}, 0)::int` })
    .from(departments)
    .leftJoin(heads, eq(heads.departmentId, departments.id))
    .orderBy(asc(departments.name));
  return rows;
}
