import type { FastifyInstance } from 'fastify';
import { projectsApi as api } from '#shared/api/projects.js';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { listAnswer } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import * as figures from '../dashboard/figures.js';
import * as service from './projects.service.js';

export async function projectsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.list, {
    access: ['admin'],
    handler: async ({ query }) => {
      return listAnswer(await service.listProjects(ctx.db, query));
    },
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
