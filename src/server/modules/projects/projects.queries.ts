import { count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DepartmentTaskJson, ProjectJson, TaskJson } from '#shared/schemas/projects.js';
import type { Db } from '../../db/client.js';
import { joinPerson, personColumns } from '../../db/person.js';
import { departments, employees, projects, tasks, users } from '../../db/schema/index.js';

const managerEmployee = alias(employees, 'manager_employee');
const managerUser = alias(users, 'manager_user');

export function selectProjects(db: Db) {
  return db
    .select({
      id: projects.id,
      title: projects.title,
      startDate: projects.startDate,
      endDate: projects.endDate,
      status: projects.status,
      departmentId: departments.id,
      departmentName: departments.name,
      managerId: managerEmployee.id,
      managerName: managerUser.name,
    })
    .from(projects)
    .innerJoin(departments, eq(departments.id, projects.departmentId))
    .leftJoin(managerEmployee, eq(managerEmployee.id, departments.managerId))
    .leftJoin(managerUser, eq(managerUser.id, managerEmployee.userId));
}

/** The columns the projects list sorts by (its `sort` keys). */
export const PROJECT_SORT_COLUMNS = {
  title: projects.title,
  department: departments.name,
  manager: managerUser.name,
  start: projects.startDate,
  end: projects.endDate,
  status: projects.status,
};

/** Title, department or the department's manager contains the text (case-insensitive). */
export function projectSearch(pattern: string): SQL | undefined {
  return or(ilike(projects.title, pattern), ilike(departments.name, pattern), ilike(managerUser.name, pattern));
}

/** How many projects match, with the same joins as `selectProjects` so its filters apply. */
export async function countProjects(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(projects)
    .innerJoin(departments, eq(departments.id, projects.departmentId))
    .leftJoin(managerEmployee, eq(managerEmployee.id, departments.managerId))
    .leftJoin(managerUser, eq(managerUser.id, managerEmployee.userId))
    .where(where);
  return row?.total ?? 0;
}

type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number];

export function toProjectJson(row: ProjectRow): ProjectJson {
  return {
    _id: row.id,
    title: row.title,
    department: {
      _id: row.departmentId,
      dep_name: row.departmentName,
      manager: row.managerId && row.managerName ? { _id: row.managerId, emp_name: row.managerName } : null,
    },
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
  };
}

export function selectTasks(db: Db) {
  return joinPerson(
    db
      .select({
        id: tasks.id,
        projectId: projects.id,
        projectTitle: projects.title,
        departmentId: projects.departmentId,
        employeeId: personColumns.employeeId,
        employeeUserId: personColumns.userId,
        employeeName: personColumns.name,
        employeeEmail: users.email,
        title: tasks.title,
        description: tasks.description,
        deadline: tasks.deadline,
        status: tasks.status,
        createdAt: tasks.createdAt,
      })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .$dynamic(),
    tasks.employeeId,
  );
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

/** The department list's shape: the project as its id, its title beside it. */
export function toDepartmentTaskJson(row: TaskRow): DepartmentTaskJson {
  return { ...toTaskJson(row), project: row.projectId, projectTitle: row.projectTitle };
}

export function toTaskJson(row: TaskRow): TaskJson {
  return {
    _id: row.id,
    project: { _id: row.projectId, title: row.projectTitle },
    employee: { _id: row.employeeId, emp_name: row.employeeName, emp_email: row.employeeEmail },
    taskTitle: row.title,
    taskDescription: row.description,
    deadline: row.deadline,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
