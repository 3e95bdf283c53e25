import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/api/envelope.js';
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

/** What a stored image is served as: every profile photo is stored as a 256×256 WebP (images.service.ts). */
export const IMAGE_TYPES = ['image/webp'] as const;

/** A response of the document that is not JSON: its content types, each with its schema (the body is sent as it is). */
interface FileResponse {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

const imageResponse: FileResponse = {
  description:
    'The image itself, as binary, with a strong ETag and `Cache-Control: public, max-age=31536000, immutable`. ' +
    'A request whose If-None-Match names that ETag gets 304 Not Modified, with no body.',
  content: Object.fromEntries(
    IMAGE_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary', description: 'The image file' }) }]),
  ),
};

export async function uploadsRoutes(app: FastifyInstance, ctx: AppContext) {
  // Typed by hand, not from the schema: the answer is the image's bytes (or a 304 without any),
  // which the document describes and nothing serializes.
  app.get<{ Params: { name: string } }>('/uploads/:name', {
    config: { access: 'public' },
    schema: {
      tags: ['Images'],
      summary: 'A stored profile image (immutable: its name changes when the image does)',
      params: z.object({ name: z.string().max(200) }),
      response: { 200: imageResponse, 404: apiErrorSchema },
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
