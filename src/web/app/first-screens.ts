import { dashboardApi } from '#shared/api/dashboard.js';
import { employeesApi } from '#shared/api/employees.js';
import { requestPathOf } from '#shared/api/endpoint.js';
import { leaveApi } from '#shared/api/leave.js';
import type { Role } from '#shared/roles.js';
import { peopleParamsOf, peopleQueryInput } from '../features/employees/api/people-query.js';
import { leaveListParamsOf, leavesQueryInput } from '../features/leave/api/leaves-query.js';
import { startEarly } from '../lib/early-requests.js';
import { readListState } from '../lib/list-params.js';
import { paths } from '../lib/paths.js';
import { readStoredUser } from '../lib/storage.js';
import { screenCode } from './screen-code.js';

/** A screen a cold load often lands on: its code, and what its first render asks the server for. */
interface FirstScreen {
  /** Whose screen it is: its data is asked for only when this tab stored a user of that role at sign-in. */
  role: Role | null;
  code: () => Promise<unknown>;
  /** The GETs of its first render, each at the address the screen will ask for (app/dashboard-loaders, app/list-loaders). */
  data?: (search: URLSearchParams) => string[];
}

const dashboard = (role: Role, code: () => Promise<unknown>, path: string): FirstScreen => ({
  role,
  code,
  data: () => [path],
});
const employeeList: FirstScreen = {
  role: 'admin',
  code: screenCode.employees,
  data: (search) => [requestPathOf(employeesApi.list.path, peopleQueryInput(peopleParamsOf(readListState(search))))],
};
const manageLeaves = (role: Role): FirstScreen => ({
  role,
  code: screenCode.manageLeaves,
  data: (search) => [requestPathOf(leaveApi.list.path, leavesQueryInput(leaveListParamsOf(readListState(search))))],
});
const admin = dashboard('admin', screenCode.adminOverview, dashboardApi.admin.path);
const manager = dashboard('manager', screenCode.managerHome, dashboardApi.manager.path);
const employee = dashboard('employee', screenCode.employeeHome, dashboardApi.employee.path);

/** By address: the login screen, where each role's sign-in lands (ROLE_HOME), and the lists most opened cold. */
const FIRST_SCREENS: Record<string, FirstScreen> = {
  [paths.login]: { role: null, code: screenCode.login },
  [paths.admin.home]: admin,
  [paths.admin.employees]: employeeList,
  [paths.admin.employeesAlias]: employeeList,
  [paths.admin.leaves]: manageLeaves('admin'),
  [paths.manager.home]: manager,
  [paths.manager.summary]: manager,
  [paths.employee.home]: employee,
  [paths.employee.summary]: employee,
  [paths.moderator.leaves]: manageLeaves('moderator'),
  [paths.user.profile]: { role: 'user', code: screenCode.userProfile },
};

/**
 * Called by the page's first script: on the address of a first screen, its code starts loading at
 * once, beside the app's, and — when this tab stored a user of its role — its first requests too,
 * while the code is still on its way. The screen's loaders and queries take those answers
 * (lib/early-requests).
 */
export function startFirstScreen({ pathname, search }: { pathname: string; search: string }) {
  const screen = FIRST_SCREENS[pathname.replace(/\/$/, '') || '/'];
  if (!screen) return;
  // The data first: on a phone's network six requests go at a time, and the code is many files.
  if (screen.data && readStoredUser()?.role === screen.role) {
    for (const path of screen.data(new URLSearchParams(search))) startEarly(path);
  }
  // A chunk that cannot be fetched is reported by whoever needs it (the route, or app/start.tsx).
  screen.code().catch(() => undefined);
}
