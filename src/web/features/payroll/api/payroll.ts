import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { payrollApi } from '#shared/api/payroll.js';
import type { InputOf } from '#shared/api/endpoint.js';
import { call, callQuery, invalidateAreas, invalidateAreasBut } from '#web/lib/call.js';
import { type ListState, listParamsOf } from '#web/lib/list-params.js';

type PayrollRunsQuery = InputOf<typeof payrollApi.list>['query'];

/** What 'Payroll' asks for: the list's page of runs. */
export function payrollRunsQueryOf(list: ListState): PayrollRunsQuery {
  return { page: list.page, limit: list.pageSize };
}

/** Payroll runs, newest first, a page at a time. */
export const payrollRunsOptions = (query: PayrollRunsQuery) =>
  queryOptions({ ...callQuery(payrollApi.list, { query }), placeholderData: keepPreviousData });

export function usePayrollRuns(query: PayrollRunsQuery) {
  return useQuery(payrollRunsOptions(query));
}

/** One run with its totals and version. */
export const payrollRunOptions = (id: string) => callQuery(payrollApi.get, { params: { id } });

export function usePayrollRun(id: string) {
  const discarded = useRunDiscarded(id);
  return useQuery({ ...payrollRunOptions(id), select: (answer) => answer.result, enabled: !discarded });
}

const discardKey = (id: string) => ['payroll-discard', id];

/**
 * Whether the run's draft is being discarded or was: its screen stays up until the address
 * changes, and its queries, asked again meanwhile (a refetch, a remount), would only answer 404.
 */
export function useRunDiscarded(id: string): boolean {
  const discards = useMutationState({
    filters: { mutationKey: discardKey(id), predicate: (mutation) => mutation.state.status !== 'error' },
  });
  return discards.length > 0;
}

export type PayrollRowsQuery = InputOf<typeof payrollApi.rows>['query'];
export type PayrollRowsShow = NonNullable<NonNullable<PayrollRowsQuery>['show']>;

/** What a run's rows ask for: the list's page, of everyone or of those the address picks (`show`). */
export function payrollRowsQueryOf(list: ListState): PayrollRowsQuery & { show: PayrollRowsShow } {
  return { ...listParamsOf(list), show: (list.filter('show') ?? 'all') as PayrollRowsShow };
}

/** A run's rows, a page at a time. */
export const payrollRowsOptions = (id: string, query: PayrollRowsQuery) =>
  queryOptions({ ...callQuery(payrollApi.rows, { params: { id }, query }), placeholderData: keepPreviousData });

export function usePayrollRows(id: string, query: PayrollRowsQuery) {
  return useQuery(payrollRowsOptions(id, query));
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

/** Discards a draft; the run's own queries are not asked again (they would answer 404). */
export function useDiscardPayroll(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: discardKey(id),
    mutationFn: () => call(payrollApi.discard, { params: { id } }),
    onSuccess: () => invalidateAreasBut(queryClient, (key) => JSON.stringify(key).includes(id), 'Payroll'),
  });
}

/** The payroll settings: the pro-rating basis, the absence policy and the change warning. */
export function usePayrollSettings() {
  return useQuery({ ...callQuery(payrollApi.settings, {}), select: (answer) => answer.result });
}

export type PayrollSettingsBody = InputOf<typeof payrollApi.setSettings>['body'];

export function useSavePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollSettingsBody) => call(payrollApi.setSettings, { body }),
    onSuccess: () => invalidateAreas(queryClient, 'Payroll', 'Audit'),
  });
}

/** The statutory settings: the fiscal year, income-tax slabs per fiscal year, the provident fund's shares. */
export function useStatutorySettings() {
  return useQuery({ ...callQuery(payrollApi.statutory, {}), select: (answer) => answer.result });
}

export type StatutoryBody = InputOf<typeof payrollApi.setStatutory>['body'];

export function useSaveStatutorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatutoryBody) => call(payrollApi.setStatutory, { body }),
    onSuccess: () => invalidateAreas(queryClient, 'Payroll', 'Audit'),
  });
}
