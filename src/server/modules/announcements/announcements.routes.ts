import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANNOUNCEMENT_MSG } from '../../../shared/messages/announcements.js';
import {
  adminAnnouncementSchema,
  announcementJsonSchema,
  announcementPageSchema,
  managerAnnouncementSchema,
} from '../../../shared/schemas/announcements.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import * as service from './announcements.service.js';

const list = z.object({ success: z.literal(true), announcements: z.array(announcementJsonSchema) });
const created = z.object({ success: z.literal(true), message: z.string(), announcement: announcementJsonSchema });

export async function announcementsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Announcements'];

  r.get('/api/annoucement/admin', {
    config: { access: ['admin'] },
    schema: { tags, summary: 'Every announcement, newest first (skip, limit)', querystring: announcementPageSchema, response: { 200: list } },
    handler: async (request) => ({
      success: true as const,
      announcements: await service.listAll(ctx.db, request.query.skip, request.query.limit),
    }),
  });

  r.post('/api/annoucement', {
    config: { idempotent: true, access: ['admin'] },
    schema: { tags, summary: 'Send an announcement to all, employees, managers or one employee', body: adminAnnouncementSchema, response: { 201: created } },
    handler: async (request, reply) => {
      const announcement = await service.createAdminAnnouncement(ctx.db, principalOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: ANNOUNCEMENT_MSG.sent, announcement });
    },
  });

  r.get('/api/annoucement/manager', {
    config: { access: ['manager'] },
    schema: { tags, summary: 'Announcements the manager sent (skip, limit)', querystring: announcementPageSchema, response: { 200: list } },
    handler: async (request) => ({
      success: true as const,
      announcements: await service.listSentBy(ctx.db, principalOf(request), request.query.skip, request.query.limit),
    }),
  });

  r.post('/api/annoucement/manager', {
    config: { idempotent: true, access: ['manager'] },
    schema: { tags, summary: "Send to the own department's employees or one of them", body: managerAnnouncementSchema, response: { 201: created } },
    handler: async (request, reply) => {
      const announcement = await service.createManagerAnnouncement(ctx.db, principalOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: ANNOUNCEMENT_MSG.sent, announcement });
    },
  });

  r.get('/api/annoucement/inbox', {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'Announcements the caller received, newest first (skip, limit)', querystring: announcementPageSchema, response: { 200: list } },
    handler: async (request) => ({
      success: true as const,
      announcements: await service.listInbox(ctx.db, principalOf(request), request.query.skip, request.query.limit),
    }),
  });

  r.delete('/api/annoucement/:id', {
    config: { access: ['admin', 'manager'] },
    schema: { tags, summary: 'Delete an announcement (manager: own)', params: z.object({ id: z.uuid({ error: 'Invalid announcement id.' }) }) },
    handler: async (request) => {
      await service.deleteAnnouncement(ctx.db, principalOf(request), request.params.id);
      return { success: true, message: ANNOUNCEMENT_MSG.deleted };
    },
  });
}
