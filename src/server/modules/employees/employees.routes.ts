import type { FastifyInstance } from 'fastify';
import { employeesApi as api } from '#shared/api/employees.js';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { readForm } from '../../lib/form.js';
import { chunksOf, sendExport } from '../../lib/export.js';
import { listAnswer, totalsOf } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import { PEOPLE_COLUMNS, TEAM_COLUMNS } from './employees.exports.js';
import * as figures from './employees.figures.js';
import * as queries from './employees.queries.js';
import * as service from './employees.service.js';
import * as lifecycle from './lifecycle.service.js';
import { actorOf } from '../../auth/actor.js';
import { todayIn } from '#shared/dates.js';

export async function employeesRoutes(app: FastifyInstance, ctx: AppContext) {
  recordRoutes(app, ctx);
  lifecycleRoutes(app, ctx);
  listRoutes(app, ctx);
}

/** One person's record: add, read, change, and the profile page. */
function recordRoutes(app: FastifyInstance, ctx: AppContext) {
  const today = () => todayIn(ctx.config.ORG_TIMEZONE);

  route(app, api.add, {
    access: ['admin'],
    idempotent: true,
    handler: async (request) => ({
      success: true as const,
      message: EMPLOYEE_MSG.added,
      employee: await service.addEmployee(ctx.db, actorOf(request), await readForm(request), today()),
    }),
  });

  route(app, api.get, {
    access: ['admin', 'manager', 'employee', 'moderator'],
    handler: async (request) => ({
      success: true as const,
      employee: await service.getEmployee(ctx.db, principalOf(request), request.params.id),
    }),
  });

  route(app, api.update, {
    access: ['admin', 'manager', 'employee', 'moderator'],
    handler: async (request) => ({
      success: true as const,
      message: EMPLOYEE_MSG.updated,
      updateEmployee: await service.updateEmployee(
        ctx.db,
        actorOf(request),
        request.params.id,
        await readForm(request),
        today(),
      ),
    }),
  });

  route(app, api.profile, {
    access: ['admin', 'manager', 'employee', 'moderator'],
    handler: async (request) => ({
      success: true as const,
      employee: await service.getEmployeeProfile(ctx.db, principalOf(request), request.params.userId),
    }),
  });
}

/** Leaving and coming back: deactivate, reactivate, and delete a record made by mistake. */
function lifecycleRoutes(app: FastifyInstance, ctx: AppContext) {
  const today = () => todayIn(ctx.config.ORG_TIMEZONE);

  route(app, api.remove, {
    access: ['admin'],
    handler: async (request) => {
      const deleted = await lifecycle.deleteEmployee(
        ctx.db,
        actorOf(request),
        request.params.id,
        request.query.handover,
      );
      return {
        success: true as const,
        message: deleted.role === 'manager' ? EMPLOYEE_MSG.managerDeleted : EMPLOYEE_MSG.deleted,
      };
    },
  });

  route(app, api.leaving, {
    access: ['admin'],
    handler: async (request) => ({
      success: true as const,
      leaving: await lifecycle.leavingOf(ctx.db, request.params.id),
    }),
  });

  route(app, api.deactivate, {
    access: ['admin'],
    handler: async (request) => ({
      success: true as const,
      message: EMPLOYEE_MSG.deactivated,
      employee: await lifecycle.deactivateEmployee(ctx.db, actorOf(request), request.params.id, request.body, today()),
    }),
  });

  route(app, api.reactivate, {
    access: ['admin'],
    handler: async (request) => ({
      success: true as const,
      message: EMPLOYEE_MSG.reactivated,
      employee: await lifecycle.reactivateEmployee(ctx.db, actorOf(request), request.params.id, request.body.reason),
    }),
  });
}

/** The lists (everyone, managers, a manager's team), their exports, and the head count. */
function listRoutes(app: FastifyInstance, ctx: AppContext) {
  const today = () => todayIn(ctx.config.ORG_TIMEZONE);

  route(app, api.counts, {
    access: ['admin'],
    handler: () => figures.employeeCounts(ctx),
  });

  route(app, api.managers, {
    access: ['admin'],
    handler: async ({ query }) => {
      const page = await queries.listManagers(ctx.db, query);
      return { success: true as const, managers: page.rows, ...totalsOf(page) };
    },
  });

  route(app, api.list, {
    access: ['admin', 'manager'],
    handler: async (request) => {
      return listAnswer(await queries.listEmployees(ctx.db, principalOf(request), request.query, ctx.cache));
    },
  });

  route(app, api.team, {
    access: ['manager'],
    handler: async (request) => ({
      success: true as const,
      result: await queries.listActiveDepartmentEmployees(ctx.db, principalOf(request)),
    }),
  });

  route(app, api.departmentMembers, {
    access: ['manager'],
    handler: async (request) => ({
      success: true as const,
      result: await queries.listDepartmentEmployees(ctx.db, principalOf(request)),
    }),
  });

  route(app, api.export, {
    access: ['admin', 'manager'],
    handler: async (request, reply) =>
      sendExport(reply, request.query.format, {
        title: 'Employees',
        day: today(),
        columns: PEOPLE_COLUMNS,
        rows: chunksOf(queries.employeesListing(ctx.db, principalOf(request), request.query).page),
      }),
  });

  route(app, api.exportManagers, {
    access: ['admin'],
    handler: async (request, reply) =>
      sendExport(reply, request.query.format, {
        title: 'Managers',
        day: today(),
        columns: PEOPLE_COLUMNS,
        rows: chunksOf(queries.managersListing(ctx.db, request.query).page),
      }),
  });

  route(app, api.exportTeam, {
    access: ['manager'],
    handler: async (request, reply) =>
      sendExport(reply, request.query.format, {
        title: 'Team',
        day: today(),
        columns: TEAM_COLUMNS,
        rows: chunksOf(queries.teamListing(ctx.db, principalOf(request)).page),
      }),
  });
}
