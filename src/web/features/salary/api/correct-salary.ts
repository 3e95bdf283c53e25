import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '#shared/api/endpoint.js';
import { salaryApi } from '#shared/api/salary.js';
import { call, invalidateAreas } from '#web/lib/call.js';

export type SalaryCorrectionBody = InputOf<typeof salaryApi.update>['body'];

/** A correction or a deletion changes the lists, the totals and the record's history. */
function useSalaryChange<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAreas(queryClient, 'Salary', 'Audit') });
}

export function useCorrectSalary() {
  return useSalaryChange(({ id, body }: { id: string; body: SalaryCorrectionBody }) =>
    call(salaryApi.update, { params: { id }, body }),
  );
}

export function useDeleteSalary() {
  return useSalaryChange(({ id, reason }: { id: string; reason: string }) =>
    call(salaryApi.remove, { params: { id }, body: { reason } }),
  );
}
