import type { FastifyInstance } from 'fastify';
import { salaryApi as api } from '#shared/api/salary.js';
import { SALARY_MSG } from '#shared/messages/salary.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { todayIn } from '#shared/dates.js';
import type { SalaryJson } from '#shared/schemas/salary.js';
import { chunksOf, type ExportColumn, sendExport } from '../../lib/export.js';
import { listAnswer } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import * as figures from './salary.figures.js';
import { actorOf } from '../../auth/actor.js';
import * as service from './salary.service.js';

const COLUMNS: readonly ExportColumn<SalaryJson>[] = [
  { header: 'Employee ID', value: (s) => s.employee.employeeId, width: 14 },
  { header: 'Name', value: (s) => s.employee.emp_name, width: 24 },
  { header: 'Pay Date', value: (s) => s.payDate, kind: 'date', width: 12 },
  { header: 'Type', value: (s) => s.type, width: 12 },
  { header: 'Basic', value: (s) => s.basicSalary, kind: 'money', width: 14 },
  { header: 'Allowance', value: (s) => s.allowance, kind: 'money', width: 14 },
  { header: 'Deductions', value: (s) => s.deductions, kind: 'money', width: 14 },
  { header: 'Net', value: (s) => s.netSalary, kind: 'money', width: 14 },
];

export async function salaryRoutes(app: FastifyInstance, ctx: AppContext) {
  paymentRoutes(app, ctx);
  listRoutes(app, ctx);
}

/** Paying: a salary or an extra payment, its correction and its removal. */
function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.payees, {
    access: ['admin', 'moderator'],
    handler: async ({ query }) => ({ success: true as const, result: await service.listPayees(ctx.db, query) }),
  });

  route(app, api.add, {
    access: ['admin', 'moderator'],
    idempotent: true,
    handler: async (request) => ({
      success: true as const,
      message: SALARY_MSG.added,
      data: await service.addSalary(ctx.db, actorOf(request), request.body),
    }),
  });

  route(app, api.update, {
    access: ['admin', 'moderator'],
    handler: async (request) => {
      const { changed, salary } = await service.updateSalary(ctx.db, actorOf(request), request.params.id, request.body);
      return { success: true as const, message: changed ? SALARY_MSG.updated : SALARY_MSG.unchanged, data: salary };
    },
  });

  route(app, api.remove, {
    access: ['admin', 'moderator'],
    handler: async (request) => {
      await service.deleteSalary(ctx.db, actorOf(request), request.params.id, request.body.reason);
      return { success: true as const, message: SALARY_MSG.deleted };
    },
  });
}

/** What was paid: the lists, a person's history, the exports and the dashboard's figures. */
function listRoutes(app: FastifyInstance, ctx: AppContext) {
  const today = () => todayIn(ctx.config.ORG_TIMEZONE);

  route(app, api.list, {
    access: ['admin', 'moderator'],
    handler: async ({ query }) => {
      return listAnswer(await service.listSalaries(ctx.db, query, ctx.cache));
    },
  });

  route(app, api.export, {
    access: ['admin', 'moderator'],
    handler: async ({ query }, reply) =>
      sendExport(reply, query.format, {
        title: 'Salaries',
        day: today(),
        columns: COLUMNS,
        rows: chunksOf(service.salariesListing(ctx.db, query).page),
      }),
  });

  route(app, api.exportHistory, {
    access: ['admin', 'moderator', 'employee', 'manager'],
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const listing = await service.personSalariesListing(
        ctx.db,
        principal,
        request.query.employee ?? principal.userId,
      );
      return sendExport(reply, request.query.format, {
        title: 'Salary history',
        day: today(),
        columns: COLUMNS,
        rows: chunksOf(listing.page),
      });
    },
  });

  route(app, api.person, {
    access: ['admin', 'moderator', 'employee', 'manager'],
    handler: async (request) => ({
      success: true as const,
      result: await service.listPersonSalaries(ctx.db, principalOf(request), request.params.userId),
    }),
  });

  route(app, api.total, {
    access: ['admin'],
    handler: () => figures.totalSalary(ctx),
  });

  route(app, api.monthly, {
    access: ['admin'],
    handler: ({ query }) => figures.monthlySalary(ctx, query.year),
  });
}
