import type { FastifyInstance } from 'fastify';
import { teamCalendarApi as api } from '#shared/api/team-calendar.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { route } from '../../lib/route.js';
import * as figures from './team-calendar.figures.js';
import { clashFor, departmentChoices } from './team-calendar.service.js';

const STAFF = ['employee', 'manager', 'moderator', 'admin'] as const;

/** Everyone with a place in the organisation reads who is out (scoped by role); approvers read the clash. */
export async function teamCalendarRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.calendar, {
    access: STAFF,
    handler: async (request) => ({
      success: true as const,
      ...(await figures.keptTeamCalendar(ctx, principalOf(request), request.query)),
    }),
  });

  route(app, api.whoIsOut, {
    access: STAFF,
    handler: (request) => figures.whoIsOut(ctx, principalOf(request)),
  });

  route(app, api.departments, {
    access: ['moderator', 'admin'],
    handler: async () => ({ success: true as const, result: await departmentChoices(ctx.db) }),
  });

  route(app, api.clash, {
    access: ['manager', 'moderator', 'admin'],
    handler: async (request) => ({
      success: true as const,
      result: await clashFor(ctx.db, principalOf(request), request.params.id),
    }),
  });
}
