import type { QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { dashboardApi } from '#shared/api/dashboard.js';
import type { ResponseOf } from '#shared/api/endpoint.js';
import type { Role } from '#shared/roles.js';
import type { SessionUser } from '#shared/schemas/auth.js';
import {
  departmentCountOptions,
  departmentDistributionOptions,
  employeeCountsOptions,
  leaveStatsOptions,
  monthlySalaryOptions,
  runningProjectsOptions,
  activeUsersPreviewOptions,
  totalSalaryOptions,
} from '../features/dashboard/api/admin-stats.js';
import {
  activeEmployeesOptions,
  attendanceCountOptions,
  managerRunningProjectsOptions,
  myEmployeeRecordOptions,
  workingTasksOptions,
} from '../features/dashboard/api/member-stats.js';
import { myBalancesOptions } from '../features/leave/api/my-balances.js';
import { whoIsOutOptions } from '../features/team-calendar/api/team-calendar.js';
import { ApiError, NETWORK_ERROR } from '../lib/api-client.js';
import { call } from '../lib/call.js';
import { sessionQueryOptions } from '../lib/session.js';
import { readStoredUser } from '../lib/storage.js';

/*
 * The dashboards' route loaders (issue 17): a dashboard's data is asked for when the navigation
 * starts — beside the session check and the screen's code, not after the first render; on a cold
 * load, by the page's first script already (app/first-screens.ts) — and in
 * one request (GET /api/dashboard/…), whose parts fill the queries the screen's cards read, each
 * under its own spec call. A part still fresh in the cache is not asked again; a part that goes
 * stale later (a change invalidated its area) refreshes through its own call alone.
 */

/** A query a card reads, and its answer inside the summary (undefined: not this caller's, ask its own call). */
interface Part<S> {
  options: { queryKey: QueryKey; queryFn?: unknown };
  from: (summary: S) => unknown;
}

const part = <S>(options: Part<S>['options'], from: Part<S>['from']): Part<S> => ({ options, from });

/** A failure that the part's own call might not meet: the server or the network, not a refusal. */
const worthAskingAgain = (error: unknown) =>
  !(error instanceof ApiError) || error.status === NETWORK_ERROR || error.status >= 500;

/**
 * Starts the summary request when a part the screen needs is missing or stale, and files each part
 * under its query as it arrives. Returns at once: the screen renders with the queries in flight.
 */
function fill<S>(queryClient: QueryClient, summary: () => Promise<S>, parts: Part<S>[]) {
  let answer: Promise<S> | undefined;
  const once = () => (answer ??= summary());
  for (const { options, from } of parts) {
    const own = options.queryFn as (context: QueryFunctionContext) => Promise<unknown>;
    void queryClient.prefetchQuery({
      queryKey: options.queryKey,
      queryFn: async (context) => {
        let found: unknown;
        try {
          found = from(await once());
        } catch (error) {
          if (!worthAskingAgain(error)) throw error;
        }
        return found === undefined ? own(context) : found;
      },
      retry: false,
    });
  }
}

/**
 * Who is (probably) signed in, without waiting when this tab stored the user at sign-in; otherwise
 * after the session check (a new tab, or a session carried by the cookie alone).
 */
export async function currentUser(queryClient: QueryClient): Promise<SessionUser | null> {
  return readStoredUser() ?? (await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null));
}

/** A loader for a dashboard of `role`: another role's visit is left to the guards, which send it home. */
function dashboardLoader(role: Role, start: (queryClient: QueryClient, user: SessionUser) => void) {
  return (queryClient: QueryClient) => async () => {
    const user = await currentUser(queryClient);
    if (user?.role === role) start(queryClient, user);
    return null;
  };
}

type AdminSummary = ResponseOf<typeof dashboardApi.admin>;
type ManagerSummary = ResponseOf<typeof dashboardApi.manager>;
type EmployeeSummary = ResponseOf<typeof dashboardApi.employee>;

export const adminDashboardLoader = dashboardLoader('admin', (queryClient) =>
  fill<AdminSummary>(queryClient, () => call(dashboardApi.admin), [
    part(employeeCountsOptions(), (s) => s.employeeCounts),
    part(departmentCountOptions(), (s) => s.departmentCount),
    part(totalSalaryOptions(), (s) => s.totalSalary),
    part(monthlySalaryOptions(), (s) => s.monthlySalary),
    part(runningProjectsOptions(), (s) => s.runningProjects),
    part(activeUsersPreviewOptions(), (s) => s.activeUsers),
    part(departmentDistributionOptions(), (s) => s.departmentDistribution),
    part(leaveStatsOptions(), (s) => s.leaveStats),
    part(whoIsOutOptions(), (s) => s.whoIsOut),
  ]),
);

export const managerDashboardLoader = dashboardLoader('manager', (queryClient) =>
  fill<ManagerSummary>(queryClient, () => call(dashboardApi.manager), [
    part(managerRunningProjectsOptions(), (s) => s.runningProjects),
    part(activeEmployeesOptions(), (s) => s.activeEmployees),
    part(whoIsOutOptions(), (s) => s.whoIsOut),
  ]),
);

export const employeeDashboardLoader = dashboardLoader('employee', (queryClient, user) => {
  // Filed under the user the screen will ask for; an answer about someone else (a stale stored
  // user) fills nothing, and each card asks its own call.
  const mine =
    <T>(pick: (s: EmployeeSummary) => T) =>
    (s: EmployeeSummary) =>
      s.userId === user._id ? pick(s) : undefined;
  fill<EmployeeSummary>(queryClient, () => call(dashboardApi.employee), [
    part(
      workingTasksOptions(user._id),
      mine((s) => s.workingTasks),
    ),
    part(
      attendanceCountOptions(user._id),
      mine((s) => s.presentDays),
    ),
    part(
      myEmployeeRecordOptions(user._id),
      mine((s) => s.profile),
    ),
    part(myBalancesOptions(), (s) => s.leaveBalances),
    part(whoIsOutOptions(), (s) => s.whoIsOut),
  ]);
});
