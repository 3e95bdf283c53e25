import { useQuery } from '@tanstack/react-query';
import { authApi } from '#shared/api/auth.js';
import { callQuery } from '#web/lib/call.js';

/**
 * Whether sign-up is open on this server (ALLOW_SIGNUP); undefined while asking. A module of its
 * own: the login screen asks it, and should not load the sign-up mutation with it.
 */
export function useSignupAllowed(): boolean | undefined {
  const query = useQuery({ ...callQuery(authApi.signupAllowed), staleTime: Infinity });
  return query.data?.allowed;
}
