import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveBalanceApi } from '#shared/api/leave-balance.js';
import type { InputOf } from '#shared/api/endpoint.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';
import { importFormOf, type ChosenFile } from '#web/components/import-file.js';

/** The active leave types, in their order (the request form's choices). */
export function useLeaveTypes(all = false) {
  return useQuery({
    ...callQuery(leaveBalanceApi.types, { query: all ? { all: 'true' } : {} }),
    select: (response) => response.result,
    staleTime: 60_000,
  });
}

/** The caller's own balances of a leave year (this year: the employee's dashboard loader fills it). */
export const myBalancesOptions = (year?: number) => callQuery(leaveBalanceApi.mine, { query: year ? { year } : {} });

export function useMyBalances(year?: number) {
  return useQuery({ ...myBalancesOptions(year), select: (response) => response.result });
}

export type LeavePreviewQuery = InputOf<typeof leaveBalanceApi.preview>['query'];

/** What a leave would take, as its form is filled in (null until it names a type and two days). */
export function useLeavePreview(query: LeavePreviewQuery | null) {
  return useQuery({
    ...callQuery(leaveBalanceApi.preview, { query: query ?? ({} as LeavePreviewQuery) }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    select: (response) => response.result,
  });
}

export type LeaveTypeBody = InputOf<typeof leaveBalanceApi.addType>['body'];

export function useSaveLeaveType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: LeaveTypeBody & { id?: string }) =>
      id ? call(leaveBalanceApi.editType, { params: { id }, body }) : call(leaveBalanceApi.addType, { body }),
    onSuccess: () => invalidateAreas(queryClient, 'Leave'),
  });
}

export type BalanceReportFilter = Omit<InputOf<typeof leaveBalanceApi.report>['query'], 'page' | 'limit'>;

/** Balances of everyone × every type, a page at a time. */
export function useBalanceReport(query: InputOf<typeof leaveBalanceApi.report>['query']) {
  return useQuery({ ...callQuery(leaveBalanceApi.report, { query }), placeholderData: keepPreviousData });
}

export type AdjustBody = InputOf<typeof leaveBalanceApi.adjust>['body'];

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustBody) => call(leaveBalanceApi.adjust, { body }),
    onSuccess: () => invalidateAreas(queryClient, 'Leave'),
  });
}

/** The leave-year job on demand: a preview, or the run. */
export function useYearEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preview: boolean) => call(leaveBalanceApi.yearEnd, { body: { preview } }),
    onSuccess: (answer) => (answer.result.preview ? undefined : invalidateAreas(queryClient, 'Leave')),
  });
}

/** Opening balances checked row by row; nothing is saved. */
export function usePreviewOpening() {
  return useMutation({
    mutationFn: (chosen: ChosenFile) => call(leaveBalanceApi.previewOpening, { body: importFormOf(chosen) }),
  });
}

/** Opening balances loaded (every row, or none), for a reason. */
export function useLoadOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chosen, reason }: { chosen: ChosenFile; reason: string }) =>
      call(leaveBalanceApi.importOpening, { body: importFormOf(chosen, { reason }) }),
    onSuccess: () => invalidateAreas(queryClient, 'Leave'),
  });
}
