import { dashboardApi } from '#shared/api/dashboard.js';
import type { Role } from '#shared/roles.js';
import { startEarly } from '../lib/early-requests.js';
import { paths } from '../lib/paths.js';
import { readStoredUser } from '../lib/storage.js';

/** Each dashboard's address, the role it is for and its summary request (app/dashboard-loaders.ts). */
const DASHBOARDS: Record<string, { role: Role; path: string }> = {
  [paths.admin.home]: { role: 'admin', path: dashboardApi.admin.path },
  [paths.manager.home]: { role: 'manager', path: dashboardApi.manager.path },
  [paths.manager.summary]: { role: 'manager', path: dashboardApi.manager.path },
  [paths.employee.home]: { role: 'employee', path: dashboardApi.employee.path },
  [paths.employee.summary]: { role: 'employee', path: dashboardApi.employee.path },
};

/**
 * Called by the page's first script: on a dashboard's address, and when this tab stored a user of
 * its role at sign-in, its summary request starts at once — beside the session check, while the
 * app's code is still on its way. The dashboard's loader takes the answer.
 */
export function startDashboardData(pathname: string) {
  const dashboard = DASHBOARDS[pathname.replace(/\/$/, '') || '/'];
  if (dashboard && readStoredUser()?.role === dashboard.role) startEarly(dashboard.path);
}
