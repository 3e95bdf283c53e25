import { MSG } from '#shared/messages.js';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { TASK_STATUSES } from '#shared/constants.js';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import type { AssignTaskInput, ProjectInput, ProjectListQuery, ProjectUpdate } from '#shared/schemas/projects.js';
import { personVisibleTo } from '../../auth/policies.js';
import type { Principal } from '../../auth/session-store.js';
import type { Db, Tx } from '../../db/client.js';
import { mapListing, pageOf } from '../../lib/paging.js';
import { departments, employees, projects, tasks, users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { andAll, escapeLike, orderOf } from '../../lib/sql.js';
import { parseSort } from '#shared/schemas/paging.js';
import { notify } from '../notifications/index.js';
import {
  countProjects,
  projectSearch,
  selectProjects,
  selectTasks,
  toDepartmentTaskJson,
  PROJECT_SORT_COLUMNS,
  toProjectJson,
  toTaskJson,
} from './projects.queries.js';

async function assertDepartment(db: Db, id: string) {
  const [found] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id));
  if (!found) throw badRequest(PROJECT_MSG.departmentUnknown, { field: 'department' });
}

async function findProject(db: Db, id: string) {
  const [row] = await selectProjects(db).where(eq(projects.id, id));
  if (!row) throw notFound(PROJECT_MSG.notFound);
  return row;
}

/** Admins reach every project; a manager only their own department's. */
function assertProjectAccess(principal: Principal, departmentId: string) {
  if (principal.role === 'admin') return;
  if (principal.role !== 'manager' || principal.departmentId !== departmentId)
    throw forbidden(PROJECT_MSG.otherDepartment);
}

/** Admin: every project; anyone else (a manager): their own department's, none without one. */
export function projectsListing(db: Db, principal: Principal, query: Omit<ProjectListQuery, 'page' | 'limit'>) {
  const scope =
    principal.role === 'admin'
      ? undefined
      : principal.departmentId
        ? eq(projects.departmentId, principal.departmentId)
        : sql`false`;
  const where = andAll([
    scope,
    query.search ? projectSearch(`%${escapeLike(query.search)}%`) : undefined,
    query.status ? eq(projects.status, query.status) : undefined,
  ]);
  const order = orderOf(
    parseSort(query.sort),
    PROJECT_SORT_COLUMNS,
    [desc(projects.startDate), asc(projects.title), asc(projects.id)],
    projects.id,
  );
  const base = selectProjects(db)
    .where(where)
    .orderBy(...order);
  return mapListing(
    {
      all: () => base,
      page: (limit: number, offset: number) => base.limit(limit).offset(offset),
      count: async () => [{ total: await countProjects(db, where) }],
    },
    toProjectJson,
  );
}

export function listProjects(db: Db, principal: Principal, query: ProjectListQuery) {
  return pageOf(query, projectsListing(db, principal, query));
}

export async function getProject(db: Db, principal: Principal, id: string) {
  const row = await findProject(db, id);
  assertProjectAccess(principal, row.departmentId);
  return toProjectJson(row);
}

export async function createProject(db: Db, input: ProjectInput) {
  await assertDepartment(db, input.department);
  const [created] = await db
    .insert(projects)
    .values({
      title: input.title,
      departmentId: input.department,
      startDate: input.startDate,
      endDate: input.endDate,
      status: input.status ?? 'pending',
    })
    .returning({ id: projects.id });
  return toProjectJson(await findProject(db, created!.id));
}

