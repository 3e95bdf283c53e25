import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TASK_STATUSES } from '../../../shared/constants.js';
import { PROJECT_MSG } from '../../../shared/messages/projects.js';
import {
  assignTaskSchema,
  projectInputSchema,
  projectJsonSchema,
  projectListQuerySchema,
  projectUpdateSchema,
  departmentTaskJsonSchema,
  taskJsonSchema,
  taskStatusSchema,
} from '../../../shared/schemas/projects.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import * as service from './projects.service.js';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id.' }) });
const projects = z.array(projectJsonSchema);
const runningQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() });
const running = z.object({ success: z.literal(true), message: z.string().optional(), projects, projectsCount: z.number() });

export async function projectsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Projects and tasks'];

  r.get('/api/projects/getAllProjects', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Projects (page, limit, search, status optional)',
      querystring: projectListQuerySchema,
      response: { 200: z.object({ success: z.literal(true), result: projects, total: z.number().optional() }) },
    },
    handler: async (request) => {
      const page = await service.listProjects(ctx.db, request.query);
      return { success: true as const, result: page.rows, ...(page.total !== undefined ? { total: page.total } : {}) };
    },
  });

  r.post('/api/projects/create', {
    config: { idempotent: true, access: ['admin'] },
    schema: {
      tags,
      summary: 'Create a project',
      body: projectInputSchema,
      response: { 201: z.object({ success: z.literal(true), message: z.string(), result: projectJsonSchema }) },
    },
    handler: async (request, reply) => {
      const result = await service.createProject(ctx.db, request.body);
      return reply.code(201).send({ success: true as const, message: PROJECT_MSG.added, result });
    },
  });

  r.get('/api/projects/getProject/:id', {
    config: { access: ['admin', 'manager'] },
    schema: { tags, summary: 'One project (manager: own department)', params: idParams },
    handler: async (request) => ({
      success: true,
      result: await service.getProject(ctx.db, principalOf(request), request.params.id),
    }),
  });

  r.put('/api/projects/:id', {
    config: { access: ['admin', 'manager'] },
    schema: {
      tags,
      summary: 'Update a project (manager: status only, own department)',
      params: idParams,
      body: projectUpdateSchema,
      response: { 200: z.object({ success: z.literal(true), message: z.string(), project: projectJsonSchema }) },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const project = await service.updateProject(ctx.db, principal, request.params.id, request.body);
      const statusOnly = Object.keys(request.body).every((key) => key === 'status');
      return { success: true as const, message: statusOnly ? PROJECT_MSG.statusChanged : PROJECT_MSG.updated, project };
    },
  });

  r.delete('/api/projects/:id', {
    config: { access: ['admin'] },
    schema: { tags, summary: 'Delete a project and its tasks', params: idParams },
    handler: async (request) => {
      await service.deleteProject(ctx.db, request.params.id);
      return { success: true, message: PROJECT_MSG.deleted };
    },
  });

  r.get('/api/projects/getInProgressProjects', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: "Running projects (status 'in progress'); `limit` returns only the first ones, with the full count",
      querystring: runningQuery,
      response: { 200: running },
    },
    handler: async (request) => ({
      success: true as const,
      message: 'Running projects',
      ...(await ctx.cache.get(`projects:running:${request.query.limit ?? ''}`, () =>
        service.listRunningProjects(ctx.db, undefined, request.query.limit),
      )),
    }),
  });

  r.get('/api/projects/runningProjectsByManager', {
    config: { access: ['manager'] },
    schema: { tags, summary: "Running projects of the manager's department", querystring: runningQuery, response: { 200: running } },
    handler: async (request) => ({
      success: true as const,
      ...(await service.listRunningProjects(ctx.db, principalOf(request).departmentId, request.query.limit)),
    }),
  });

  r.get('/api/projects/getBydepartment', {
    config: { access: ['manager'] },
    schema: {
      tags,
      summary: "Projects of the manager's department",
      response: { 200: z.object({ success: z.literal(true), result: projects }) },
    },
    handler: async (request) => ({
      success: true as const,
      result: await service.listDepartmentProjects(ctx.db, principalOf(request)),
    }),
  });

  r.get('/api/projects/getAllTasksByDepartment', {
    config: { access: ['manager'] },
    schema: {
      tags,
      summary: "Tasks of the manager's department (optionally of one project)",
      querystring: z.object({ project: z.uuid({ error: 'Invalid project id.' }).optional() }),
      response: { 200: z.object({ success: z.literal(true), result: z.array(departmentTaskJsonSchema) }) },
    },
    handler: async (request) => ({
      success: true as const,
      result: await service.listDepartmentTasks(ctx.db, principalOf(request), request.query.project),
    }),
  });

  r.post('/api/projects/:id/assign-task', {
    config: { idempotent: true, access: ['manager'] },
    schema: {
      tags,
      summary: 'Assign a task to an employee of the project’s department',
      params: idParams,
      body: assignTaskSchema,
      response: { 201: z.object({ success: z.literal(true), message: z.string(), task: taskJsonSchema }) },
    },
    handler: async (request, reply) => {
      const task = await service.assignTask(ctx.db, principalOf(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, message: PROJECT_MSG.taskCreated, task });
    },
  });

  r.delete('/api/projects/deleteTask/:id', {
    config: { access: ['manager'] },
    schema: { tags, summary: 'Delete a task of the own department', params: idParams },
    handler: async (request) => {
      await service.deleteTask(ctx.db, principalOf(request), request.params.id);
      return { success: true, message: PROJECT_MSG.taskDeleted };
    },
  });

  r.get('/api/tasks/my', {
    config: { access: ['employee', 'manager'] },
    schema: {
      tags,
      summary: 'The signed-in person’s tasks',
      querystring: z.object({ status: z.enum(TASK_STATUSES).optional() }),
      response: { 200: z.object({ success: z.literal(true), result: z.array(taskJsonSchema) }) },
    },
    handler: async (request) => ({
      success: true as const,
      result: await service.listMyTasks(ctx.db, principalOf(request), request.query.status),
    }),
  });

  r.put('/api/tasks/:id/status', {
    config: { access: ['employee', 'manager'] },
    schema: {
      tags,
      summary: 'Move an own task between pending, in progress and completed',
      params: idParams,
      body: taskStatusSchema,
      response: { 200: z.object({ success: z.literal(true), message: z.string(), task: taskJsonSchema }) },
    },
    handler: async (request) => ({
      success: true as const,
      message: PROJECT_MSG.statusChanged,
      task: await service.setTaskStatus(ctx.db, principalOf(request), request.params.id, request.body.status),
    }),
  });

  r.get('/api/tasks/employee/:userId', {
    config: { access: ['employee', 'manager', 'admin'] },
    schema: {
      tags,
      summary: 'How many tasks of an employee are not completed',
      params: z.object({ userId: z.uuid({ error: 'Invalid id.' }) }),
      response: { 200: z.object({ success: z.literal(true), count: z.number() }) },
    },
    handler: async (request) => ({
      success: true as const,
      count: await service.countWorkingTasks(ctx.db, principalOf(request), request.params.userId),
    }),
  });
}
