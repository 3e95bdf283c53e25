import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import type { LoginInput, SessionUser } from '#shared/schemas/auth.js';
import { authApi } from '#shared/api/auth.js';
import { call } from './call.js';
import { sessionQueryKey } from './query-client.js';
import { signInRequest, takeSessionCheck } from './session-requests.js';
import { clearStoredSession } from './storage.js';

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
 * Who is signed in, as one query: its first fetch takes the check the page's entry started before
 * the app's code arrived (lib/session-requests.ts), later ones ask again. Route loaders wait on it too.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: takeSessionCheck,
    staleTime: 60_000,
    // Re-check on focus only while signed in: notices a session revoked elsewhere.
    refetchOnWindowFocus: (q) => q.state.data != null,
  });

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery(sessionQueryOptions());

  const user = query.data ?? null;
  const status: SessionStatus = query.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';

  const signIn = useCallback(
    async (input: LoginInput) => {
      const user = await signInRequest(input);
      queryClient.setQueryData(sessionQueryKey, user);
      return user;
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
