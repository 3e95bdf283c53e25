import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { salaryInputSchema, SalaryJson } from '../../../../shared/schemas/salary.js';
import { api } from '../../../lib/api-client.js';
import { salaryKeys } from './salary-keys.js';

/** The body as the form holds it: the server parses the amounts itself and recomputes the net. */
export type AddSalaryBody = z.input<typeof salaryInputSchema>;

export function addSalary(body: AddSalaryBody) {
  return api.post<{ success: true; message: string; data: SalaryJson }>('/api/salary/addSalary', body);
}

export function useAddSalary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSalary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salaryKeys.all }),
  });
}
