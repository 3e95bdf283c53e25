import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '#shared/api/auth.js';
import type { ChangePasswordInput } from '#shared/schemas/auth.js';
import { call } from '#web/lib/call.js';
import { sessionsQueryKey } from './sessions.js';

/** Changing the password signs out the other sessions, so the list is refreshed after. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => call(authApi.changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
