import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaveJson, LeaveListQuery } from '../../../../shared/schemas/leave.js';
import { api } from '../../../lib/api-client.js';
import { withQuery } from '../../../lib/query-string.js';
import { leaveKeys } from './leave-keys.js';

export function getLeaves(params: LeaveListQuery, signal?: AbortSignal) {
  return api.get<{ success: true; result: LeaveJson[]; total: number }>(
    withQuery('/api/leave/getAllleaves', { ...params }),
    signal,
  );
}

export const leavesQueryOptions = (params: LeaveListQuery) =>
  queryOptions({
    queryKey: leaveKeys.list(params),
    queryFn: ({ signal }) => getLeaves(params, signal),
    placeholderData: keepPreviousData,
  });

/** All leaves (admin, moderator), filtered, searched and paged on the server. */
export function useLeaves(params: LeaveListQuery) {
  return useQuery(leavesQueryOptions(params));
}

export type Decision = 'approve' | 'reject';

export function decideLeave({ id, decision }: { id: string; decision: Decision }) {
  const path = decision === 'approve' ? 'approveLeave' : 'rejectLeave';
  return api.put<{ success: true; message: string; result: LeaveJson }>(`/api/leave/${path}/${encodeURIComponent(id)}`);
}

export function useDecideLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLeave,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}
