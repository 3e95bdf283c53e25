import { useMutation, useQuery } from '@tanstack/react-query';
import { authApi } from '#shared/api/auth.js';
import type { SignupInput } from '#shared/schemas/auth.js';
import { call, callQuery } from '#web/lib/call.js';

export function useSignup() {
  return useMutation({ mutationFn: (body: SignupInput) => call(authApi.signup, { body }) });
}

/** Whether sign-up is open on this server (ALLOW_SIGNUP); undefined while asking. */
export function useSignupAllowed(): boolean | undefined {
  const query = useQuery({ ...callQuery(authApi.signupAllowed), staleTime: Infinity });
  return query.data?.allowed;
}
