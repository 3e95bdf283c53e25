import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';
import { callQuery } from '#web/lib/call.js';
import type { ListParams } from '#web/lib/list-params.js';

/** One page of managers, searched on the server by name, employee id or phone. */
export const managersQueryOptions = (params: ListParams) =>
  queryOptions({ ...callQuery(employeesApi.managers, { query: params }), placeholderData: keepPreviousData });

export function useManagers(params: ListParams) {
  return useQuery(managersQueryOptions(params));
}
