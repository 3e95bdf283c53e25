import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentsApi } from '#shared/api/departments.js';
import type { DepartmentInput } from '#shared/schemas/departments.js';
import { call, invalidateAreas } from '#web/lib/call.js';

/** Adds (no id) or updates a department; the manager's own department changes with it. */
export function useSaveDepartment(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepartmentInput) =>
      id ? call(departmentsApi.update, { params: { id }, body }) : call(departmentsApi.add, { body }),
    onSuccess: () => invalidateAreas(queryClient, 'Departments', 'Employees'),
  });
}
