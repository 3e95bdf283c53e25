import type { QueryClient } from '@tanstack/react-query';

/**
 * A person's name, email, role or photo appears on many screens (lists, the top bar, other
 * features' tables): after changing a person every query is marked stale and the visible ones,
 * the session included, refetch at once.
 */
export function refreshAfterPersonChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries();
}
