import { queryOptions, useQuery } from '@tanstack/react-query';
import { departmentsApi } from '#shared/api/departments.js';
import { callQuery } from '#web/lib/call.js';

/** Every department as a choice for the project form's Department select. */
export const departmentOptionsQueryOptions = () =>
  queryOptions({
    ...callQuery(departmentsApi.list),
    select: ({ result }) => result.map((d) => ({ value: d._id, label: d.dep_name })),
  });

export function useDepartmentOptions() {
  return useQuery(departmentOptionsQueryOptions());
}
