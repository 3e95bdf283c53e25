import type { QueryClient } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';

/**
 * A person's name, email, role or photo appears on many screens (lists, the top bar, other
 * features' tables): after changing a person every query is marked stale and the visible ones,
 * the session included, refetch at once. The leaving summary of the open dialog is left alone:
 * it is asked afresh whenever the dialog opens, and the person it is about may be gone.
 */
export function refreshAfterPersonChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== employeesApi.leaving.path });
}
