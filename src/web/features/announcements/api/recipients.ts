import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '../../../../shared/api/employees.js';
import type { EmployeeJson } from '../../../../shared/schemas/employees.js';
import { callQuery } from '../../../lib/call.js';

/** How many matches the admin's employee picker shows. */
const PICKER_LIMIT = 8;

export type EmployeeOption = Pick<EmployeeJson, '_id' | 'emp_name' | 'emp_email' | 'employeeId' | 'department' | 'role'>;

/** The admin's picker: employees matching the typed text, found by the server. */
export function useEmployeeSearch(search: string, enabled: boolean) {
  return useQuery({
    ...callQuery(employeesApi.list, { query: { page: 1, limit: PICKER_LIMIT, search } }),
    select: (response): EmployeeOption[] => response.result,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The manager's picker: the employees of their own department. */
export const departmentMembersOptions = () =>
  queryOptions({ ...callQuery(employeesApi.departmentMembers), select: (response) => response.result });

export function useDepartmentMembers() {
  return useQuery(departmentMembersOptions());
}
