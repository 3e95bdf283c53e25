import type { FastifyInstance } from 'fastify';
import { projectsApi as api } from '#shared/api/projects.js';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { todayIn } from '#shared/dates.js';
import type { ProjectJson, TaskJson } from '#shared/schemas/projects.js';
import { chunksOf, type ExportColumn, sendExport } from '../../lib/export.js';
import { listAnswer, mapListing } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import { toTaskJson } from './projects.queries.js';
import * as figures from './projects.figures.js';
import * as service from './projects.service.js';

const PROJECT_COLUMNS: readonly ExportColumn<ProjectJson>[] = [
  { header: 'Project', value: (p) => p.title, width: 30 },
  { header: 'Department', value: (p) => p.department.dep_name, width: 20 },
  { header: 'Manager', value: (p) => p.department.manager?.emp_name, width: 24 },
  { header: 'Start Date', value: (p) => p.startDate, kind: 'date', width: 12 },
  { header: 'End Date', value: (p) => p.endDate, kind: 'date', width: 12 },
  { header: 'Status', value: (p) => p.status, width: 12 },
];

const TASK_COLUMNS: readonly ExportColumn<TaskJson>[] = [
  { header: 'Task', value: (t) => t.taskTitle, width: 30 },
  { header: 'Description', value: (t) => t.taskDescription, width: 40 },
  { header: 'Project', value: (t) => t.project.title, width: 24 },
  { header: 'Employee', value: (t) => t.employee.emp_name, width: 24 },
  { header: 'Email', value: (t) => t.employee.emp_email, width: 28 },
  { header: 'Deadline', value: (t) => t.deadline, kind: 'date', width: 12 },
  { header: 'Status', value: (t) => t.status, width: 12 },
  { header: 'Assigned', value: (t) => t.createdAt, kind: 'datetime', width: 20 },
];

export async function projectsRoutes(app: FastifyInstance, ctx: AppContext) {
  projectRoutes(app, ctx);
  taskRoutes(app, ctx);
}

/** Projects: the lists and exports, one project, and its changes. */
function projectRoutes(app: FastifyInstance, ctx: AppContext) {
  const today = () => todayIn(ctx.config.ORG_TIMEZONE);

  route(app, api.list, {
    access: ['admin'],
    handler: async (request) => {
      return listAnswer(await service.listProjects(ctx.db, principalOf(request), request.query));
    },
  });

  route(app, api.export, {
    access: ['admin', 'manager'],
    handler: async (request, reply) =>
      sendExport(reply, request.query.format, {
        title: 'Projects',
        day: today(),
        columns: PROJECT_COLUMNS,
        rows: chunksOf(service.projectsListing(ctx.db, principalOf(request), request.query).page),
      }),
  });

  route(app, api.create, {
    access: ['admin'],
    idempotent: true,
    handler: async ({ body }) => ({
      success: true as const,
      message: PROJECT_MSG.added,
      result: await service.createProject(ctx.db, body),
    }),
  });

  route(app, api.get, {
    access: ['admin', 'manager'],
    handler: async (request) => ({
      success: true as const,
      result: await service.getProject(ctx.db, principalOf(request), request.params.id),
    }),
  });

  route(app, api.update, {
    access: ['admin', 'manager'],
    handler: async (request) => {
      const project = await service.updateProject(ctx.db, principalOf(request), request.params.id, request.body);
      const statusOnly = Object.keys(request.body).every((key) => key === 'status');
      return { success: true as const, message: statusOnly ? PROJECT_MSG.statusChanged : PROJECT_MSG.updated, project };
    },
  });

  route(app, api.remove, {
    access: ['admin'],
    handler: async ({ params }) => {
      await service.deleteProject(ctx.db, params.id);
      return { success: true as const, message: PROJECT_MSG.deleted };
    },
  });

  route(app, api.running, {
    access: ['admin'],
    handler: ({ query }) => figures.runningProjects(ctx, query.limit),
  });

  route(app, api.runningInDepartment, {
    access: ['manager'],
    handler: async (request) => ({
      success: true as const,
      ...(await service.listRunningProjects(ctx.db, principalOf(request).departmentId, request.query.limit)),
    }),
  });

  route(app, api.departmentProjects, {
    access: ['manager'],
    handler: async (request) => ({
      success: true as const,
      result: await service.listDepartmentProjects(ctx.db, principalOf(request)),
    }),
  });
}

/** Tasks: a department's and one's own, given, changed and moved along. */
function taskRoutes(app: FastifyInstance, ctx: AppContext) {
  const today = () => todayIn(ctx.config.ORG_TIMEZONE);

  // A manager's tasks list is their department's; an employee's, their own.
  route(app, api.exportTasks, {
    access: ['manager', 'employee'],
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const view = principal.role === 'manager' ? 'department' : 'mine';
      const listing = mapListing(service.tasksListing(ctx.db, principal, view, request.query), toTaskJson);
      return sendExport(reply, request.query.format, {
        title: 'Tasks',
        day: today(),
        columns: TASK_COLUMNS,
        rows: chunksOf(listing.page),
      });
    },
  });

  route(app, api.departmentTasks, {
    access: ['manager'],
    handler: async (request) => ({
      success: true as const,
      result: await service.listDepartmentTasks(ctx.db, principalOf(request), request.query.project),
    }),
  });

  route(app, api.assignTask, {
    access: ['manager'],
    idempotent: true,
    handler: async (request) => ({
      success: true as const,
      message: PROJECT_MSG.taskCreated,
      task: await service.assignTask(ctx.db, principalOf(request), request.params.id, request.body),
    }),
  });

  route(app, api.updateTask, {
    access: ['manager'],
    handler: async (request) => ({
      success: true as const,
      message: PROJECT_MSG.taskUpdated,
      task: await service.updateTask(ctx.db, principalOf(request), request.params.id, request.body),
    }),
  });

  route(app, api.deleteTask, {
    access: ['manager'],
    handler: async (request) => {
      await service.deleteTask(ctx.db, principalOf(request), request.params.id);
      return { success: true as const, message: PROJECT_MSG.taskDeleted };
    },
  });

  route(app, api.myTasks, {
    access: ['employee', 'manager'],
    handler: async (request) => ({
      success: true as const,
      result: await service.listMyTasks(ctx.db, principalOf(request), request.query.status),
    }),
  });

  route(app, api.setTaskStatus, {
    access: ['employee', 'manager'],
    handler: async (request) => ({
      success: true as const,
      message: PROJECT_MSG.statusChanged,
      task: await service.setTaskStatus(ctx.db, principalOf(request), request.params.id, request.body.status),
    }),
  });

  route(app, api.workingTasks, {
    access: ['employee', 'manager', 'admin'],
    handler: async (request) => ({
      success: true as const,
      count: await service.countWorkingTasks(ctx.db, principalOf(request), request.params.userId),
    }),
  });
}
