import type { FastifyInstance } from 'fastify';
import { employeeImportApi as api } from '#shared/api/employee-import.js';
import { todayIn } from '#shared/dates.js';
import { EMPLOYEE_IMPORT_MSG } from '#shared/messages/employee-import.js';
import { EMPLOYEE_IMPORT_LIMITS } from '#shared/schemas/employee-import.js';
import type { AppContext } from '../../app-context.js';
import { readImportUpload } from '../../lib/import-upload.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../../auth/actor.js';
import * as service from './employee-import.service.js';
import { employeeTemplate } from './employee-import.template.js';

// Who may import is who may Add Employee: the admin.
const ACCESS = ['admin'] as const;
// The file as JSON text (API clients' older way): its limit, with room for the quoting of the JSON.
const BODY_LIMIT = EMPLOYEE_IMPORT_LIMITS.kilobytes * 1024 * 1.25;

export async function employeeImportRoutes(app: FastifyInstance, ctx: AppContext) {
  const settings = (): service.ImportSettings => ({
    today: todayIn(ctx.config.ORG_TIMEZONE),
    mail: Boolean(ctx.config.SMTP_URL),
    publicUrl: ctx.publicUrl,
  });
  const upload = (request: Parameters<typeof readImportUpload>[0]) =>
    readImportUpload(request, EMPLOYEE_IMPORT_LIMITS.kilobytes);

  route(app, api.template, {
    access: [...ACCESS],
    handler: async (request, reply) => {
      const file = await employeeTemplate(ctx.db, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  });

  route(app, api.preview, {
    access: [...ACCESS],
    bodyLimit: BODY_LIMIT,
    handler: async (request) => ({
      success: true as const,
      result: await service.previewEmployeeImport(ctx.db, await upload(request), settings()),
    }),
  });

  route(app, api.report, {
    access: [...ACCESS],
    bodyLimit: BODY_LIMIT,
    handler: async (request, reply) => {
      const csv = await service.employeeImportReport(ctx.db, await upload(request), settings().today);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="Employees_import_errors.csv"')
        .send(csv);
    },
  });

  // Not idempotent on purpose: a kept answer would keep the set-password links it shows once.
  // A file sent twice imports nobody the second time (every row's people exist by then).
  route(app, api.commit, {
    access: [...ACCESS],
    bodyLimit: BODY_LIMIT,
    handler: async (request) => {
      const result = await service.importEmployees(ctx.db, actorOf(request), await upload(request), settings());
      return { success: true as const, message: EMPLOYEE_IMPORT_MSG.imported(result.imported), result };
    },
  });
}
