import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeJson } from '../../../../shared/schemas/employees.js';
import { api } from '../../../lib/api-client.js';

/** How many matches the admin's employee picker shows. */
const PICKER_LIMIT = 8;

export type EmployeeOption = Pick<EmployeeJson, '_id' | 'emp_name' | 'emp_email' | 'employeeId' | 'department' | 'role'>;

/** The admin's picker: employees matching the typed text, found by the server. */
export function searchEmployees(search: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: '1', limit: String(PICKER_LIMIT), search });
  return api.get<{ success: true; result: EmployeeOption[] }>(`/api/employee/getEmployees?${query}`, signal);
}

export function useEmployeeSearch(search: string, enabled: boolean) {
  return useQuery<EmployeeOption[]>({
    queryKey: ['announcements', 'recipients', search],
    queryFn: ({ signal }) => searchEmployees(search, signal).then((r) => r.result),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export interface DepartmentMember {
  _id: string;
  emp_name: string;
  emp_email: string;
  employeeId: string;
}

/** The manager's picker: the employees of their own department. */
export const departmentMembersOptions = () =>
  queryOptions({
    queryKey: ['employees', 'by-department'],
    queryFn: ({ signal }) =>
      api
        .get<{ success: true; result: DepartmentMember[] }>('/api/employee/getEmployeesByDepartment', signal)
        .then((r) => r.result),
  });

export function useDepartmentMembers() {
  return useQuery(departmentMembersOptions());
}
