import type { FastifyInstance } from 'fastify';
import { departmentsApi as api } from '#shared/api/departments.js';
import { DEPARTMENT_MSG } from '#shared/messages/departments.js';
import type { AppContext } from '../../app-context.js';
import { todayIn } from '#shared/dates.js';
import type { DepartmentJson } from '#shared/schemas/departments.js';
import { chunksOf, type ExportColumn, sendExport } from '../../lib/export.js';
import { listAnswer } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import * as figures from './departments.figures.js';
import * as service from './departments.service.js';

const COLUMNS: readonly ExportColumn<DepartmentJson>[] = [
  { header: 'Department', value: (d) => d.dep_name, width: 24 },
  { header: 'Description', value: (d) => d.dep_desc, width: 40 },
  { header: 'Manager', value: (d) => d.manager?.emp_name, width: 24 },
  { header: 'Employees', value: (d) => d.employeeCount, kind: 'number', width: 12 },
  { header: 'Former employees', value: (d) => d.formerCount, kind: 'number', width: 16 },
  { header: 'Projects', value: (d) => d.projectCount, kind: 'number', width: 10 },
];

export async function departmentsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.list, {
    access: ['admin', 'manager', 'employee'],
    handler: async ({ query }) => {
      // The whole list (forms, dashboards) is shared by everyone; searches are not kept.
      const page = query.search
        ? await service.listDepartments(ctx.db, query)
        : await ctx.cache.get(
            `departments:${query.page ?? ''}:${query.limit ?? ''}:${query.sort ?? ''}`,
            // What the contract says the list reads (its ETag's areas too).
            api.list.reads,
            () => service.listDepartments(ctx.db, query),
          );
      return listAnswer(page);
    },
  });

  route(app, api.export, {
    access: ['admin', 'manager', 'employee'],
    handler: async ({ query }, reply) =>
      sendExport(reply, query.format, {
        title: 'Departments',
        day: todayIn(ctx.config.ORG_TIMEZONE),
        columns: COLUMNS,
        rows: chunksOf(service.departmentsListing(ctx.db, query).page),
      }),
  });

  route(app, api.count, {
    access: ['admin'],
    handler: () => figures.departmentCount(ctx),
  });

  route(app, api.distribution, {
    access: ['admin'],
    handler: () => figures.departmentDistribution(ctx),
  });

  route(app, api.add, {
    access: ['admin'],
    idempotent: true,
    handler: async ({ body }) => ({
      success: true as const,
      message: DEPARTMENT_MSG.added,
      result: await service.addDepartment(ctx.db, body),
    }),
  });

  route(app, api.get, {
    access: ['admin'],
    handler: async ({ params }) => ({ success: true as const, result: await service.getDepartment(ctx.db, params.id) }),
  });

  route(app, api.update, {
    access: ['admin'],
    handler: async ({ params, body }) => ({
      success: true as const,
      message: DEPARTMENT_MSG.updated,
      result: await service.updateDepartment(ctx.db, params.id, body),
    }),
  });

  route(app, api.remove, {
    access: ['admin'],
    handler: async ({ params }) => ({
      success: true as const,
      message: DEPARTMENT_MSG.deleted,
      result: await service.deleteDepartment(ctx.db, params.id),
    }),
  });
}
