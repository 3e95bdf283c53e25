import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentsApi } from '#shared/api/departments.js';
import { call, invalidateAreas } from '#web/lib/call.js';

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(departmentsApi.remove, { params: { id } }),
    // The manager leaves the department with it.
    onSuccess: () => invalidateAreas(queryClient, 'Departments', 'Employees'),
  });
}
