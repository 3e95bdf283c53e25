import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationsApi as api } from '#shared/api/notifications.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { route } from '../../lib/route.js';
import * as service from './notifications.service.js';

const HEARTBEAT_MS = 25_000;

export async function notificationsRoutes(app: FastifyInstance, ctx: AppContext) {
  inboxRoutes(app, ctx);
  streamRoute(app, ctx);
}

/** The bell's list: the latest notifications with the unread count, and marking them read. */
function inboxRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.list, {
    access: 'signed-in',
    handler: async (request) => {
      const { userId } = principalOf(request);
      const [result, count] = await Promise.all([
        service.listNotifications(ctx.db, userId, request.query.limit, request.query.before),
        service.unreadCount(ctx.db, userId),
      ]);
      return { success: true as const, unread: count, result };
    },
  });

  route(app, api.readAll, {
    access: 'signed-in',
    handler: async (request) => ({
      success: true as const,
      unread: await service.markAllRead(ctx.db, principalOf(request).userId),
    }),
  });

  route(app, api.read, {
    access: 'signed-in',
    handler: async (request) => ({
      success: true as const,
      unread: await service.markRead(ctx.db, principalOf(request).userId, request.params.id),
    }),
  });
}

/**
 * The live stream of notifications (server-sent events). It answers with events, not one body:
 * registered by hand from its description.
 */
function streamRoute(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const streams = new Set<ServerResponse>();

  // Open event streams would hold a graceful shutdown forever: end them first.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
    streams.clear();
  });

  r.get(api.stream.path, {
    config: { access: 'signed-in' },
    schema: {
      tags: [...api.stream.tags],
      summary: api.stream.summary,
      querystring: api.stream.query,
      response: { 200: api.stream.responses[200] },
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
