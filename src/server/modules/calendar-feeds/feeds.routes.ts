import type { FastifyInstance } from 'fastify';
import { calendarFeedsApi as api } from '#shared/api/calendar-feeds.js';
import { FEED_MSG } from '#shared/messages/calendar-feeds.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { route } from '../../lib/route.js';
import { leaveClock } from '../leave/index.js';
import * as service from './feeds.service.js';

const STAFF = ['employee', 'manager', 'moderator', 'admin'] as const;

export async function calendarFeedRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.list, {
    access: STAFF,
    handler: async (request) => ({
      success: true as const,
      result: await service.listFeeds(ctx.db, principalOf(request).userId),
    }),
  });

  route(app, api.create, {
    access: STAFF,
    idempotent: true,
    handler: async (request) => ({
      success: true as const,
      message: FEED_MSG.created,
      result: await service.createFeed(ctx.db, principalOf(request), request.body.kind, ctx.publicUrl),
    }),
  });

  route(app, api.revoke, {
    access: STAFF,
    handler: async (request) => {
      await service.revokeFeed(ctx.db, principalOf(request).userId, request.params.id);
      return { success: true as const, message: FEED_MSG.revoked };
    },
  });

  // Calendar apps poll without a session: the secret address is the key, and guesses are limited.
  route(app, api.feed, {
    access: 'public',
    rateLimit: { max: 120, timeWindow: '1 minute' },
    handler: async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(await service.feedCalendar(ctx.db, request.params.token, leaveClock(ctx))),
  });
}
