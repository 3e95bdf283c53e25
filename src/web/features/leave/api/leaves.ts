import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveApi } from '#shared/api/leave.js';
import type { LEAVE_STATUSES } from '#shared/constants.js';
import { LEAVE_SORTS } from '#shared/list-columns.js';
import { type ListParams, type ListState, listParamsOf, withSort } from '#web/lib/list-params.js';

type LeaveStatus = (typeof LEAVE_STATUSES)[number];
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

/** The list's paging, search, sort and filters (`waiting: 'true'`: the approvers' inbox). */
export type LeaveListParams = ListParams & { status?: LeaveStatus | undefined; waiting?: 'true' };

/**
 * What 'Manage Leaves' asks for: the list's page with the filter of its tab (`status`, from the
 * route) — the Pending tab is the approvers' inbox: pending requests and asked cancellations.
 */
export function leaveListParamsOf(list: ListState, status?: LeaveStatus): LeaveListParams {
  const filter = status === 'Pending' ? { waiting: 'true' as const } : status ? { status } : {};
  return { ...listParamsOf(list), ...filter };
}

export const leavesQueryOptions = (params: LeaveListParams) =>
  queryOptions({
    ...callQuery(leaveApi.list, { query: withSort(params, LEAVE_SORTS) }),
    placeholderData: keepPreviousData,
  });

/** All leaves (admin, moderator), filtered, searched and paged on the server. */
export function useLeaves(params: LeaveListParams) {
  return useQuery(leavesQueryOptions(params));
}

export type Decision = 'approve' | 'reject' | 'revoke' | 'cancel' | 'keep';

/**
 * Approve (with an optional comment); reject with a reason the employee reads; revoke a decision with a reason; agree to an
 * asked cancellation, or keep the leave with a reason.
 */
export function decideLeave({ id, decision, reason }: { id: string; decision: Decision; reason?: string }) {
  if (decision === 'approve')
    return call(leaveApi.approve, { params: { id }, body: reason ? { comment: reason } : {} });
  if (decision === 'reject') return call(leaveApi.reject, { params: { id }, body: { reason } });
  if (decision === 'cancel') return call(leaveApi.cancel, { params: { id } });
  if (decision === 'keep') return call(leaveApi.keep, { params: { id }, body: { reason: reason ?? '' } });
  return call(leaveApi.revoke, { params: { id }, body: { reason: reason ?? '' } });
}

export function useDecideLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLeave,
    onSettled: () => invalidateAreas(queryClient, 'Leave', 'Audit'),
  });
}
