import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEPARTMENT_MSG } from '../../../shared/messages/departments.js';
import {
  departmentInputSchema,
  departmentJsonSchema,
  departmentListQuerySchema,
} from '../../../shared/schemas/departments.js';
import type { AppContext } from '../../app-context.js';
import * as service from './departments.service.js';

const idParams = z.object({ id: z.uuid({ error: 'Invalid department id.' }) });
const one = z.object({ success: z.literal(true), message: z.string(), result: departmentJsonSchema });

export async function departmentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Departments'];

  r.get('/api/department/getAllDep', {
    config: { access: ['admin', 'manager', 'employee'] },
    schema: {
      tags,
      summary: 'Departments with manager and head count (page, limit, search optional)',
      querystring: departmentListQuerySchema,
      response: {
        200: z.object({ success: z.literal(true), result: z.array(departmentJsonSchema), total: z.number().optional() }),
      },
    },
    handler: async (request) => {
      const { query } = request;
      // The whole list (forms, dashboards) is shared by everyone; searches are not kept.
      const page = query.search
        ? await service.listDepartments(ctx.db, query)
        : await ctx.cache.get(`departments:${query.page ?? ''}:${query.limit ?? ''}`, () => service.listDepartments(ctx.db, query));
      return { success: true as const, result: page.rows, ...(page.total !== undefined ? { total: page.total } : {}) };
    },
  });

  r.get('/api/department/getCountDep', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'How many departments there are',
      response: { 200: z.object({ success: z.literal(true), message: z.string(), countDep: z.number() }) },
    },
    handler: async () => ({ success: true as const, message: 'Department count', countDep: await ctx.cache.get('departments:count', () => service.countDepartments(ctx.db)) }),
  });

  r.get('/api/department/distribution', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Employees per department',
      response: { 200: z.array(z.object({ name: z.string(), value: z.number() })) },
    },
    handler: async () => ctx.cache.get('departments:distribution', () => service.distribution(ctx.db)),
  });

  r.post('/api/department/add', {
    config: { access: ['admin'] },
    schema: { tags, summary: 'Add a department', body: departmentInputSchema, response: { 201: one } },
    handler: async (request, reply) => {
      const result = await service.addDepartment(ctx.db, request.body);
      return reply.code(201).send({ success: true as const, message: DEPARTMENT_MSG.added, result });
    },
  });

  r.get('/api/department/getSingleDep/:id', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'One department',
      params: idParams,
      response: { 200: z.object({ success: z.literal(true), result: departmentJsonSchema }) },
    },
    handler: async (request) => ({ success: true as const, result: await service.getDepartment(ctx.db, request.params.id) }),
  });

  r.put('/api/department/updateDep/:id', {
    config: { access: ['admin'] },
    schema: { tags, summary: 'Update a department', params: idParams, body: departmentInputSchema, response: { 200: one } },
    handler: async (request) => ({
      success: true as const,
      message: DEPARTMENT_MSG.updated,
      result: await service.updateDepartment(ctx.db, request.params.id, request.body),
    }),
  });

  r.delete('/api/department/deleteDep/:id', {
    config: { access: ['admin'] },
    schema: { tags, summary: 'Delete an empty department (409 while people or projects belong to it)', params: idParams },
    handler: async (request) => ({
      success: true,
      message: DEPARTMENT_MSG.deleted,
      result: await service.deleteDepartment(ctx.db, request.params.id),
    }),
  });
}
