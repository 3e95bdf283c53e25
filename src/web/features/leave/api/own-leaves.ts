import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveApi } from '#shared/api/leave.js';
import type { InputOf } from '#shared/api/endpoint.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

export const personLeavesQueryOptions = (userId: string) =>
  queryOptions({ ...callQuery(leaveApi.person, { params: { userId } }), select: (response) => response.leaves });

/** One person's leaves (an employee: their own). */
export function usePersonLeaves(userId: string) {
  return useQuery(personLeavesQueryOptions(userId));
}

export function useLeave(id: string) {
  return useQuery({ ...callQuery(leaveApi.get, { params: { id } }), select: (response) => response.result });
}

/** The body the API takes; an admin names the employee with `userId`. */
export type LeaveBody = InputOf<typeof leaveApi.add>['body'];

export const addLeave = (body: LeaveBody) => call(leaveApi.add, { body });

export const editLeave = ({ id, ...body }: LeaveBody & { id: string }) => call(leaveApi.edit, { params: { id }, body });

function useLeaveMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateAreas(queryClient, 'Leave'),
  });
}

export const useAddLeave = () => useLeaveMutation(addLeave);
export const useEditLeave = () => useLeaveMutation(editLeave);
export const useWithdrawLeave = () => useLeaveMutation((id: string) => call(leaveApi.withdraw, { params: { id } }));
export const useAskCancelLeave = () =>
  useLeaveMutation(({ id, reason }: { id: string; reason: string }) =>
    call(leaveApi.askCancel, { params: { id }, body: { reason } }),
  );
