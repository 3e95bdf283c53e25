import type { FastifyInstance } from 'fastify';
import { payslipsApi as api } from '#shared/api/payslips.js';
import { todayIn } from '#shared/dates.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { route } from '../../lib/route.js';
import { attachment } from '../payslips/index.js';
import { renderTaxStatement } from './tax-statement-pdf.js';
import * as service from './tax-statement.service.js';

/** Anyone with an employee record reads their own; admins and HR officers anyone's (checked per person). */
const ACCESS = ['admin', 'moderator', 'employee', 'manager'] as const;

/**
 * Yearly tax statements. A download changes nothing, so — like a payslip's — nothing is audited;
 * who may download is checked per person.
 */
export async function taxStatementRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.taxYears, {
    access: ACCESS,
    handler: async (request) => ({
      success: true as const,
      ...(await service.taxYears(ctx.db, principalOf(request), request.query.employee)),
    }),
  });

  route(app, api.taxStatement, {
    access: ACCESS,
    handler: async (request, reply) => {
      const { statement, fileName } = await service.taxStatement(ctx.db, principalOf(request), request.query);
      const settings = {
        organisation: ctx.config.ORG_NAME,
        currency: ctx.config.CURRENCY,
        today: todayIn(ctx.config.ORG_TIMEZONE),
      };
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(renderTaxStatement(statement, settings));
    },
  });
}
