import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';
import { call } from '#web/lib/call.js';
import { refreshAfterPersonChange } from './keys.js';

export const deleteEmployee = (id: string) => call(employeesApi.remove, { params: { id } });

/** Deletes an employee or a manager (their sign-in and records go with them). */
export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => refreshAfterPersonChange(queryClient),
  });
}
