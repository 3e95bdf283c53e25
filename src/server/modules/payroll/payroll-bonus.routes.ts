import type { FastifyInstance } from 'fastify';
import { payrollBonusApi as api } from '#shared/api/payroll-bonus.js';
import { BONUS_MSG } from '#shared/messages/payroll-bonus.js';
import type { AppContext } from '../../app-context.js';
import { actorOf } from '../../auth/actor.js';
import { listAnswer } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import { createBonusRun, listBonusRows } from './payroll-bonus.js';

const HR = ['admin', 'moderator'] as const;

/** Festival bonus runs: admins and HR officers make them and read their rows. */
export function bonusRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.create, {
    access: HR,
    idempotent: true,
    handler: async (request) => {
      const run = await createBonusRun(ctx.db, actorOf(request), request.body);
      return { success: true as const, message: BONUS_MSG.created(run.bonus!.name, run.totals.toPay), result: run };
    },
  });

  route(app, api.rows, {
    access: HR,
    handler: async ({ params, query }) => listAnswer(await listBonusRows(ctx.db, params.id, query)),
  });
}
