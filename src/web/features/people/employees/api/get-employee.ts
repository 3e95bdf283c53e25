import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeJson } from '../../../../../shared/schemas/employees.js';
import { api } from '../../../../lib/api-client.js';
import { peopleKeys } from '../../api/keys.js';

/** An employee with their department's manager and last sign-in (GET /api/employee/{userId}). */
export type EmployeeProfile = EmployeeJson & {
  manager: { mang_name: string } | null;
  meta: { lastLoginIp: string | null; lastLoginDevice: string | null };
};

/** `id` may be a user id or an employee id. */
export function getEmployee(id: string, signal?: AbortSignal) {
  return api.get<{ success: true; employee: EmployeeJson }>(
    `/api/employee/getEmployee/${encodeURIComponent(id)}`,
    signal,
  );
}

export const employeeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.employee(id),
    queryFn: ({ signal }) => getEmployee(id, signal).then((response) => response.employee),
  });

export function useEmployee(id: string) {
  return useQuery(employeeQueryOptions(id));
}

export function getEmployeeProfile(id: string, signal?: AbortSignal) {
  return api.get<{ success: true; employee: EmployeeProfile }>(`/api/employee/${encodeURIComponent(id)}`, signal);
}

export const employeeProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.profile(id),
    queryFn: ({ signal }) => getEmployeeProfile(id, signal).then((response) => response.employee),
  });

export function useEmployeeProfile(id: string) {
  return useQuery(employeeProfileQueryOptions(id));
}
