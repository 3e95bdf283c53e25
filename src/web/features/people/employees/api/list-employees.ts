import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeJson } from '../../../../../shared/schemas/employees.js';
import { api } from '../../../../lib/api-client.js';
import { peopleKeys } from '../../api/keys.js';
import { queryStringOf } from '../../../../../shared/api/endpoint.js';
import type { ListParams } from '../../../../lib/list-params.js';

export function getEmployees(params: ListParams, signal?: AbortSignal) {
  return api.get<{ success: true; result: EmployeeJson[]; total?: number }>(
    `/api/employee/getEmployees${queryStringOf({ ...params })}`,
    signal,
  );
}

/** One page of employees, searched on the server by name, id, role or department. */
export const employeesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: peopleKeys.employeeList(params),
    queryFn: ({ signal }) => getEmployees(params, signal),
    placeholderData: keepPreviousData,
  });

export function useEmployees(params: ListParams) {
  return useQuery(employeesQueryOptions(params));
}

export function getActiveTeam(signal?: AbortSignal) {
  return api.get<{ success: true; result: EmployeeJson[] }>('/api/employee/manager/active-employees', signal);
}

/** The active employees of the signed-in manager's own department. */
export function useActiveTeam() {
  return useQuery({
    queryKey: peopleKeys.team(),
    queryFn: ({ signal }) => getActiveTeam(signal).then((response) => response.result),
  });
}
