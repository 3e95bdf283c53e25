import type { FastifyInstance, FastifyRequest } from 'fastify';
import { leaveApi as api } from '#shared/api/leave.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { APPROVAL_MSG } from '#shared/messages/leave-approval.js';
import type { AppContext } from '#server/app-context.js';
import { principalOf } from '#server/auth/access.js';
import { todayIn } from '#shared/dates.js';
import { chunksOf, sendExport } from '#server/lib/export.js';
import { listAnswer } from '#server/lib/paging.js';
import { route } from '#server/lib/route.js';
import * as figures from './requests.figures.js';
import { actorOf } from '#server/auth/actor.js';
import { LEAVE_COLUMNS } from './requests.exports.js';
import * as cancellation from './cancellation.service.js';
import * as decisions from './decisions.service.js';
import * as queries from './requests.queries.js';
import * as requests from './requests.service.js';
import { leaveClock } from '../balance/leave-clock.js';

export async function leaveRoutes(app: FastifyInstance, ctx: AppContext) {
  listRoutes(app, ctx);
  askingRoutes(app, ctx);
  decisionRoutes(app, ctx);
}

/** Reading leave: HR's tabs and export, a person's history, one leave, the totals. */
function listRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.list, {
    access: ['admin', 'moderator'],
    handler: async ({ query }) => {
      return listAnswer(await queries.listLeaves(ctx.db, query, ctx.cache));
    },
  });

  route(app, api.export, {
    access: ['admin', 'moderator'],
    handler: async ({ query }, reply) =>
      sendExport(reply, query.format, {
        title: 'Leaves',
        day: todayIn(ctx.config.ORG_TIMEZONE),
        columns: LEAVE_COLUMNS,
        rows: chunksOf(queries.leavesListing(ctx.db, query).page),
      }),
  });

  route(app, api.exportHistory, {
    access: ['employee', 'manager', 'moderator', 'admin'],
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const listing = await queries.personLeavesListing(ctx.db, principal, request.query.employee ?? principal.userId);
      return sendExport(reply, request.query.format, {
        title: 'Leave history',
        day: todayIn(ctx.config.ORG_TIMEZONE),
        columns: LEAVE_COLUMNS,
        rows: chunksOf(listing.page),
      });
    },
  });

  // Everyone with an employee record reads their own; admin and HR anyone's (the service decides).
  route(app, api.person, {
    access: ['employee', 'manager', 'admin', 'moderator'],
    handler: async (request) => ({
      success: true as const,
      leaves: await queries.listPersonLeaves(ctx.db, principalOf(request), request.params.userId),
    }),
  });

  route(app, api.get, {
    access: ['employee', 'manager', 'admin', 'moderator'],
    handler: async (request) => ({
      success: true as const,
      result: await queries.getLeave(ctx.db, principalOf(request), request.params.id),
    }),
  });

  route(app, api.stats, {
    access: ['admin'],
    handler: () => figures.leaveStats(ctx),
  });
}

/** Asking: a request, its changes while pending, taking it back, asking to cancel it. */
function askingRoutes(app: FastifyInstance, ctx: AppContext) {
  const clock = () => leaveClock(ctx);

  // Everyone asks for their own leave; an admin also records one for anyone (the service decides).
  route(app, api.add, {
    access: ['employee', 'manager', 'moderator', 'admin'],
    idempotent: true,
    handler: async (request) => ({
      success: true as const,
      message: LEAVE_MSG.submitted,
      result: await requests.addLeave(ctx.db, actorOf(request), request.body, clock()),
    }),
  });

  route(app, api.edit, {
    access: ['employee', 'manager', 'moderator', 'admin'],
    handler: async (request) => ({
      success: true as const,
      message: LEAVE_MSG.updated,
      updateLeave: await requests.editLeave(ctx.db, principalOf(request), request.params.id, request.body, clock()),
    }),
  });

  route(app, api.withdraw, {
    access: ['employee', 'manager', 'moderator', 'admin'],
    handler: async (request) => ({
      success: true as const,
      message: LEAVE_MSG.withdrawn,
      result: await requests.withdrawLeave(ctx.db, actorOf(request), request.params.id),
    }),
  });

  route(app, api.askCancel, {
    access: ['employee', 'manager', 'moderator', 'admin'],
    handler: async (request) => ({
      success: true as const,
      message: LEAVE_MSG.cancelAsked,
      result: await cancellation.askCancel(
        ctx.db,
        actorOf(request),
        request.params.id,
        request.body.reason,
        clock().today,
      ),
    }),
  });
}

/** Deciding: a step's approval or rejection, a cancellation kept or granted, a decision revoked. */
function decisionRoutes(app: FastifyInstance, ctx: AppContext) {
  const clock = () => leaveClock(ctx);
  // HR decides any step; a manager (or a deputy) the steps waiting for them.
  const decide = async (request: FastifyRequest, id: string, status: 'Approved' | 'Rejected', note?: string) => {
    const { leave, next } = await decisions.decideLeave(ctx.db, actorOf(request), id, status, clock(), note);
    const done = status === 'Approved' ? LEAVE_MSG.approved : LEAVE_MSG.rejected;
    const message = next ? APPROVAL_MSG.approvedStep(next.approverId ? 'the next approver' : 'HR') : done;
    return { success: true as const, message, result: leave };
  };

  // Anyone may be a deputy: the service lets each decide only the steps waiting for them.
  route(app, api.approve, {
    access: ['admin', 'moderator', 'manager', 'employee'],
    handler: async (request) => decide(request, request.params.id, 'Approved', request.body?.comment),
  });

  route(app, api.reject, {
    access: ['admin', 'moderator', 'manager', 'employee'],
    handler: async (request) => decide(request, request.params.id, 'Rejected', request.body?.reason),
  });

  route(app, api.cancel, {
    access: ['admin', 'moderator'],
    handler: async (request) => ({
      success: true as const,
      message: LEAVE_MSG.cancelled,
      result: await cancellation.decideCancellation(ctx.db, actorOf(request), request.params.id, 'cancel'),
    }),
  });

  route(app, api.keep, {
    access: ['admin', 'moderator'],
    handler: async (request) => ({
      success: true as const,
      message: LEAVE_MSG.kept,
      result: await cancellation.decideCancellation(
        ctx.db,
        actorOf(request),
        request.params.id,
        'keep',
        request.body.reason,
      ),
    }),
  });

  route(app, api.revoke, {
    access: ['admin', 'moderator'],
    handler: async (request) => ({
      success: true as const,
      message: LEAVE_MSG.revoked,
      result: await decisions.revokeDecision(ctx.db, actorOf(request), request.params.id, request.body.reason, clock()),
    }),
  });
}
