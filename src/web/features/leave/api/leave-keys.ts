import type { LeaveListQuery } from '../../../../shared/schemas/leave.js';

/** Every leave query starts with 'leaves', so one invalidation refreshes all of them. */
export const leaveKeys = {
  all: ['leaves'] as const,
  list: (params: LeaveListQuery) => ['leaves', 'list', params] as const,
  person: (userId: string) => ['leaves', 'person', userId] as const,
  one: (id: string) => ['leaves', 'one', id] as const,
};
