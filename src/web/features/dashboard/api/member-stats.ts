import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeJson } from '../../../../shared/schemas/employees.js';
import { api } from '../../../lib/api-client.js';
import type { RunningProject } from './admin-stats.js';

/** The manager's and the employee's dashboard figures (spec §7). */

export const managerRunningProjectsOptions = () =>
  queryOptions({
    queryKey: ['stats', 'manager', 'running-projects'],
    queryFn: ({ signal }) =>
      api.get<{ projects: RunningProject[]; projectsCount: number }>('/api/projects/runningProjectsByManager', signal),
  });

export type ActiveEmployee = Pick<EmployeeJson, '_id' | 'emp_name' | 'emp_email' | 'emp_phone' | 'designation' | 'profileImage'>;

export const activeEmployeesOptions = () =>
  queryOptions({
    queryKey: ['stats', 'manager', 'active-employees'],
    queryFn: ({ signal }) =>
      api.get<{ result: ActiveEmployee[] }>('/api/employee/manager/active-employees', signal).then((r) => r.result),
  });

const countOptions = (name: string, path: string) =>
  queryOptions({
    queryKey: ['stats', 'member', name, path],
    queryFn: ({ signal }) => api.get<{ count: number }>(path, signal).then((r) => r.count),
  });

export const workingTasksOptions = (userId: string) =>
  countOptions('working-tasks', `/api/tasks/employee/${encodeURIComponent(userId)}`);

export const attendanceCountOptions = (userId: string) =>
  countOptions('attendances', `/api/attendance/employee/${encodeURIComponent(userId)}`);

export const myEmployeeRecordOptions = (userId: string) =>
  queryOptions({
    queryKey: ['stats', 'member', 'record', userId],
    queryFn: ({ signal }) =>
      api
        .get<{ employee: EmployeeJson & { manager: { mang_name: string } | null } }>(
          `/api/employee/${encodeURIComponent(userId)}`,
          signal,
        )
        .then((r) => r.employee),
  });

export const useManagerRunningProjects = () => useQuery(managerRunningProjectsOptions());
export const useActiveEmployees = () => useQuery(activeEmployeesOptions());
export const useWorkingTasks = (userId: string) => useQuery(workingTasksOptions(userId));
export const useAttendanceCount = (userId: string) => useQuery(attendanceCountOptions(userId));
export const useMyEmployeeRecord = (userId: string) => useQuery(myEmployeeRecordOptions(userId));
