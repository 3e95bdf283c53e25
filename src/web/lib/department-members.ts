import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';
import { callQuery } from './call.js';

/** The signed-in manager's colleagues to pick from (tasks, announcements): their department's employees. */
export const departmentMembersOptions = () =>
  queryOptions({ ...callQuery(employeesApi.departmentMembers), select: (response) => response.result });

export function useDepartmentMembers() {
  return useQuery(departmentMembersOptions());
}
