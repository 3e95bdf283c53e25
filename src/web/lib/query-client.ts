import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR } from './api-client.js';
import { clearStoredSession } from './storage.js';

export const sessionQueryKey = ['session'] as const;

/** Client errors (4xx) are answers, not hiccups: retrying them cannot help. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== NETWORK_ERROR && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // A 401 on any signed-in call means the session ended (expired, revoked elsewhere):
  // forget it so the route guards send the user to the login screen.
  const onError = (error: unknown, isSessionQuery: boolean) => {
    if (!isSessionQuery && error instanceof ApiError && error.status === 401) {
      clearStoredSession();
      client.setQueryData(sessionQueryKey, null);
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onError(error, query.queryKey[0] === sessionQueryKey[0]),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        onError(error, mutation.options.meta?.skipSessionCheck === true),
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: true,
        staleTime: 30_000,
        retry: shouldRetry,
      },
    },
  });
  return client;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { skipSessionCheck?: boolean };
  }
}
