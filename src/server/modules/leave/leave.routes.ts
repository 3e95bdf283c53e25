import type { FastifyInstance } from 'fastify';
import { leaveApi as api } from '#shared/api/leave.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { listAnswer } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import * as service from './leave.service.js';

export async function leaveRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.list, {
    access: ['admin', 'moderator'],
    handler: async ({ query }) => {
      return listAnswer(await service.listLeaves(ctx.db, query, ctx.cache));
    },
  });

  for (const [endpoint, status, message] of [
    [api.approve, 'Approved', LEAVE_MSG.approved],
    [api.reject, 'Rejected', LEAVE_MSG.rejected],
  ] as const) {
    route(app, endpoint, {
      access: ['admin', 'moderator'],
      handler: async (request) => ({
        success: true as const,
        message,
        result: await service.decideLeave(ctx.db, principalOf(request), request.params.id, status),
      }),
    });
  }

  route(app, api.person, {
    access: ['employee', 'admin', 'moderator'],
    handler: async (request) => ({
      success: true as const,
      leaves: await service.listPersonLeaves(ctx.db, principalOf(request), request.params.userId),
    }),
  });

  route(app, api.get, {
    access: ['employee', 'admin', 'moderator'],
    handler: async (request) => ({
      success: true as const,
      result: await service.getLeave(ctx.db, principalOf(request), request.params.id),
    }),
  });

  route(app, api.add, {
    access: ['employee', 'admin'],
    idempotent: true,
    handler: async (request) => ({
      success: true as const,
      message: LEAVE_MSG.submitted,
      result: await service.addLeave(ctx.db, principalOf(request), request.body),
    }),
  });

  route(app, api.edit, {
    access: ['employee'],
    handler: async (request) => ({
      success: true as const,
      message: LEAVE_MSG.updated,
      updateLeave: await service.editLeave(ctx.db, principalOf(request), request.params.id, request.body),
    }),
  });

  route(app, api.stats, {
    access: ['admin'],
    handler: () => ctx.cache.get('leaves:stats', () => service.leaveStats(ctx.db)),
  });
}
