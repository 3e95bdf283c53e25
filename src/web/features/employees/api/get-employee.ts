import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';
import type { ResponseOf } from '#shared/api/endpoint.js';
import { callQuery } from '#web/lib/call.js';

/** An employee with their department's manager and last sign-in (GET /api/employee/{userId}). */
export type EmployeeProfile = ResponseOf<typeof employeesApi.profile>['employee'];

/** `id` may be a user id or an employee id. */
export const employeeQueryOptions = (id: string) =>
  queryOptions({ ...callQuery(employeesApi.get, { params: { id } }), select: (response) => response.employee });

export function useEmployee(id: string) {
  return useQuery(employeeQueryOptions(id));
}

export const employeeProfileQueryOptions = (id: string) =>
  queryOptions({
    ...callQuery(employeesApi.profile, { params: { userId: id } }),
    select: (response) => response.employee,
  });

export function useEmployeeProfile(id: string) {
  return useQuery(employeeProfileQueryOptions(id));
}
