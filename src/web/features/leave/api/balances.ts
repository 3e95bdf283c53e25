import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveBalanceApi } from '#shared/api/leave-balance.js';
import type { InputOf } from '#shared/api/endpoint.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';
import { type ListState, listParamsOf } from '#web/lib/list-params.js';
import { importFormOf, type ChosenFile } from '#web/components/import-file.js';

/** The active leave types, in their order (the request form's choices). */
export function useLeaveTypes(all = false) {
  return useQuery({
    ...callQuery(leaveBalanceApi.types, { query: all ? { all: 'true' } : {} }),
    select: (response) => response.result,
    staleTime: 60_000,
  });
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

type BalanceReportQuery = NonNullable<InputOf<typeof leaveBalanceApi.report>['query']>;
export type BalanceReportFilter = Omit<BalanceReportQuery, 'page' | 'limit'>;

/**
 * The balance report's filters in the address — the leave year (this one unless another is
 * chosen), department, leave type, search and sort — as its export is asked for them too. The
 * sort is passed as it is: the server refuses one it does not know.
 */
export function balanceFilterOf(list: ListState): BalanceReportFilter & { year: number } {
  const department = list.filter('department');
  const leaveType = list.filter('type');
  return {
    year: Number(list.filter('year') ?? new Date().getFullYear()),
    ...(department ? { department } : {}),
    ...(leaveType ? { leaveType } : {}),
    ...(list.query ? { search: list.query } : {}),
    ...(list.sort ? { sort: list.sort } : {}),
  } as BalanceReportFilter & { year: number };
}

/** What the report asks for: the list's page, with its filters. */
export function balanceReportQueryOf(list: ListState): BalanceReportQuery {
  return { ...listParamsOf(list), ...balanceFilterOf(list) } as BalanceReportQuery;
}

/** Balances of everyone × every type, a page at a time. */
export const balanceReportOptions = (query: BalanceReportQuery) =>
  queryOptions({ ...callQuery(leaveBalanceApi.report, { query }), placeholderData: keepPreviousData });

export function useBalanceReport(query: BalanceReportQuery) {
  return useQuery(balanceReportOptions(query));
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
