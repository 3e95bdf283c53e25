import type { TaskStatus } from '../status.js';

/** Query keys of the projects feature: invalidating `projectKeys.all` refreshes every project view. */
export const projectKeys = {
  all: ['projects'] as const,
  list: (params: object) => ['projects', 'list', params] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  department: ['projects', 'department'] as const,
};

export const taskKeys = {
  all: ['tasks'] as const,
  project: (projectId: string) => ['tasks', 'project', projectId] as const,
  myAll: ['tasks', 'my'] as const,
  my: (status: TaskStatus | null) => ['tasks', 'my', status ?? 'all'] as const,
};
