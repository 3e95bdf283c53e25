import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '#shared/api/auth.js';
import { call, callQuery, keyOf } from '#web/lib/call.js';

/** The own sessions' list: refreshed after every change that signs sessions out. */
export const sessionsQueryKey = keyOf(authApi.sessions);

export const sessionsQueryOptions = () =>
  queryOptions({ ...callQuery(authApi.sessions), select: (response) => response.result });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(authApi.revokeSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
