import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveApi } from '#shared/api/leave.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';
import { type LeaveListParams, leavesQueryInput } from './leaves-query.js';

export const leavesQueryOptions = (params: LeaveListParams) =>
  queryOptions({
    ...callQuery(leaveApi.list, leavesQueryInput(params)),
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
