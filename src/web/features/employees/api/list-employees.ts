import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';
import { callQuery } from '#web/lib/call.js';
import { EMPLOYEE_SORTS, type EmploymentStatus } from '#shared/list-columns.js';
import { type ListParams, withSort } from '#web/lib/list-params.js';

type PeopleParams = ListParams & { status?: EmploymentStatus };

/** One page of employees, searched on the server by name, id, role or department. */
export const employeesQueryOptions = (params: PeopleParams) =>
  queryOptions({
    ...callQuery(employeesApi.list, { query: withSort(params, EMPLOYEE_SORTS) }),
    placeholderData: keepPreviousData,
  });

export function useEmployees(params: PeopleParams) {
  return useQuery(employeesQueryOptions(params));
}

/** The active employees of the signed-in manager's own department. */
export function useActiveTeam() {
  return useQuery({ ...callQuery(employeesApi.team), select: (response) => response.result });
}
