import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaveInput, LeaveJson } from '../../../../shared/schemas/leave.js';
import { api } from '../../../lib/api-client.js';
import { leaveKeys } from './leave-keys.js';

export function getPersonLeaves(userId: string, signal?: AbortSignal) {
  return api.get<{ success: true; leaves: LeaveJson[] }>(`/api/leave/getLeave/${encodeURIComponent(userId)}`, signal);
}

export const personLeavesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: leaveKeys.person(userId),
    queryFn: ({ signal }) => getPersonLeaves(userId, signal).then((response) => response.leaves),
  });

/** One person's leaves (an employee: their own). */
export function usePersonLeaves(userId: string) {
  return useQuery(personLeavesQueryOptions(userId));
}

export function getLeave(id: string, signal?: AbortSignal) {
  return api.get<{ success: true; result: LeaveJson }>(`/api/leave/getLeaveById/${encodeURIComponent(id)}`, signal);
}

export function useLeave(id: string) {
  return useQuery({
    queryKey: leaveKeys.one(id),
    queryFn: ({ signal }) => getLeave(id, signal).then((response) => response.result),
  });
}

/** The body the API takes; an admin names the employee with `userId`. */
export type LeaveBody = Omit<LeaveInput, 'userId'> & { userId?: string | undefined };

export function addLeave(body: LeaveBody) {
  return api.post<{ success: true; message: string; result: LeaveJson }>('/api/leave/addLeave', body);
}

export function editLeave({ id, ...body }: LeaveBody & { id: string }) {
  return api.put<{ success: true; message: string; updateLeave: LeaveJson }>(
    `/api/leave/editLeave/${encodeURIComponent(id)}`,
    body,
  );
}

function useLeaveMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

export const useAddLeave = () => useLeaveMutation(addLeave);
export const useEditLeave = () => useLeaveMutation(editLeave);
