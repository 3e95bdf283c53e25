import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentJson } from '../../../../../shared/schemas/departments.js';
import { api } from '../../../../lib/api-client.js';
import { peopleKeys } from '../../api/keys.js';

export function getDepartment(id: string, signal?: AbortSignal) {
  return api.get<{ success: true; result: DepartmentJson }>(
    `/api/department/getSingleDep/${encodeURIComponent(id)}`,
    signal,
  );
}

export const departmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.department(id),
    queryFn: ({ signal }) => getDepartment(id, signal).then((response) => response.result),
  });

export function useDepartment(id: string) {
  return useQuery(departmentQueryOptions(id));
}
