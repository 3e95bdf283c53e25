import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payrollApi } from '#shared/api/payroll.js';
import type { InputOf } from '#shared/api/endpoint.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

/** Payroll runs, newest first, a page at a time. */
export function usePayrollRuns(query: InputOf<typeof payrollApi.list>['query']) {
  return useQuery({ ...callQuery(payrollApi.list, { query }), placeholderData: keepPreviousData });
}

/** One run with its totals and version. */
export function usePayrollRun(id: string) {
  return useQuery({ ...callQuery(payrollApi.get, { params: { id } }), select: (answer) => answer.result });
}

export type PayrollRowsQuery = InputOf<typeof payrollApi.rows>['query'];

/** A run's rows, a page at a time. */
export function usePayrollRows(id: string, query: PayrollRowsQuery) {
  return useQuery({ ...callQuery(payrollApi.rows, { params: { id }, query }), placeholderData: keepPreviousData });
}

export type NewPayrollRun = InputOf<typeof payrollApi.create>['body'];

export function useCreatePayrollRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPayrollRun) => call(payrollApi.create, { body }),
    onSuccess: () => invalidateAreas(queryClient, 'Payroll'),
  });
}

export type PayrollRowBody = InputOf<typeof payrollApi.updateRow>['body'];

export function useSavePayrollRow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, ...body }: PayrollRowBody & { employeeId: string }) =>
      call(payrollApi.updateRow, { params: { id, employeeId }, body }),
    onSuccess: () => invalidateAreas(queryClient, 'Payroll'),
  });
}

export function useRefreshPayroll(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(payrollApi.refresh, { params: { id } }),
    onSuccess: () => invalidateAreas(queryClient, 'Payroll'),
  });
}

/** Posting changes the salaries and their totals as well. */
export function usePostPayroll(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => call(payrollApi.post, { params: { id }, body: { version } }),
    onSuccess: () => invalidateAreas(queryClient, 'Payroll', 'Salary'),
  });
}

export function useDiscardPayroll(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(payrollApi.discard, { params: { id } }),
    onSuccess: () => invalidateAreas(queryClient, 'Payroll'),
  });
}
