import { queryOptions, useQuery } from '@tanstack/react-query';
import { departmentsApi } from '#shared/api/departments.js';
import { callQuery } from '#web/lib/call.js';

export const departmentQueryOptions = (id: string) =>
  queryOptions({ ...callQuery(departmentsApi.get, { params: { id } }), select: (response) => response.result });

export function useDepartment(id: string) {
  return useQuery(departmentQueryOptions(id));
}
