import type { FastifyInstance } from 'fastify';
import { accountsApi as api } from '#shared/api/accounts.js';
import { ACCOUNT_MSG } from '#shared/messages/accounts.js';
import type { AppContext } from '../../app-context.js';
import { listAnswer } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../../auth/actor.js';
import * as service from './accounts.service.js';

export async function accountsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.list, {
    access: ['admin'],
    handler: async ({ query }) => listAnswer(await service.listAccounts(ctx.db, query)),
  });

  route(app, api.disable, {
    access: ['admin'],
    handler: async (request) => {
      const result = await service.disableAccount(ctx.db, actorOf(request), request.params.id, request.body.reason);
      return { success: true as const, message: ACCOUNT_MSG.disabled(result.name), result };
    },
  });

  route(app, api.enable, {
    access: ['admin'],
    handler: async (request) => {
      const result = await service.enableAccount(ctx.db, actorOf(request), request.params.id, request.body.reason);
      return { success: true as const, message: ACCOUNT_MSG.enabled(result.name), result };
    },
  });

  route(app, api.signOut, {
    access: ['admin'],
    handler: async (request) => {
      const { account, ended } = await service.signOutAccount(
        ctx.db,
        actorOf(request),
        request.params.id,
        request.body.reason,
      );
      return { success: true as const, message: ACCOUNT_MSG.signedOut(account.name, ended), result: account };
    },
  });

  route(app, api.role, {
    access: ['admin'],
    handler: async (request) => {
      const { role, reason } = request.body;
      const { account, changed } = await service.changeRole(ctx.db, actorOf(request), request.params.id, role, reason);
      const message = changed ? ACCOUNT_MSG.roleChanged(account.name, role) : ACCOUNT_MSG.roleUnchanged;
      return { success: true as const, message, result: account };
    },
  });
}
