import type { FastifyInstance } from 'fastify';
import { payoutApi as api } from '#shared/api/payout.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { actorOf } from '../../auth/actor.js';
import { route } from '../../lib/route.js';
import { getBankAccount, getOwnBankAccount, setBankAccount } from './bank-accounts.js';
import { payoutSettings, setPayoutSettings } from './payout-settings.js';
import { componentSums, paidRowsOf, runOf } from './payout.queries.js';
import * as service from './payout.service.js';
import { registerFileName, registerOf } from './register.js';

const HR = ['admin', 'moderator'] as const;

/** Bank details and payout settings: admins and HR officers read and change them; each person reads their own. */
function detailsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.ownBankAccount, {
    access: ['employee', 'manager', 'moderator', 'admin'],
    handler: async (request) => ({
      success: true as const,
      result: await getOwnBankAccount(ctx.db, principalOf(request)),
    }),
  });

  route(app, api.bankAccount, {
    access: HR,
    handler: async ({ params }) => ({ success: true as const, result: await getBankAccount(ctx.db, params.id) }),
  });

  route(app, api.setBankAccount, {
    access: HR,
    handler: async (request) => {
      const { message, account } = await setBankAccount(ctx.db, actorOf(request), request.params.id, request.body);
      return { success: true as const, message, result: account };
    },
  });

  route(app, api.settings, {
    access: HR,
    handler: async () => ({ success: true as const, result: await payoutSettings(ctx.db) }),
  });

  route(app, api.setSettings, {
    access: HR,
    handler: async (request) => {
      const { settings, message } = await setPayoutSettings(ctx.db, actorOf(request), request.body);
      return { success: true as const, message, result: settings };
    },
  });
}

export async function payoutRoutes(app: FastifyInstance, ctx: AppContext) {
  detailsRoutes(app, ctx);

  route(app, api.summary, {
    access: HR,
    handler: async ({ params }) => ({ success: true as const, result: await service.payoutSummary(ctx.db, params.id) }),
  });

  route(app, api.bankFile, {
    access: HR,
    handler: async (request, reply) => {
      const { text, fileName } = await service.bankFile(ctx.db, actorOf(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(text);
    },
  });

  route(app, api.register, {
    access: HR,
    handler: async (request, reply) => {
      const run = await runOf(ctx.db, request.params.id);
      const rows = await paidRowsOf(ctx.db, run.id);
      const sums = await componentSums(ctx.db, run.id);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${registerFileName(run.month, run.bonus !== null)}"`)
        .header('cache-control', 'no-store')
        .send(registerOf(rows, sums, run.bonus === null ? null : { name: run.bonus, payDate: run.payDate }));
    },
  });

  route(app, api.mailPayslips, {
    access: HR,
    handler: async (request) => {
      const { message, result } = await service.mailPayslips(
        ctx.db,
        actorOf(request),
        request.params.id,
        request.body.again,
        ctx.config.ORG_NAME,
      );
      return { success: true as const, message, result };
    },
  });
}
