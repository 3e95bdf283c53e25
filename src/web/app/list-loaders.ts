import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction, Params, ShouldRevalidateFunction } from 'react-router';
import { ROLE_AREA } from '#shared/roles.js';
import type { SessionUser } from '#shared/schemas/auth.js';
import { peopleParamsOf } from '../features/employees/api/people-query.js';
import type { LeaveStatus } from '../features/leave/components/leave-tabs.js';
import { leaveListParamsOf } from '../features/leave/api/leaves-query.js';
import { type ListState, listParamsOf, readListState } from '../lib/list-params.js';
import { currentUser } from './dashboard-loaders.js';

/*
 * The list screens' route loaders: a list's rows are asked for when the navigation starts, beside
 * the screen's code and the session check, not after the screen's first render. The loader reads
 * the list's state from the address as the screen will (lib/list-params readListState) and builds
 * the query with the screen's own function from its feature's api module, so the screen finds
 * the request under way and does not ask again.
 */

/** Query options as a feature's api module builds them (`queryOptions`, `callQuery`). */
interface FirstQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
}

/** What a list screen asks for on its first render. */
type FirstQueries = (list: ListState, screen: { user: SessionUser; params: Params }) => FirstQuery[];

/** The screen is in the area of the user's role; anyone else is sent home by the guards (RequireRole). */
const mayOpen = (user: SessionUser, pathname: string) => pathname.startsWith(`${ROLE_AREA[user.role]}/`);

/**
 * A list screen's loader. `load` imports the screen's api module: a small chunk, fetched beside the
 * screen's own. Neither it, the stored user nor the answers are waited for: the screen renders
 * with its query in flight, and the router does not hold the navigation for a head start.
 */
function listLoader(queryClient: QueryClient, load: () => Promise<FirstQueries>): LoaderFunction {
  const start = async (url: URL, params: Params) => {
    const [user, first] = await Promise.all([currentUser(queryClient), load()]);
    if (!user || !mayOpen(user, url.pathname)) return;
    for (const options of first(readListState(url.searchParams), { user, params })) {
      void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
    }
  };
  return ({ request, params }) => {
    // A chunk that cannot be fetched is the screen's to report (it needs the same module).
    start(new URL(request.url), params).catch(() => undefined);
    return null;
  };
}

/**
 * A list screen changes its own address as the user types, pages, sorts and filters, and asks
 * for those rows itself (the search once typing pauses): its loader runs when the screen is
 * opened, not again for each of those changes.
 */
export const whenOpened: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/** The loader of each list screen, filling `queryClient`. */
export function listLoaders(queryClient: QueryClient) {
  const loader = (load: () => Promise<FirstQueries>) => listLoader(queryClient, load);
  return {
    accounts: loader(() =>
      import('../features/accounts/api/accounts.js').then((api) => (list) => [
        api.accountsQueryOptions(api.accountParamsOf(list)),
      ]),
    ),
    attendance: loader(() =>
      import('../features/attendance/api/attendance-day.js').then((api) => (list) => [
        api.attendanceDayQueryOptions(api.attendanceDayParamsOf(list)),
      ]),
    ),
    departments: loader(() =>
      import('../features/departments/api/list-departments.js').then((api) => (list) => [
        api.departmentsQueryOptions(listParamsOf(list)),
      ]),
    ),
    employees: loader(() =>
      import('../features/employees/api/list-employees.js').then((api) => (list) => [
        api.employeesQueryOptions(peopleParamsOf(list)),
      ]),
    ),
    managers: loader(() =>
      import('../features/employees/api/list-managers.js').then((api) => (list) => [
        api.managersQueryOptions(peopleParamsOf(list)),
      ]),
    ),
    leaveBalances: loader(() =>
      import('../features/leave/api/balances.js').then((api) => (list) => [
        api.balanceReportOptions(api.balanceReportQueryOf(list)),
      ]),
    ),
    leaveRequests: loader(() =>
      import('../features/leave/api/approval.js').then((api) => (list, { user }) => [
        api.approvalRequestsOptions(api.approvalRequestsParamsOf(list, user.role)),
      ]),
    ),
    /** Manage Leaves, on the tab of `status` (every request without one). */
    manageLeaves: (status?: LeaveStatus) =>
      loader(() =>
        import('../features/leave/api/leaves.js').then((api) => (list) => [
          api.leavesQueryOptions(leaveListParamsOf(list, status)),
        ]),
      ),
    mail: loader(() =>
      import('../features/mail/api/outbox.js').then((api) => (list) => [api.outboxOptions(api.outboxQueryOf(list))]),
    ),
    payroll: loader(() =>
      import('../features/payroll/api/payroll.js').then((api) => (list) => [
        api.payrollRunsOptions(api.payrollRunsQueryOf(list)),
      ]),
    ),
    /** One payroll run: the run and its rows at once (the screen asks for the rows once the run has come). */
    payrollRun: loader(() =>
      import('../features/payroll/api/payroll.js').then(
        (api) =>
          (list, { params }) =>
            params.id
              ? [api.payrollRunOptions(params.id), api.payrollRowsOptions(params.id, api.payrollRowsQueryOf(list))]
              : [],
      ),
    ),
    projects: loader(() =>
      import('../features/projects/api/projects.js').then((api) => (list) => [
        api.projectsQueryOptions(api.projectListParamsOf(list)),
      ]),
    ),
    salaries: loader(() =>
      import('../features/salary/api/salaries.js').then((api) => (list) => [
        api.salariesQueryOptions(listParamsOf(list)),
      ]),
    ),
  };
}

export type ListLoaders = ReturnType<typeof listLoaders>;
