import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '#shared/api/endpoint.js';
import { salaryApi } from '#shared/api/salary.js';
import { call, invalidateAreas } from '#web/lib/call.js';

/** The body as the form holds it: the server parses the amounts itself and recomputes the net. */
export type AddSalaryBody = InputOf<typeof salaryApi.add>['body'];

export const addSalary = (body: AddSalaryBody) => call(salaryApi.add, { body });

export function useAddSalary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSalary,
    onSuccess: () => invalidateAreas(queryClient, 'Salary'),
  });
}
