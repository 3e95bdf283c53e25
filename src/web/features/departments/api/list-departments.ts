import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { departmentsApi } from '#shared/api/departments.js';
import { callQuery } from '#web/lib/call.js';
import { DEPARTMENT_SORTS } from '#shared/list-columns.js';
import { type ListParams, withSort } from '#web/lib/list-params.js';

/** One page of departments, searched by name on the server. */
export const departmentsQueryOptions = (params: ListParams) =>
  queryOptions({
    ...callQuery(departmentsApi.list, { query: withSort(params, DEPARTMENT_SORTS) }),
    placeholderData: keepPreviousData,
  });

export function useDepartments(params: ListParams) {
  return useQuery(departmentsQueryOptions(params));
}

/** Existing names that contain the typed text, for the name field's suggestions. */
export function useDepartmentNameSuggestions(search: string) {
  return useQuery({
    ...callQuery(departmentsApi.list, { query: { search, page: 1, limit: 8 } }),
    select: (response) => response.result.map((d) => d.dep_name),
    enabled: search.length > 0,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}
