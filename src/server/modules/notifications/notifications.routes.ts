import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../../shared/constants.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import * as service from './notifications.service.js';

const HEARTBEAT_MS = 25_000;
const notificationJson = z.object({
  _id: z.string(),
  seq: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
const unread = z.object({ success: z.literal(true), unread: z.number() });

export async function notificationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Notifications'];
  const streams = new Set<ServerResponse>();

  // Open event streams would hold a graceful shutdown forever: end them first.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
    streams.clear();
  });

  r.get('/api/notifications', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Own notifications, newest first, with the unread count',
      querystring: z.object({
        limit: z.coerce.number().int().min(1).max(100).default(20),
        before: z.coerce.number().int().min(1).optional(),
      }),
      response: { 200: z.object({ success: z.literal(true), unread: z.number(), result: z.array(notificationJson) }) },
    },
    handler: async (request) => {
      const { userId } = principalOf(request);
      const [result, count] = await Promise.all([
        service.listNotifications(ctx.db, userId, request.query.limit, request.query.before),
        service.unreadCount(ctx.db, userId),
      ]);
      return { success: true as const, unread: count, result };
    },
  });

  r.post('/api/notifications/read-all', {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'Mark every own notification read', response: { 200: unread } },
    handler: async (request) => ({
      success: true as const,
      unread: await service.markAllRead(ctx.db, principalOf(request).userId),
    }),
  });

  r.post('/api/notifications/:id/read', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Mark one own notification read',
      params: z.object({ id: z.uuid({ error: 'Invalid notification id.' }) }),
      response: { 200: unread },
    },
    handler: async (request) => ({
      success: true as const,
      unread: await service.markRead(ctx.db, principalOf(request).userId, request.params.id),
    }),
  });

  r.get('/api/notifications/stream', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Server-Sent Events: `notification` events (id = sequence; send Last-Event-ID to resume)',
      querystring: z.object({ lastEventId: z.coerce.number().int().min(0).optional() }),
    },
    handler: async (request, reply) => {
      const { userId, sessionId, sessionExpiresAt } = principalOf(request);
      const header = Number(request.headers['last-event-id']);
      const resumeFrom = Number.isInteger(header) && header >= 0 ? header : request.query.lastEventId;
      const lastSeq = resumeFrom ?? (await service.latestSeq(ctx.db, userId));

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no', // nginx: do not buffer the stream
        'x-content-type-options': 'nosniff',
      });
      raw.write('retry: 3000\n\n');
      streams.add(raw);
      const remove = ctx.hub.add({
        userId,
        lastSeq,
        send(notification) {
          raw.write(`id: ${notification.seq}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`);
        },
      });
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      // The stream lives no longer than its session: it ends when the session is revoked or its
      // user changes (signalled by the database), and at the session's end or the stream's
      // maximum lifetime, whichever comes first; the browser then reconnects and is checked anew.
      const end = () => raw.end();
      const unwatch = ctx.sessionEvents.watch(sessionId, userId, end);
      const lifetime = Math.min(ctx.config.STREAM_MAX_MINUTES * 60_000, sessionExpiresAt.getTime() - Date.now());
      const expiry = setTimeout(end, Math.max(lifetime, 0));
      expiry.unref();
      const cleanUp = () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unwatch();
        remove();
        streams.delete(raw);
      };
      request.raw.on('close', cleanUp);
      raw.on('close', cleanUp);
    },
  });
}
