import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';
import { callQuery } from '#web/lib/call.js';
import { EMPLOYEE_SORTS } from '#shared/list-columns.js';
import { withSort } from '#web/lib/list-params.js';
import type { PeopleParams } from './list-employees.js';

/** One page of managers, searched on the server by name, employee id or phone. */
export const managersQueryOptions = (params: PeopleParams) =>
  queryOptions({
    ...callQuery(employeesApi.managers, { query: withSort(params, EMPLOYEE_SORTS) }),
    placeholderData: keepPreviousData,
  });

export function useManagers(params: PeopleParams) {
  return useQuery(managersQueryOptions(params));
}
