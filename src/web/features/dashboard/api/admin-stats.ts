import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '#shared/api/auth.js';
import { departmentsApi } from '#shared/api/departments.js';
import { employeesApi } from '#shared/api/employees.js';
import { leaveApi } from '#shared/api/leave.js';
import { projectsApi } from '#shared/api/projects.js';
import { salaryApi } from '#shared/api/salary.js';
import type { ResponseOf } from '#shared/api/endpoint.js';
import { DASHBOARD_PREVIEW_COUNT } from '#shared/constants.js';
import { callQuery } from '#web/lib/call.js';

/**
 * The admin overview's figures, each under its spec call's query; the overview's route loader
 * fills them all from one summary request (app/dashboard-loaders.ts), and each refreshes alone.
 */

export type RunningProject = ResponseOf<typeof projectsApi.running>['projects'][number];

export type ActiveUser = ResponseOf<typeof authApi.active>['result'][number];

export interface NameValue {
  name: string;
  value: number;
}

export const departmentCountOptions = () =>
  queryOptions({ ...callQuery(departmentsApi.count), select: (r) => r.countDep });

export const totalSalaryOptions = () =>
  queryOptions({
    ...callQuery(salaryApi.total),
    select: (r) => ({ allTime: r.totalSalary[0]?.totalAmount ?? 0, thisMonth: r.thisMonth }),
  });

export const employeeCountsOptions = () => callQuery(employeesApi.counts);

/** The overview shows the first few running projects and their count: it asks for no more. */
export const runningProjectsOptions = () =>
  callQuery(projectsApi.running, { query: { limit: DASHBOARD_PREVIEW_COUNT } });

/** The first five signed-in users and how many there are: what the overview shows until 'See All'. */
export const activeUsersPreviewOptions = () => callQuery(authApi.active, { query: { limit: DASHBOARD_PREVIEW_COUNT } });

/** Every signed-in user, asked for when 'See All' is pressed. */
export const allActiveUsersOptions = () => queryOptions({ ...callQuery(authApi.active), select: (r) => r.result });

export const departmentDistributionOptions = () => callQuery(departmentsApi.distribution);

export const monthlySalaryOptions = () =>
  queryOptions({
    ...callQuery(salaryApi.monthly),
    select: (rows) => rows.map(({ name, salary }) => ({ name, value: salary })),
  });

export const leaveStatsOptions = () => callQuery(leaveApi.stats);

export const useDepartmentCount = () => useQuery(departmentCountOptions());
export const useTotalSalary = () => useQuery(totalSalaryOptions());
export const useEmployeeCounts = () => useQuery(employeeCountsOptions());
export const useRunningProjects = () => useQuery(runningProjectsOptions());
export const useActiveUsersPreview = () => useQuery(activeUsersPreviewOptions());
export const useAllActiveUsers = (enabled: boolean) => useQuery({ ...allActiveUsersOptions(), enabled });
export const useDepartmentDistribution = () => useQuery(departmentDistributionOptions());
export const useMonthlySalary = () => useQuery(monthlySalaryOptions());
export const useLeaveStats = () => useQuery(leaveStatsOptions());
