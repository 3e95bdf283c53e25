import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveApi } from '#shared/api/leave.js';
import type { InputOf } from '#shared/api/endpoint.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

/** The list's filters as the API takes them (`waiting: 'true'`: the approvers' inbox). */
export type LeaveListParams = NonNullable<InputOf<typeof leaveApi.list>['query']>;

export const leavesQueryOptions = (params: LeaveListParams) =>
  queryOptions({ ...callQuery(leaveApi.list, { query: params }), placeholderData: keepPreviousData });

/** All leaves (admin, moderator), filtered, searched and paged on the server. */
export function useLeaves(params: LeaveListParams) {
  return useQuery(leavesQueryOptions(params));
}

export type Decision = 'approve' | 'reject' | 'revoke' | 'cancel' | 'keep';

/**
 * Approve; reject with a reason the employee reads; revoke a decision with a reason; agree to an
 * asked cancellation, or keep the leave with a reason.
 */
export function decideLeave({ id, decision, reason }: { id: string; decision: Decision; reason?: string }) {
  if (decision === 'approve') return call(leaveApi.approve, { params: { id } });
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
