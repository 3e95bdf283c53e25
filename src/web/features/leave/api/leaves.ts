import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveApi } from '#shared/api/leave.js';
import type { LeaveListQuery } from '#shared/schemas/leave.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

export const leavesQueryOptions = (params: LeaveListQuery) =>
  queryOptions({ ...callQuery(leaveApi.list, { query: params }), placeholderData: keepPreviousData });

/** All leaves (admin, moderator), filtered, searched and paged on the server. */
export function useLeaves(params: LeaveListQuery) {
  return useQuery(leavesQueryOptions(params));
}

export type Decision = 'approve' | 'reject' | 'revoke';

/** Approve; reject with a reason the employee reads; revoke a decision with a reason. */
export function decideLeave({ id, decision, reason }: { id: string; decision: Decision; reason?: string }) {
  if (decision === 'approve') return call(leaveApi.approve, { params: { id } });
  if (decision === 'reject') return call(leaveApi.reject, { params: { id }, body: { reason } });
  return call(leaveApi.revoke, { params: { id }, body: { reason: reason ?? '' } });
}

export function useDecideLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLeave,
    onSettled: () => invalidateAreas(queryClient, 'Leave', 'Audit'),
  });
}
