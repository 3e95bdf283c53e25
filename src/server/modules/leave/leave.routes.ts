import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAVE_MSG } from '../../../shared/messages/leave.js';
import { leaveInputSchema, leaveJsonSchema, leaveListQuerySchema } from '../../../shared/schemas/leave.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import * as service from './leave.service.js';

const idParams = z.object({ id: z.uuid({ error: 'Invalid leave id.' }) });
const one = z.object({ success: z.literal(true), message: z.string(), result: leaveJsonSchema });

export async function leaveRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Leave'];

  r.get('/api/leave/getAllleaves', {
    config: { access: ['admin', 'moderator'] },
    schema: {
      tags,
      summary: 'Leaves, newest first (status, page, limit, search optional)',
      querystring: leaveListQuerySchema,
      response: { 200: z.object({ success: z.literal(true), result: z.array(leaveJsonSchema), total: z.number().optional() }) },
    },
    handler: async (request) => {
      const page = await service.listLeaves(ctx.db, request.query, ctx.cache);
      return { success: true as const, result: page.rows, ...(page.total !== undefined ? { total: page.total } : {}) };
    },
  });

  for (const [path, status, message] of [
    ['/api/leave/approveLeave/:id', 'Approved', LEAVE_MSG.approved],
    ['/api/leave/rejectLeave/:id', 'Rejected', LEAVE_MSG.rejected],
  ] as const) {
    r.put(path, {
      config: { access: ['admin', 'moderator'] },
      schema: { tags, summary: `${status === 'Approved' ? 'Approve' : 'Reject'} a pending leave`, params: idParams, response: { 200: one } },
      handler: async (request) => ({
        success: true as const,
        message,
        result: await service.decideLeave(ctx.db, principalOf(request), request.params.id, status),
      }),
    });
  }

  r.get('/api/leave/getLeave/:userId', {
    config: { access: ['employee', 'admin', 'moderator'] },
    schema: {
      tags,
      summary: "A person's leaves (employee: their own)",
      params: z.object({ userId: z.uuid({ error: 'Invalid id.' }) }),
      response: { 200: z.object({ success: z.literal(true), leaves: z.array(leaveJsonSchema) }) },
    },
    handler: async (request) => ({
      success: true as const,
      leaves: await service.listPersonLeaves(ctx.db, principalOf(request), request.params.userId),
    }),
  });

  r.get('/api/leave/getLeaveById/:id', {
    config: { access: ['employee', 'admin', 'moderator'] },
    schema: { tags, summary: 'One leave (employee: their own)', params: idParams, response: { 200: z.object({ success: z.literal(true), result: leaveJsonSchema }) } },
    handler: async (request) => ({ success: true as const, result: await service.getLeave(ctx.db, principalOf(request), request.params.id) }),
  });

  r.post('/api/leave/addLeave', {
    config: { idempotent: true, access: ['employee', 'admin'] },
    schema: {
      tags,
      summary: 'Request a leave (admin: record one for any employee, `userId` required)',
      body: leaveInputSchema,
      response: { 201: one },
    },
    handler: async (request, reply) => {
      const result = await service.addLeave(ctx.db, principalOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: LEAVE_MSG.submitted, result });
    },
  });

  r.put('/api/leave/editLeave/:id', {
    config: { access: ['employee'] },
    schema: {
      tags,
      summary: 'Edit an own pending leave',
      params: idParams,
      body: leaveInputSchema,
      response: { 200: z.object({ success: z.literal(true), message: z.string(), updateLeave: leaveJsonSchema }) },
    },
    handler: async (request) => ({
      success: true as const,
      message: LEAVE_MSG.updated,
      updateLeave: await service.editLeave(ctx.db, principalOf(request), request.params.id, request.body),
    }),
  });

  r.get('/api/leave/stats', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Leave totals by status',
      response: {
        200: z.object({
          totalLeaves: z.number(),
          statusBreakdown: z.array(z.object({ name: z.enum(['Approved', 'Pending', 'Rejected']), value: z.number() })),
        }),
      },
    },
    handler: async () => ctx.cache.get('leaves:stats', () => service.leaveStats(ctx.db)),
  });
}
