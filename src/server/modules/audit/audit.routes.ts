import type { FastifyInstance, FastifyReply } from 'fastify';
import { todayIn } from '#shared/dates.js';
import type { AuditQuery } from '#shared/schemas/audit.js';
import type { ExportFormat } from '#shared/schemas/export.js';
import { sendExport } from '../../lib/export.js';
import { auditApi as api } from '#shared/api/audit.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { route } from '../../lib/route.js';
import { verifyAuditTrail } from './audit-chain.js';
import * as service from './audit.service.js';

export async function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.list, {
    access: ['admin'],
    handler: async ({ query }) => ({ success: true as const, ...(await service.listAudit(ctx.db, query)) }),
  });

  // The export, at its address and at the audit CSV's first one.
  const exportTrail = async (
    query: Omit<AuditQuery, 'page' | 'limit'> & { format: ExportFormat },
    reply: FastifyReply,
  ) => {
    service.checkDateRange(query);
    return sendExport(reply, query.format, {
      title: 'Audit trail',
      day: todayIn(ctx.config.ORG_TIMEZONE),
      columns: service.AUDIT_COLUMNS,
      rows: service.auditStretches(ctx.db, query),
    });
  };
  route(app, api.export, { access: ['admin'], handler: ({ query }, reply) => exportTrail(query, reply) });
  route(app, api.csv, { access: ['admin'], handler: ({ query }, reply) => exportTrail(query, reply) });

  route(app, api.verify, {
    access: ['admin'],
    handler: async () => ({ success: true as const, result: await verifyAuditTrail(ctx.db) }),
  });

  route(app, api.record, {
    access: 'signed-in',
    handler: async (request) => ({
      success: true as const,
      result: await service.recordHistory(ctx.db, principalOf(request), request.params.id),
    }),
  });
}
