import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { errorBody } from '../../lib/errors.js';
import { findImage } from './images.service.js';

/** The origin a request comes from: its Origin header (CORS) or, for a plain <img>, its Referer. */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

const NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/i;

export async function uploadsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/uploads/:name', {
    config: { access: 'public' },
    schema: {
      tags: ['Images'],
      summary: 'A stored profile image (immutable: its name changes when the image does)',
      params: z.object({ name: z.string().max(200) }),
    },
    handler: async (request, reply) => {
      const id = NAME.exec(request.params.name)?.[1];
      const image = id ? await findImage(ctx.db, id.toLowerCase()) : null;
      if (!image) return reply.code(404).send(errorBody('Image not found.'));
      // A page on a listed origin may show the image (helmet's default keeps it same-origin).
      const from = originOf(request.headers.origin ?? request.headers.referer);
      reply.header('vary', 'Origin, Referer');
      if (from && ctx.config.CORS_ORIGINS.includes(from)) reply.header('cross-origin-resource-policy', 'cross-origin');
      reply
        .header('content-type', image.contentType)
        .header('etag', image.etag)
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.send(image.data);
    },
  });
}
