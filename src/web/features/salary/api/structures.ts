import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '#shared/api/endpoint.js';
import { salaryStructuresApi } from '#shared/api/salary-structures.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

/** A person's salary structure and its revisions (by user or employee id; employees: their own). */
export function useStructures(id: string | null) {
  return useQuery({
    ...callQuery(salaryStructuresApi.get, { params: { employeeId: id ?? '' } }),
    select: (response) => response.result,
    enabled: Boolean(id),
  });
}

export type ReviseBody = InputOf<typeof salaryStructuresApi.revise>['body'];

export function useReviseStructure(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviseBody) => call(salaryStructuresApi.revise, { params: { employeeId: id }, body }),
    onSuccess: () => invalidateAreas(queryClient, 'Salary', 'Employees', 'Payroll'),
  });
}
