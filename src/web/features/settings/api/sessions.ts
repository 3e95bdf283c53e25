import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api-client.js';

export const sessionsQueryKey = ['user', 'sessions'] as const;

export function getSessions(signal?: AbortSignal) {
  return api.get<{ success: true; result: SessionInfo[] }>('/api/user/sessions', signal);
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => getSessions(signal).then((response) => response.result),
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

export function revokeSession(id: string) {
  return api.delete<{ success: boolean; message: string }>(`/api/user/sessions/${encodeURIComponent(id)}`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
