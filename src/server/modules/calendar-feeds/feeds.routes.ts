import type { FastifyInstance } from 'fastify';
import { calendarFeedsApi as api } from '#shared/api/calendar-feeds.js';
import { MSG } from '#shared/messages.js';
import { FEED_MSG } from '#shared/messages/calendar-feeds.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { LoginThrottle } from '../../auth/login-throttle.js';
import { AppError } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import { leaveClock } from '../leave/index.js';
import * as service from './feeds.service.js';

const STAFF = ['employee', 'manager', 'moderator', 'admin'] as const;
/** Unknown feed addresses one client address may ask for before it waits. */
export const FEED_GUESSES = { max: 20, windowMs: 15 * 60_000 } as const;

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

  // Calendar apps poll without a session: the secret address is the key. Each feed has a budget
  // of its own (another feed's polling never holds it up); guesses — tokens no feed ever had — are
  // counted per client address, and past the limit that address, and only it, waits.
  const guesses = new LoginThrottle(ctx.db, FEED_GUESSES.max, FEED_GUESSES.windowMs);
  route(app, api.feed, {
    access: 'public',
    rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: (request) => request.url },
    handler: async (request, reply) => {
      const key = ['feed-guess', request.ip] as const;
      const wait = await guesses.secondsBlocked(key);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError(429, MSG.tooManyRequests);
      }
      const calendar = await service.feedCalendar(ctx.db, request.params.token, leaveClock(ctx), () =>
        guesses.recordFailure(key),
      );
      // Kept a minute at most, and only by the subscriber: a revoked feed stops within that.
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=60')
        .send(calendar);
    },
  });
}
