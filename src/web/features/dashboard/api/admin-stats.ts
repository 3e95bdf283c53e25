import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '../../../../shared/api/auth.js';
import { departmentsApi } from '../../../../shared/api/departments.js';
import type { ResponseOf } from '../../../../shared/api/endpoint.js';
import { api } from '../../../lib/api-client.js';
import { callQuery } from '../../../lib/call.js';

/** The admin overview's figures: each one aggregate query on the server (spec §7). */
const statsKey = (name: string) => ['stats', 'admin', name] as const;

export interface RunningProject {
  _id: string;
  title: string;
  startDate: string;
  endDate: string;
  status: string;
  department?: { _id: string; dep_name: string } | null;
}

export type ActiveUser = ResponseOf<typeof authApi.active>['result'][number];

export interface NameValue {
  name: string;
  value: number;
}

export interface LeaveStats {
  totalLeaves: number;
  statusBreakdown: NameValue[];
}

export const departmentCountOptions = () =>
  queryOptions({ ...callQuery(departmentsApi.count), select: (r) => r.countDep });

export const totalSalaryOptions = () =>
  queryOptions({
    queryKey: statsKey('salary-total'),
    queryFn: ({ signal }) =>
      api
        .get<{ totalSalary: { totalAmount: number }[] }>('/api/salary/getTotalSalary', signal)
        .then((r) => r.totalSalary[0]?.totalAmount ?? 0),
  });

export const employeeCountsOptions = () =>
  queryOptions({
    queryKey: statsKey('people'),
    queryFn: ({ signal }) =>
      api.get<{ totalEmployees: number; totalManagers: number }>('/api/employee/getEmployeesCount', signal),
  });

export const runningProjectsOptions = () =>
  queryOptions({
    queryKey: statsKey('running-projects'),
    queryFn: ({ signal }) =>
      api.get<{ projects: RunningProject[]; projectsCount: number }>('/api/projects/getInProgressProjects', signal),
  });

export const activeUsersOptions = () => queryOptions({ ...callQuery(authApi.active), select: (r) => r.result });

export const departmentDistributionOptions = () => callQuery(departmentsApi.distribution);

export const monthlySalaryOptions = () =>
  queryOptions({
    queryKey: statsKey('monthly-salary'),
    queryFn: ({ signal }) =>
      api
        .get<{ name: string; salary: number }[]>('/api/salary/monthly-summary', signal)
        .then((rows) => rows.map(({ name, salary }) => ({ name, value: salary }))),
  });

export const leaveStatsOptions = () =>
  queryOptions({
    queryKey: statsKey('leaves'),
    queryFn: ({ signal }) => api.get<LeaveStats>('/api/leave/stats', signal),
  });

export const useDepartmentCount = () => useQuery(departmentCountOptions());
export const useTotalSalary = () => useQuery(totalSalaryOptions());
export const useEmployeeCounts = () => useQuery(employeeCountsOptions());
export const useRunningProjects = () => useQuery(runningProjectsOptions());
export const useActiveUsers = () => useQuery(activeUsersOptions());
export const useDepartmentDistribution = () => useQuery(departmentDistributionOptions());
export const useMonthlySalary = () => useQuery(monthlySalaryOptions());
export const useLeaveStats = () => useQuery(leaveStatsOptions());
