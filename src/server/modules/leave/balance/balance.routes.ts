import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { leaveBalanceApi as api } from '#shared/api/leave-balance.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { OPENING_MSG } from '#shared/messages/opening-balances.js';
import type { ExportFormat } from '#shared/schemas/export.js';
import type { BalanceReportQuery } from '#shared/schemas/leave-balance.js';
import { OPENING_IMPORT_LIMITS } from '#shared/schemas/opening-balances.js';
import type { AppContext } from '#server/app-context.js';
import { principalOf } from '#server/auth/access.js';
import { readImportUpload } from '#server/lib/import-upload.js';
import { listAnswer } from '#server/lib/paging.js';
import { chunksOf, sendExport } from '#server/lib/export.js';
import { forbidden } from '#server/lib/errors.js';
import { route } from '#server/lib/route.js';
import { actorOf } from '#server/auth/actor.js';
import * as types from '../types/types.service.js';
import { BALANCE_COLUMNS, BALANCE_STRETCH, balanceListing, balanceReport } from './balance-report.js';
import { leaveClock } from './leave-clock.js';
import * as service from './balance.service.js';
import { importOpening, previewOpening } from './opening-balances.js';

// The file as JSON text (the older way): its limit, with room for the quoting of the JSON.
const OPENING_BODY_LIMIT = OPENING_IMPORT_LIMITS.kilobytes * 1024 * 1.25;

const STAFF = ['employee', 'manager', 'moderator', 'admin'] as const;

type ExportQuery = Omit<BalanceReportQuery, 'page' | 'limit'> & { format: ExportFormat };

export async function leaveBalanceRoutes(app: FastifyInstance, ctx: AppContext) {
  typeRoutes(app, ctx);
  balanceRoutes(app, ctx);
  reportRoutes(app, ctx);
  openingRoutes(app, ctx);
}

/** Leave types: the list everyone reads, the admin's additions and changes. */
function typeRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.types, {
    access: [...STAFF, 'user'],
    handler: async (request) => ({
      success: true as const,
      result: await types.listLeaveTypes(ctx.db, request.query.all === 'true' && principalOf(request).role === 'admin'),
    }),
  });

  route(app, api.addType, {
    access: ['admin'],
    idempotent: true,
    handler: async (request) => {
      const result = await types.addLeaveType(ctx.db, actorOf(request), request.body);
      return { success: true as const, message: LEAVE_MSG.typeAdded(result.name), result };
    },
  });

  route(app, api.editType, {
    access: ['admin'],
    handler: async (request) => {
      const result = await types.editLeaveType(ctx.db, actorOf(request), request.params.id, request.body);
      return { success: true as const, message: LEAVE_MSG.typeSaved(result.name), result };
    },
  });
}

/** One person's balances and ledger, HR's adjustments, and a request's preview. */
function balanceRoutes(app: FastifyInstance, ctx: AppContext) {
  const clock = () => leaveClock(ctx);

  route(app, api.mine, {
    access: STAFF,
    handler: async (request) => ({
      success: true as const,
      ...(await service.myBalances(ctx.db, principalOf(request), clock(), request.query.year)),
    }),
  });

  route(app, api.person, {
    access: STAFF,
    handler: async (request) => ({
      success: true as const,
      ...(await service.personBalances(
        ctx.db,
        principalOf(request),
        request.params.employeeId,
        clock(),
        request.query.year,
      )),
    }),
  });

  route(app, api.ledger, {
    access: STAFF,
    handler: async (request) => ({
      success: true as const,
      result: await service.personLedger(
        ctx.db,
        principalOf(request),
        request.params.employeeId,
        clock(),
        request.query.year,
      ),
    }),
  });

  route(app, api.adjust, {
    access: ['admin', 'moderator'],
    idempotent: true,
    handler: async (request) => ({
      success: true as const,
      message: LEAVE_MSG.adjusted,
      ...(await service.adjustBalance(ctx.db, actorOf(request), request.body)),
    }),
  });

  route(app, api.preview, {
    access: STAFF,
    handler: async (request) => ({
      success: true as const,
      result: await service.previewLeave(ctx.db, principalOf(request), clock(), request.query),
    }),
  });
}

/** The balance report, its export, and the year-end run. */
function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  const clock = () => leaveClock(ctx);
  const yearOf = (year?: number) => year ?? Number(clock().today.slice(0, 4));
  // The export, at its address and at the report CSV's first one.
  const exportReport = (request: FastifyRequest, query: ExportQuery, reply: FastifyReply) => {
    const year = yearOf(query.year);
    const listing = balanceListing(ctx.db, principalOf(request), { ...query, year });
    return sendExport(reply, query.format, {
      title: `Leave balances ${year}`,
      day: clock().today,
      columns: BALANCE_COLUMNS,
      rows: chunksOf(listing.page, BALANCE_STRETCH),
    });
  };
  const HR_AND_MANAGERS = ['admin', 'moderator', 'manager'] as const;

  route(app, api.report, {
    access: ['admin', 'moderator', 'manager'],
    handler: async (request) =>
      listAnswer(
        await balanceReport(ctx.db, principalOf(request), { ...request.query, year: yearOf(request.query.year) }),
      ),
  });

  route(app, api.export, {
    access: HR_AND_MANAGERS,
    handler: (request, reply) => exportReport(request, request.query, reply),
  });

  route(app, api.reportCsv, {
    access: HR_AND_MANAGERS,
    handler: (request, reply) => exportReport(request, request.query, reply),
  });

  route(app, api.yearEnd, {
    // An HR officer may preview what is due (nothing is written); only an admin runs it.
    access: ['admin', 'moderator'],
    handler: async (request) => {
      if (!request.body.preview && principalOf(request).role !== 'admin') throw forbidden();
      const result = await service.runYearEnd(ctx.db, clock(), request.body.asOf, request.body.preview);
      return {
        success: true as const,
        message: result.preview ? LEAVE_MSG.yearEndPreview : LEAVE_MSG.yearEndDone,
        result,
      };
    },
  });
}

/** Opening balances loaded from a file: previewed, then loaded all or none. */
function openingRoutes(app: FastifyInstance, ctx: AppContext) {
  const clock = () => leaveClock(ctx);

  route(app, api.previewOpening, {
    access: ['admin', 'moderator'],
    bodyLimit: OPENING_BODY_LIMIT,
    handler: async (request) => ({
      success: true as const,
      result: await previewOpening(
        ctx.db,
        clock(),
        actorOf(request),
        await readImportUpload(request, OPENING_IMPORT_LIMITS.kilobytes),
      ),
    }),
  });

  route(app, api.importOpening, {
    access: ['admin', 'moderator'],
    idempotent: true,
    bodyLimit: OPENING_BODY_LIMIT,
    handler: async (request) => {
      const upload = await readImportUpload(request, OPENING_IMPORT_LIMITS.kilobytes);
      const result = await importOpening(ctx.db, clock(), actorOf(request), upload);
      return { success: true as const, message: OPENING_MSG.loaded(result.changes, result.year), result };
    },
  });
}
