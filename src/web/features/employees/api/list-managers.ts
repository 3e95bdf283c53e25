import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';
import { callQuery } from '#web/lib/call.js';
import { type PeopleParams, peopleQueryInput } from './people-query.js';

/** One page of managers, searched on the server by name, employee id or phone. */
export const managersQueryOptions = (params: PeopleParams) =>
  queryOptions({
    ...callQuery(employeesApi.managers, peopleQueryInput(params)),
    placeholderData: keepPreviousData,
  });

export function useManagers(params: PeopleParams) {
  return useQuery(managersQueryOptions(params));
}
