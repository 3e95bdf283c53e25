import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';
import { callQuery } from '#web/lib/call.js';
import { type PeopleParams, peopleQueryInput } from './people-query.js';

/** One page of employees, searched on the server by name, id, role or department. */
export const employeesQueryOptions = (params: PeopleParams) =>
  queryOptions({
    ...callQuery(employeesApi.list, peopleQueryInput(params)),
    placeholderData: keepPreviousData,
  });

export function useEmployees(params: PeopleParams) {
  return useQuery(employeesQueryOptions(params));
}

/** The active employees of the signed-in manager's own department. */
export function useActiveTeam() {
  return useQuery({ ...callQuery(employeesApi.team), select: (response) => response.result });
}
