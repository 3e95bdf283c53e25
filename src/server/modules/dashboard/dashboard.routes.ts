import type { FastifyInstance } from 'fastify';
import { dashboardApi as api } from '#shared/api/dashboard.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { route } from '../../lib/route.js';
import { adminDashboard, employeeDashboard, managerDashboard } from './dashboard.service.js';

/** One request per dashboard of the web app; each role reads only its own. */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.admin, {
    access: ['admin'],
    handler: (request) => adminDashboard(ctx, principalOf(request)),
  });

  route(app, api.manager, {
    access: ['manager'],
    handler: (request) => managerDashboard(ctx, principalOf(request)),
  });

  route(app, api.employee, {
    access: ['employee'],
    handler: (request) => employeeDashboard(ctx, principalOf(request)),
  });
}
