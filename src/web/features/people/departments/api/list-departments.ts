import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentJson } from '../../../../../shared/schemas/departments.js';
import { api } from '../../../../lib/api-client.js';
import { peopleKeys } from '../../api/keys.js';
import { listQuery, type ListParams } from '../../api/list-params.js';

interface DepartmentList {
  success: true;
  result: DepartmentJson[];
  total?: number;
}

export function getDepartments(params: Partial<ListParams>, signal?: AbortSignal) {
  return api.get<DepartmentList>(`/api/department/getAllDep${listQuery(params)}`, signal);
}

/** One page of departments, searched by name on the server. */
export const departmentsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: peopleKeys.departmentList(params),
    queryFn: ({ signal }) => getDepartments(params, signal),
    placeholderData: keepPreviousData,
  });

export function useDepartments(params: ListParams) {
  return useQuery(departmentsQueryOptions(params));
}

/** Every department (for pickers): the list is small and changes rarely. */
export function useAllDepartments() {
  return useQuery({
    queryKey: peopleKeys.departmentList({ all: true }),
    queryFn: ({ signal }) => getDepartments({}, signal).then((response) => response.result),
    staleTime: 60_000,
  });
}

/** Existing names that contain the typed text, for the name field's suggestions. */
export function useDepartmentNameSuggestions(search: string) {
  return useQuery({
    queryKey: peopleKeys.departmentList({ suggest: search }),
    queryFn: ({ signal }) =>
      getDepartments({ search, page: 1, limit: 8 }, signal).then((response) => response.result.map((d) => d.dep_name)),
    enabled: search.length > 0,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}
