import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { sessionsQueryKey } from './sessions.js';

export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return api.post<{ success: boolean; message: string }>('/api/user/change-password', input);
}

/** Changing the password signs out the other sessions, so the list is refreshed after. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
