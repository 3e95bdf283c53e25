import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the people screens; everything hangs under 'people' so one call refreshes all. */
export const peopleKeys = {
  all: ['people'] as const,
  employees: () => [...peopleKeys.all, 'employees'] as const,
  employeeList: (params: object) => [...peopleKeys.employees(), 'list', params] as const,
  employee: (id: string) => [...peopleKeys.employees(), 'one', id] as const,
  profile: (id: string) => [...peopleKeys.employees(), 'profile', id] as const,
  team: () => [...peopleKeys.employees(), 'team'] as const,
  managers: (params: object) => [...peopleKeys.all, 'managers', params] as const,
};

/**
 * A person's name, email, role or photo appears on many screens (lists, the top bar, other
 * features' tables): after changing a person every query is marked stale and the visible ones,
 * the session included, refetch at once.
 */
export function refreshAfterPersonChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries();
}
