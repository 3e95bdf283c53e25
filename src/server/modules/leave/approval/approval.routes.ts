import type { FastifyInstance } from 'fastify';
import { leaveApprovalApi as api } from '#shared/api/leave-approval.js';
import { APPROVAL_MSG } from '#shared/messages/leave-approval.js';
import type { AppContext } from '#server/app-context.js';
import { principalOf } from '#server/auth/access.js';
import { todayIn } from '#shared/dates.js';
import { chunksOf, sendExport } from '#server/lib/export.js';
import { listAnswer } from '#server/lib/paging.js';
import { route } from '#server/lib/route.js';
import { actorOf } from '#server/auth/actor.js';
import { getEscalation, setEscalation } from './approval-escalation.js';
import * as service from './approval.service.js';
import { LEAVE_COLUMNS } from '../requests/requests.exports.js';

const STAFF = ['employee', 'manager', 'moderator', 'admin'] as const;

export async function leaveApprovalRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.steps, {
    access: STAFF,
    handler: async (request) => ({
      success: true as const,
      result: await service.stepsOf(ctx.db, principalOf(request), request.params.id),
    }),
  });

  // Anyone may be named a deputy, so anyone staff has a queue (often empty).
  route(app, api.requests, {
    access: STAFF,
    handler: async (request) => listAnswer(await service.approvalRequests(ctx.db, principalOf(request), request.query)),
  });

  route(app, api.exportRequests, {
    access: STAFF,
    handler: async (request, reply) =>
      sendExport(reply, request.query.format, {
        title: 'Leave requests',
        day: todayIn(ctx.config.ORG_TIMEZONE),
        columns: LEAVE_COLUMNS,
        rows: chunksOf(service.approvalListing(ctx.db, principalOf(request), request.query).page),
      }),
  });

  route(app, api.deputy, {
    access: STAFF,
    handler: async (request) => ({
      success: true as const,
      result: await service.deputyOf(ctx.db, principalOf(request).userId),
    }),
  });

  route(app, api.setDeputy, {
    access: STAFF,
    handler: async (request) => {
      const result = await service.setDeputy(ctx.db, principalOf(request), request.body.deputyId);
      return {
        success: true as const,
        message: result.deputy ? APPROVAL_MSG.deputySaved : APPROVAL_MSG.deputyCleared,
        result,
      };
    },
  });

  route(app, api.escalation, {
    access: ['admin', 'moderator'],
    handler: async () => ({ success: true as const, result: await getEscalation(ctx.db) }),
  });

  route(app, api.setEscalation, {
    access: ['admin'],
    handler: async (request) => {
      const result = await setEscalation(ctx.db, actorOf(request), request.body.days);
      return { success: true as const, message: APPROVAL_MSG.escalationSaved(result.days), result };
    },
  });
}
