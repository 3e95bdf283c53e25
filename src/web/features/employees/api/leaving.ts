import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';
import type { DeactivateEmployeeInput } from '#shared/schemas/employees.js';
import { call, callQuery } from '#web/lib/call.js';
import { refreshAfterPersonChange } from './keys.js';

/** What leaving means for a person (history kept, department run), asked when a dialog opens. */
export function useLeaving(id: string | null) {
  return useQuery({
    ...callQuery(employeesApi.leaving, { params: { id: id ?? '' } }),
    enabled: id !== null,
    select: (response) => response.leaving,
    staleTime: 0,
  });
}

export function useDeactivateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DeactivateEmployeeInput & { id: string }) =>
      call(employeesApi.deactivate, { params: { id }, body }),
    onSuccess: () => refreshAfterPersonChange(queryClient),
  });
}

export function useReactivateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(employeesApi.reactivate, { params: { id }, body: { reason } }),
    onSuccess: () => refreshAfterPersonChange(queryClient),
  });
}
