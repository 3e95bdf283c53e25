import type { FastifyInstance } from 'fastify';
import { announcementsApi as api } from '#shared/api/announcements.js';
import { ANNOUNCEMENT_MSG } from '#shared/messages/announcements.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { todayIn } from '#shared/dates.js';
import type { AnnouncementJson } from '#shared/schemas/announcements.js';
import { chunksOf, type ExportColumn, sendExport } from '../../lib/export.js';
import { route } from '../../lib/route.js';
import * as service from './announcements.service.js';

const COLUMNS: readonly ExportColumn<AnnouncementJson>[] = [
  { header: 'Sent', value: (a) => a.createdAt, kind: 'datetime', width: 20 },
  { header: 'From', value: (a) => a.sender?.emp_name, width: 24 },
  { header: 'Sender', value: (a) => a.senderType, width: 10 },
  { header: 'To', value: recipientsOf, width: 28 },
  { header: 'Message', value: (a) => a.message, width: 60 },
];

/** Who an announcement went to, in words. */
function recipientsOf(a: AnnouncementJson): string {
  if (a.type === 'selected') return a.selectedEmployee?.emp_name ?? 'Selected employee';
  if (a.type === 'employees') return a.department ? `Employees of ${a.department.dep_name}` : 'Employees';
  return a.type === 'managers' ? 'Managers' : 'Everyone';
}

export async function announcementsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.all, {
    access: ['admin'],
    handler: async (request) => ({
      success: true as const,
      announcements: await service.listAll(ctx.db, principalOf(request), request.query.skip, request.query.limit),
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

  route(app, api.export, {
    access: 'signed-in',
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const feed = request.query.feed ?? service.defaultFeed(principal);
      service.assertFeed(principal, feed);
      return sendExport(reply, request.query.format, {
        title: 'Announcements',
        day: todayIn(ctx.config.ORG_TIMEZONE),
        columns: COLUMNS,
        rows: chunksOf((limit, offset) => service.feedPage(ctx.db, principal, feed, offset, limit)),
      });
    },
  });

  route(app, api.remove, {
    access: ['admin', 'manager'],
    handler: async (request) => {
      await service.deleteAnnouncement(ctx.db, principalOf(request), request.params.id);
      return { success: true as const, message: ANNOUNCEMENT_MSG.deleted };
    },
  });
}
