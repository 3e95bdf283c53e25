import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeJson } from '#shared/schemas/employees.js';
import { attendanceApi } from '#shared/api/attendance.js';
import { employeesApi } from '#shared/api/employees.js';
import { projectsApi } from '#shared/api/projects.js';
import { callQuery } from '#web/lib/call.js';

/** The manager's and the employee's dashboard figures. */

export const managerRunningProjectsOptions = () => callQuery(projectsApi.runningInDepartment);

export type ActiveEmployee = Pick<
  EmployeeJson,
  '_id' | 'emp_name' | 'emp_email' | 'emp_phone' | 'designation' | 'profileImage'
>;

export const activeEmployeesOptions = () =>
  queryOptions({ ...callQuery(employeesApi.team), select: (r): ActiveEmployee[] => r.result });

export const workingTasksOptions = (userId: string) =>
  queryOptions({ ...callQuery(projectsApi.workingTasks, { params: { userId } }), select: (r) => r.count });

export const attendanceCountOptions = (userId: string) =>
  queryOptions({ ...callQuery(attendanceApi.presentDays, { params: { userId } }), select: (r) => r.count });

export const myEmployeeRecordOptions = (userId: string) =>
  queryOptions({ ...callQuery(employeesApi.profile, { params: { userId } }), select: (r) => r.employee });

export const useManagerRunningProjects = () => useQuery(managerRunningProjectsOptions());
export const useActiveEmployees = () => useQuery(activeEmployeesOptions());
export const useWorkingTasks = (userId: string) => useQuery(workingTasksOptions(userId));
export const useAttendanceCount = (userId: string) => useQuery(attendanceCountOptions(userId));
export const useMyEmployeeRecord = (userId: string) => useQuery(myEmployeeRecordOptions(userId));
