import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';
import { call } from '#web/lib/call.js';
import { refreshAfterPersonChange } from './keys.js';

/** A record made by mistake; `handover` names who takes over the department the person ran. */
export const deleteEmployee = ({ id, handover }: { id: string; handover?: string | undefined }) =>
  call(employeesApi.remove, { params: { id }, query: handover ? { handover } : {} });

/** Deletes an employee or a manager who has no history (their sign-in goes with them). */
export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => refreshAfterPersonChange(queryClient),
  });
}
