import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import type { LoginInput, SessionUser } from '#shared/schemas/auth.js';
import { authApi } from '#shared/api/auth.js';
import { ApiError } from './api-client.js';
import { call } from './call.js';
import { sessionQueryKey } from './query-client.js';
import { clearStoredSession, storeSession, updateStoredUser } from './storage.js';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

interface SessionContextValue {
  user: SessionUser | null;
  status: SessionStatus;
  /** Signs in, stores the token as 'Remember me' asks and makes the user current. */
  signIn: (input: LoginInput) => Promise<SessionUser>;
  /** Signs out; local state is cleared even when the server cannot be reached. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Asks the server who is signed in. The httpOnly cookie may carry a session even when this tab's
 * storage is empty (a new tab), so the call is always made; a 401 simply means "signed out".
 */
async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const { user } = await call(authApi.verify);
    updateStoredUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearStoredSession();
      return null;
    }
    throw error;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSessionUser,
    staleTime: 60_000,
    // Re-check on focus only while signed in: notices a session revoked elsewhere.
    refetchOnWindowFocus: (q) => q.state.data != null,
  });

  const user = query.data ?? null;
  const status: SessionStatus = query.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';

  const signIn = useCallback(
    async (input: LoginInput) => {
      const result = await call(authApi.login, { body: input });
      storeSession(result.token, result.user, input.remember ?? false);
      queryClient.setQueryData(sessionQueryKey, result.user);
      return result.user;
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    const current = queryClient.getQueryData<SessionUser | null>(sessionQueryKey);
    try {
      if (current) await call(authApi.logout, { params: { id: current._id } });
    } catch (error) {
      // The server may already have ended this session; signing out locally is what matters.
      console.warn('Logout request failed; signed out locally.', error);
    } finally {
      clearStoredSession();
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, null);
    }
  }, [queryClient]);

  const value = useMemo(() => ({ user, status, signIn, signOut }), [user, status, signIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession() must be used inside <SessionProvider>');
  return value;
}

/** The signed-in user, for screens that only render behind the route guards. */
export function useUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useUser() used outside a signed-in route');
  return user;
}
