import type { FastifyInstance } from 'fastify';
import { payslipsApi as api } from '#shared/api/payslips.js';
import { todayIn } from '#shared/dates.js';
import { PAYSLIP_MSG } from '#shared/messages/payslips.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { notFound } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import { attachment } from './payslip-files.js';
import { missingGlyphs, payslipFonts } from './payslip-fonts.js';
import type { PayslipSettings } from './payslip-pdf.js';
import { payslipPdf } from './payslip-render.js';
import { zipOfPayslips } from './payslip-zip.js';
import * as service from './payslips.service.js';

/** Payslip PDFs. A download changes nothing, so nothing is audited; who may download is checked per record. */
export async function payslipsRoutes(app: FastifyInstance, ctx: AppContext) {
  const settings = (): PayslipSettings => ({
    organisation: ctx.config.ORG_NAME,
    currency: ctx.config.CURRENCY,
    today: todayIn(ctx.config.ORG_TIMEZONE),
  });
  warnOfMissingGlyphs(app, ctx);

  route(app, api.pdf, {
    access: ['admin', 'moderator', 'employee', 'manager'],
    handler: async (request, reply) => {
      const { slip, fileName } = await service.payslipFor(ctx.db, principalOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(await payslipPdf(slip, settings()));
    },
  });

  route(app, api.batch, {
    access: ['admin', 'moderator'],
    handler: async ({ query }) => service.payslipBatch(ctx.db, query),
  });

  route(app, api.zip, {
    access: ['admin', 'moderator'],
    handler: async (request, reply) => {
      const batch = await service.payslipBatch(ctx.db, request.query);
      if (batch.count === 0) throw notFound(PAYSLIP_MSG.none(batch.department, batch.period));
      const zip = zipOfPayslips(service.payslipsOf(ctx.db, request.query), settings(), (error) =>
        request.log.error({ err: error }, 'payslip ZIP stopped part-way'),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', attachment(batch.fileName))
        .header('cache-control', 'no-store')
        .send(zip);
    },
  });
}

/** A sign or a name the fonts cannot draw would print as a blank box: say so when the server starts. */
function warnOfMissingGlyphs(app: FastifyInstance, ctx: AppContext) {
  const fonts = payslipFonts();
  for (const [setting, value] of [
    ['CURRENCY', ctx.config.CURRENCY],
    ['ORG_NAME', ctx.config.ORG_NAME],
  ] as const) {
    const missing = missingGlyphs(value, fonts.chains.bold);
    if (missing.length)
      app.log.warn(`${setting}: the payslip fonts have no ${missing.join(' ')}; payslips show a box instead`);
  }
}
