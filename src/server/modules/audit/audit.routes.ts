import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditApi as api } from '#shared/api/audit.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { route } from '../../lib/route.js';
import * as service from './audit.service.js';

/** The actor of an audited change: the signed-in principal, the request id and the caller's IP. */
export function actorOf(request: FastifyRequest): service.Actor {
  return { principal: principalOf(request), requestId: request.id, ip: request.ip ?? null };
}

export async function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.list, {
    access: ['admin'],
    handler: async ({ query }) => ({ success: true as const, ...(await service.listAudit(ctx.db, query)) }),
  });

  route(app, api.csv, {
    access: ['admin'],
    handler: async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="Audit_trail.csv"')
        .header('cache-control', 'no-store')
        .send(service.auditCsv(ctx.db, request.query)),
  });

  route(app, api.record, {
    access: 'signed-in',
    handler: async (request) => ({
      success: true as const,
      result: await service.recordHistory(ctx.db, principalOf(request), request.params.id),
    }),
  });
}
