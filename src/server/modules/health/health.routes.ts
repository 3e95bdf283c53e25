import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['Service'],
      summary: 'Liveness and database reachability',
      response: {
        200: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
        503: z.object({ status: z.literal('error'), db: z.literal('unreachable') }),
      },
    },
    handler: async (_request, reply) => {
      try {
        await ctx.database.ping();
        return { status: 'ok' as const, db: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'error' as const, db: 'unreachable' as const });
      }
    },
  });
}
