import type { FastifyInstance } from 'fastify';
import { payrollApi as api } from '#shared/api/payroll.js';
import { PAYROLL_MSG } from '#shared/messages/payroll.js';
import type { AppContext } from '../../app-context.js';
import { listAnswer } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../../auth/actor.js';
import * as rows from './payroll-rows.js';
import { bonusKeyOf, postBonus, refreshBonus } from './payroll-bonus.js';
import { bonusRoutes } from './payroll-bonus.routes.js';
import { payrollSettings, setPayrollSettings } from './payroll-settings.js';
import * as service from './payroll.service.js';
import { setStatutorySettings, statutorySettingsOf } from './statutory-settings.js';

const HR = ['admin', 'moderator'] as const;

/** The payroll settings: admins and HR officers read and change them. */
function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.settings, {
    access: HR,
    handler: async () => ({ success: true as const, result: await payrollSettings(ctx.db) }),
  });

  route(app, api.setSettings, {
    access: HR,
    handler: async (request) => {
      const { settings, message } = await setPayrollSettings(ctx.db, actorOf(request), request.body);
      return { success: true as const, message, result: settings };
    },
  });

  route(app, api.statutory, {
    access: HR,
    handler: async () => ({ success: true as const, result: await statutorySettingsOf(ctx.db) }),
  });

  route(app, api.setStatutory, {
    access: HR,
    handler: async (request) => {
      const { settings, message } = await setStatutorySettings(ctx.db, actorOf(request), request.body);
      return { success: true as const, message, result: settings };
    },
  });
}

/** Refresh and post: a bonus run's go to its own functions (payroll-bonus.ts). */
function postingRoutes(app: FastifyInstance, ctx: AppContext) {
  const timeZone = ctx.config.ORG_TIMEZONE;
  route(app, api.refresh, {
    access: HR,
    handler: async (request) => {
      const bonus = await bonusKeyOf(ctx.db, request.params.id);
      if (bonus) {
        const { message, run } = await refreshBonus(ctx.db, actorOf(request), bonus);
        return { success: true as const, message, changes: [], result: run };
      }
      const { message, changes, run } = await service.refresh(ctx.db, actorOf(request), request.params.id, timeZone);
      return { success: true as const, message, changes, result: run };
    },
  });

  route(app, api.post, {
    access: HR,
    handler: async (request) => {
      const bonus = await bonusKeyOf(ctx.db, request.params.id);
      if (bonus) {
        const { message, run } = await postBonus(ctx.db, actorOf(request), bonus, request.body.version);
        return { success: true as const, message, result: run };
      }
      const { message, run } = await service.post(
        ctx.db,
        actorOf(request),
        request.params.id,
        request.body.version,
        timeZone,
      );
      return { success: true as const, message, result: run };
    },
  });
}

export async function payrollRoutes(app: FastifyInstance, ctx: AppContext) {
  const timeZone = ctx.config.ORG_TIMEZONE;
  settingsRoutes(app, ctx);
  bonusRoutes(app, ctx);
  postingRoutes(app, ctx);

  route(app, api.list, {
    access: HR,
    handler: async ({ query }) => listAnswer(await service.listRuns(ctx.db, query)),
  });

  route(app, api.create, {
    access: HR,
    idempotent: true,
    handler: async (request) => {
      const run = await service.createRun(ctx.db, actorOf(request), request.body, timeZone);
      return { success: true as const, message: PAYROLL_MSG.created(run.monthName, run.totals.toPay), result: run };
    },
  });

  route(app, api.get, {
    access: HR,
    handler: async ({ params }) => ({ success: true as const, result: await service.getRun(ctx.db, params.id) }),
  });

  route(app, api.rows, {
    access: HR,
    handler: async ({ params, query }) => listAnswer(await rows.listRows(ctx.db, params.id, query)),
  });

  route(app, api.updateRow, {
    access: HR,
    handler: async (request) => ({
      success: true as const,
      message: PAYROLL_MSG.rowUpdated,
      result: await rows.updateRow(
        ctx.db,
        actorOf(request),
        request.params.id,
        request.params.employeeId,
        request.body,
      ),
    }),
  });

  route(app, api.discard, {
    access: HR,
    handler: async ({ params }) => {
      await service.discard(ctx.db, params.id);
      return { success: true as const, message: PAYROLL_MSG.discarded };
    },
  });
}
