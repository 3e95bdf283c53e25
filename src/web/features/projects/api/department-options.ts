import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentJson } from '../../../../shared/schemas/departments.js';
import { api } from '../../../lib/api-client.js';

export function getDepartments(signal?: AbortSignal) {
  return api.get<{ success: true; result: DepartmentJson[] }>('/api/department/getAllDep', signal);
}

/** Every department as a choice for the project form's Department select. */
export const departmentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['departments', 'options'],
    queryFn: ({ signal }) =>
      getDepartments(signal).then(({ result }) => result.map((d) => ({ value: d._id, label: d.dep_name }))),
  });

export function useDepartmentOptions() {
  return useQuery(departmentOptionsQueryOptions());
}