export async function updateProject(db: Db, principal: Principal, id: string, input: ProjectUpdate) {
  const row = await findProject(db, id);
  assertProjectAccess(principal, row.departmentId);
  const changesMoreThanStatus = Object.entries(input).some(([key, value]) => key !== 'status' && value !== undefined);
  if (principal.role !== 'admin' && changesMoreThanStatus)
    throw forbidden('Managers can change only the status of a project.');
  if (Object.values(input).every((value) => value === undefined)) throw badRequest('Nothing to change.');
  const startDate = input.startDate ?? row.startDate;
  const endDate = input.endDate ?? row.endDate;
  if (endDate < startDate) throw badRequest(PROJECT_MSG.endBeforeStart, { field: 'endDate' });
  if (input.department) await assertDepartment(db, input.department);
  await db
    .update(projects)
    .set({
      ...(input.title ? { title: input.title } : {}),
      ...(input.department ? { departmentId: input.department } : {}),
      ...(input.startDate ? { startDate } : {}),
      ...(input.endDate ? { endDate } : {}),
      ...(input.status ? { status: input.status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(projects.id, id));
  return toProjectJson(await findProject(db, id));
}

/** The project's tasks go with it (ON DELETE CASCADE). */
export async function deleteProject(db: Db, id: string) {
  const deleted = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  if (!deleted.length) throw notFound(PROJECT_MSG.notFound);
}

/** Running projects (status 'in progress'), soonest deadline first; `limit` for previews. */
export async function listRunningProjects(db: Db, departmentId?: string | null, limit?: number) {
  const where =
    departmentId === undefined
      ? eq(projects.status, 'in progress')
      : and(eq(projects.status, 'in progress'), departmentId ? eq(projects.departmentId, departmentId) : sql`false`);
  const list = selectProjects(db).where(where).orderBy(asc(projects.endDate), asc(projects.id));
  const [rows, counted] = await Promise.all([
    limit ? list.limit(limit) : list,
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { projects: rows.map(toProjectJson), projectsCount: counted[0]?.n ?? 0 };
}

/** The manager's department's projects (the projects list, scoped), newest first. */
export function listDepartmentProjects(db: Db, principal: Principal) {
  return projectsListing(db, principal, {}).all();
}

/**
 * Tasks as a list: a manager's department's (`department`, newest first) or one's own (`mine`,
 * soonest deadline first), optionally of one project and in one status.
 */
export function tasksListing(
  db: Db,
  principal: Principal,
  view: 'department' | 'mine',
  query: { project?: string | undefined; status?: (typeof TASK_STATUSES)[number] | undefined },
) {
  const owner =
    view === 'department'
      ? principal.departmentId
        ? eq(projects.departmentId, principal.departmentId)
        : sql`false`
      : principal.employeeId
        ? eq(tasks.employeeId, principal.employeeId)
        : sql`false`;
  const where = andAll([
    owner,
    query.project ? eq(tasks.projectId, query.project) : undefined,
    query.status ? eq(tasks.status, query.status) : undefined,
  ]);
  const order =
    view === 'department'
      ? [desc(tasks.createdAt), asc(tasks.id)]
      : [sql`${tasks.deadline} asc nulls last`, desc(tasks.createdAt), asc(tasks.id)];
  const base = selectTasks(db)
    .where(where)
    .orderBy(...order);
  return {
    all: () => base,
    page: (limit: number, offset: number) => base.limit(limit).offset(offset),
    count: () =>
      db.select({ total: count() }).from(tasks).innerJoin(projects, eq(projects.id, tasks.projectId)).where(where),
  };
}

export async function listDepartmentTasks(db: Db, principal: Principal, projectId?: string) {
  const rows = await tasksListing(db, principal, 'department', { project: projectId }).all();
  return rows.map(toDepartmentTaskJson);
}

/**
 * An active employee of the project's department, who can be given a task on it. Only the
 * employee role has a task list (the picker offers no one else), so only they are given tasks.
 */
async function assignee(db: Db | Tx, employeeId: string, departmentId: string) {
  const [employee] = await db
    .select({
      id: employees.id,
      userId: employees.userId,
      role: users.role,
      departmentId: employees.departmentId,
      lastWorkingDay: employees.lastWorkingDay,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.id, employeeId));
  if (!employee) throw badRequest(PROJECT_MSG.taskEmployeeRequired, { field: 'employee' });
  if (employee.lastWorkingDay !== null) throw badRequest(MSG.personLeft, { field: 'employee' });
  if (employee.departmentId !== departmentId) throw badRequest(PROJECT_MSG.taskEmployeeOutside, { field: 'employee' });
  if (employee.role !== 'employee') throw badRequest(PROJECT_MSG.taskNotEmployee, { field: 'employee' });
  return employee;
}

export async function assignTask(db: Db, principal: Principal, projectId: string, input: AssignTaskInput) {
  const project = await findProject(db, projectId);
  assertProjectAccess(principal, project.departmentId);
  if (input.project && input.project !== projectId)
    throw badRequest('The project in the body does not match the address.');
  const employee = await assignee(db, input.employee, project.departmentId);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(tasks)
      .values({
        projectId,
        employeeId: employee.id,
        assignedBy: principal.userId,
        title: input.taskTitle,
        description: input.taskDescription || null,
        deadline: input.deadline || null,
      })
      .returning({ id: tasks.id });
    await notify(tx, [
      {
        userId: employee.userId,
        kind: 'task_assigned',
        title: `New task: ${input.taskTitle}`,
        body: `${principal.name} assigned you a task on ${project.title}.`,
        target: { kind: 'task', id: created!.id },
      },
    ]);
    return created!.id;
  });
  const [row] = await selectTasks(db).where(eq(tasks.id, id));
  return toTaskJson(row!);
}

/** The task, locked for the rest of the transaction, in the manager's own department. */
async function lockTask(tx: Tx, principal: Principal, id: string) {
  await tx.execute(sql`select 1 from ${tasks} where ${tasks.id} = ${id} for update`);
  const [row] = await selectTasks(tx).where(eq(tasks.id, id));
  if (!row) throw notFound(PROJECT_MSG.taskNotFound);
  assertProjectAccess(principal, row.departmentId);
  return row;
}

/**
 * The manager edits a task or gives it to someone else in the department. The employee who has it
 * is told what changed; on a reassignment the one who had it is told it moved, and the new one
 * gets it as a new task.
 */
export async function updateTask(db: Db, principal: Principal, id: string, input: AssignTaskInput) {
  await db.transaction(async (tx) => {
    const row = await lockTask(tx, principal, id);
    const next = await assignee(tx, input.employee, row.departmentId);
    await tx
      .update(tasks)
      .set({
        employeeId: next.id,
        title: input.taskTitle,
        description: input.taskDescription || null,
        deadline: input.deadline || null,
        updatedAt: new Date(),
      })
      .where(eq(tasks.id, id));
    const target = { kind: 'task' as const, id };
    const moved = next.id !== row.employeeId;
    await notify(
      tx,
      moved
        ? [
            {
              userId: row.employeeUserId,
              kind: 'task_changed',
              title: `Task moved: ${row.title}`,
              body: `${principal.name} gave it to someone else.`,
              target,
            },
            {
              userId: next.userId,
              kind: 'task_assigned',
              title: `New task: ${input.taskTitle}`,
              body: `${principal.name} assigned you a task on ${row.projectTitle}.`,
              target,
            },
          ]
        : [
            {
              userId: row.employeeUserId,
              kind: 'task_changed',
              title: `Task changed: ${input.taskTitle}`,
              body: `${principal.name} changed its details${input.deadline ? `; deadline ${input.deadline}` : ''}.`,
              target,
            },
          ],
    );
  });
  const [updated] = await selectTasks(db).where(eq(tasks.id, id));
  return toTaskJson(updated!);
}

/** The manager deletes a task of their department; its employee is told. */
export async function deleteTask(db: Db, principal: Principal, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockTask(tx, principal, id);
    await tx.delete(tasks).where(eq(tasks.id, id));
    await notify(tx, [
      {
        userId: row.employeeUserId,
        kind: 'task_changed',
        title: `Task removed: ${row.title}`,
        body: `${principal.name} deleted it from ${row.projectTitle}.`,
        target: { kind: 'task', id },
      },
    ]);
  });
}

export async function listMyTasks(db: Db, principal: Principal, status?: (typeof TASK_STATUSES)[number]) {
  const rows = await tasksListing(db, principal, 'mine', { status }).all();
  return rows.map(toTaskJson);
}

export async function setTaskStatus(db: Db, principal: Principal, id: string, status: (typeof TASK_STATUSES)[number]) {
  const [row] = await selectTasks(db).where(eq(tasks.id, id));
  if (!row) throw notFound(PROJECT_MSG.taskNotFound);
  if (row.employeeUserId !== principal.userId) throw forbidden('This task is assigned to somebody else.');
  await db.update(tasks).set({ status, updatedAt: new Date() }).where(eq(tasks.id, id));
  const [updated] = await selectTasks(db).where(eq(tasks.id, id));
  return toTaskJson(updated!);
}

/** Tasks not completed, for the employee summary's 'Working Tasks'. */
export async function countWorkingTasks(db: Db, principal: Principal, idOrUserId: string) {
  const person = await personVisibleTo(db, principal, idOrUserId, 'Employee not found.');
  const [row] = await db
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.employeeId, person.id), ne(tasks.status, 'completed')));
  return row?.n ?? 0;
}
