import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '#shared/api/auth.js';
import type { ChangeEmailInput } from '#shared/schemas/auth.js';
import { call } from '#web/lib/call.js';
import { sessionQueryKey } from '#web/lib/query-client.js';
import { sessionsQueryKey } from './sessions.js';

/** Changing the email signs out the other sessions, and the signed-in user shows the new address. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailInput) => call(authApi.changeEmail, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
