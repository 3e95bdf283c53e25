import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.js';
import { refreshAfterPersonChange } from '../../api/keys.js';

export function deleteEmployee(id: string) {
  return api.delete<{ success: true; message: string }>(`/api/employee/deleteEmployee/${encodeURIComponent(id)}`);
}

/** Deletes an employee or a manager (their sign-in and records go with them). */
export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => refreshAfterPersonChange(queryClient),
  });
}
