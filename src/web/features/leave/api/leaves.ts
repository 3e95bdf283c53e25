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

export type Decision = 'approve' | 'reject';

export function decideLeave({ id, decision }: { id: string; decision: Decision }) {
  return call(decision === 'approve' ? leaveApi.approve : leaveApi.reject, { params: { id } });
}

export function useDecideLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLeave,
    onSettled: () => invalidateAreas(queryClient, 'Leave'),
  });
}
