import type { FastifyInstance } from 'fastify';
import { announcementsApi as api } from '#shared/api/announcements.js';
import { ANNOUNCEMENT_MSG } from '#shared/messages/announcements.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { route } from '../../lib/route.js';
import * as service from './announcements.service.js';

export async function announcementsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.all, {
    access: ['admin'],
    handler: async ({ query }) => ({
      success: true as const,
      announcements: await service.listAll(ctx.db, query.skip, query.limit),
    }),
  });

  route(app, api.send, {
    access: ['admin'],
    idempotent: true,
    handler: async (request) => ({
      success: true as const,
      message: ANNOUNCEMENT_MSG.sent,
      announcement: await service.createAdminAnnouncement(ctx.db, principalOf(request), request.body),
    }),
  });

  route(app, api.sent, {
    access: ['manager'],
    handler: async (request) => ({
      success: true as const,
      announcements: await service.listSentBy(ctx.db, principalOf(request), request.query.skip, request.query.limit),
    }),
  });

  route(app, api.sendToDepartment, {
    access: ['manager'],
    idempotent: true,
    handler: async (request) => ({
      success: true as const,
      message: ANNOUNCEMENT_MSG.sent,
      announcement: await service.createManagerAnnouncement(ctx.db, principalOf(request), request.body),
    }),
  });

  route(app, api.inbox, {
    access: 'signed-in',
    handler: async (request) => ({
      success: true as const,
      announcements: await service.listInbox(ctx.db, principalOf(request), request.query.skip, request.query.limit),
    }),
  });

  route(app, api.remove, {
    access: ['admin', 'manager'],
    handler: async (request) => {
      await service.deleteAnnouncement(ctx.db, principalOf(request), request.params.id);
      return { success: true as const, message: ANNOUNCEMENT_MSG.deleted };
    },
  });
}
