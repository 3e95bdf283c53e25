import type { FastifyInstance } from 'fastify';
import { settlementApi as api } from '#shared/api/settlement.js';
import { todayIn } from '#shared/dates.js';
import { SETTLEMENT_MSG } from '#shared/messages/settlement.js';
import type { AppContext } from '../../app-context.js';
import { actorOf } from '../../auth/actor.js';
import { route } from '../../lib/route.js';
import { renderStatement, statementFileName } from './settlement-pdf.js';
import * as service from './settlement.service.js';

const HR = ['admin', 'moderator'] as const;

/** Final settlements: admins and HR officers read, change and finalise them. */
export async function settlementRoutes(app: FastifyInstance, ctx: AppContext) {
  const timeZone = ctx.config.ORG_TIMEZONE;

  route(app, api.get, {
    access: HR,
    handler: async ({ params }) => ({
      success: true as const,
      result: await service.getSettlement(ctx.db, params.id, timeZone),
    }),
  });

  route(app, api.addRecovery, {
    access: HR,
    handler: async (request) => ({
      success: true as const,
      message: SETTLEMENT_MSG.recoveryAdded,
      result: await service.addRecovery(ctx.db, actorOf(request), request.params.id, request.body, timeZone),
    }),
  });

  route(app, api.removeRecovery, {
    access: HR,
    handler: async (request) => ({
      success: true as const,
      message: SETTLEMENT_MSG.recoveryRemoved,
      result: await service.removeRecovery(
        ctx.db,
        actorOf(request),
        request.params.id,
        request.params.recoveryId,
        timeZone,
      ),
    }),
  });

  route(app, api.finalise, {
    access: HR,
    handler: async (request) => {
      const { id } = request.params;
      const result = await service.finaliseSettlement(ctx.db, actorOf(request), id, request.body.net, timeZone);
      return { success: true as const, message: SETTLEMENT_MSG.finalisedNow(result.statement.employee.name), result };
    },
  });

  route(app, api.pdf, {
    access: HR,
    handler: async (request, reply) => {
      const settlement = await service.finalisedStatement(ctx.db, request.params.id);
      const settings = { organisation: ctx.config.ORG_NAME, currency: ctx.config.CURRENCY, today: todayIn(timeZone) };
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${statementFileName(settlement)}"`)
        .header('cache-control', 'no-store')
        .send(renderStatement(settlement, settings));
    },
  });
}
