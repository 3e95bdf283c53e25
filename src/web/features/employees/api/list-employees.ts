import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';
import { callQuery } from '#web/lib/call.js';
import { EMPLOYEE_SORTS, EMPLOYMENT_STATUSES, type EmploymentStatus } from '#shared/list-columns.js';
import { type ListParams, type ListState, listParamsOf, oneOf, withSort } from '#web/lib/list-params.js';

export type PeopleParams = ListParams & { status: EmploymentStatus };

/**
 * What a people list (employees, managers) asks for: the list's page, and who it shows — the
 * people working here unless the address names another choice.
 */
export function peopleParamsOf(list: ListState): PeopleParams {
  return { ...listParamsOf(list), status: oneOf(EMPLOYMENT_STATUSES, list.filter('status')) ?? 'active' };
}

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
