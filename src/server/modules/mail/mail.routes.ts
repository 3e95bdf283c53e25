import type { FastifyInstance } from 'fastify';
import { mailApi as api } from '#shared/api/mail.js';
import { MAIL_MSG } from '#shared/messages/mail.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { route } from '../../lib/route.js';
import * as mail from './mail.service.js';

/**
 * The admin watches the outbox and retries what failed; everyone signed in sets whether their
 * notifications are mailed. Retrying is not audited: it changes no HR record, only when a mail goes.
 */
export async function mailRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.list, {
    access: ['admin'],
    handler: async ({ query }) => {
      const { rows, total, counts } = await mail.listMail(ctx.db, query);
      const delivery = ctx.config.SMTP_URL ? ('smtp' as const) : ('log' as const);
      return { success: true as const, result: rows, total, counts, delivery };
    },
  });

  route(app, api.retry, {
    access: ['admin'],
    handler: async ({ params }) => {
      await mail.retryMail(ctx.db, params.id);
      return { success: true as const, message: MAIL_MSG.retried };
    },
  });

  route(app, api.retryFailed, {
    access: ['admin'],
    handler: async () => {
      const retried = await mail.retryFailedMail(ctx.db);
      return { success: true as const, message: MAIL_MSG.retriedAll(retried), result: { retried } };
    },
  });

  route(app, api.preference, {
    access: 'signed-in',
    handler: async (request) => ({
      success: true as const,
      result: await mail.getMailPreference(ctx.db, principalOf(request).userId),
    }),
  });

  route(app, api.setPreference, {
    access: 'signed-in',
    handler: async (request) => {
      const result = await mail.setMailPreference(ctx.db, principalOf(request).userId, request.body);
      return {
        success: true as const,
        message: result.mailNotifications ? MAIL_MSG.preferenceOn : MAIL_MSG.preferenceOff,
        result,
      };
    },
  });
}
