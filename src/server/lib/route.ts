import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteGenericInterface } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { EndpointSpec, HandlerResultOf } from '#shared/api/endpoint.js';
import { apiErrorSchema } from '#shared/api/envelope.js';
import type { Access } from '../auth/access.js';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler sees: params, query and body as the endpoint's schemas parsed them. */
export interface RouteOf<E extends EndpointSpec> extends RouteGenericInterface {
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  /** A multipart form is read by the handler itself (lib/form.ts). */
  Body: E['multipart'] extends true ? unknown : Out<E['body']>;
}

export interface RouteOptions<E extends EndpointSpec> {
  /** Who may call it (checked by auth/access.ts before the handler runs). */
  access: Access;
  /** A create: the same Idempotency-Key from the same user returns the first answer (lib/idempotency.ts). */
  idempotent?: boolean;
  /** A tighter request limit than the app's (@fastify/rate-limit), for public routes: per client address unless keyed otherwise. */
  rateLimit?: { max: number; timeWindow: string; keyGenerator?: (request: FastifyRequest) => string };
  /** A larger body than the app's limit (an import file sent as text), in bytes. */
  bodyLimit?: number;
  /**
   * Returns the success body; the status is the endpoint's 201 when it has one, else 200. A handler
   * that answers otherwise sends through `reply` and returns it.
   */
  handler: (request: FastifyRequest<RouteOf<E>>, reply: FastifyReply) => Promise<HandlerResultOf<E> | FastifyReply>;
}

const MULTIPART = ['multipart/form-data', 'application/json'];

/** Registers the route an endpoint describes: its path, schemas, responses and access. */
export function route<E extends EndpointSpec>(app: FastifyInstance, endpoint: E, options: RouteOptions<E>): void {
  const status = 201 in endpoint.responses && !(200 in endpoint.responses) ? 201 : 200;
  const schema: FastifySchema = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: MULTIPART } : {}),
    response: { ...endpoint.responses, '4xx': apiErrorSchema, 503: apiErrorSchema },
  };
  app.route<RouteOf<E>>({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: options.access,
      ...(options.idempotent ? { idempotent: true } : {}),
      ...(endpoint.reads ? { reads: endpoint.reads } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    schema,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // A multipart body is read and checked by the handler; its schema is there for the document.
    ...(endpoint.multipart
      ? {
          validatorCompiler: (req: FastifyRouteSchemaDef<FastifySchema>) =>
            req.httpPart === 'body'
              ? (data: unknown) => ({ value: data })
              : validatorCompiler(req as unknown as Parameters<typeof validatorCompiler>[0]),
        }
      : {}),
    handler: async (request, reply) => {
      const result = await options.handler(request, reply);
      // A reply is a thenable: the handler that sent through it and returned it resolves only
      // once the answer has ended (a streamed file: when the download finishes or the client
      // leaves), with undefined. Either way it has answered; sending again would be an error.
      if (result === reply || reply.raw.headersSent) return reply;
      return reply.code(status).send(result);
    },
  });
}
