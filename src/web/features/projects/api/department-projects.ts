import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectJson } from '../../../../shared/schemas/projects.js';
import { api } from '../../../lib/api-client.js';
import { projectKeys } from './keys.js';

export function getDepartmentProjects(signal?: AbortSignal) {
  return api.get<{ success: true; result: ProjectJson[] }>('/api/projects/getBydepartment', signal);
}

/** The signed-in manager's department's projects (the server picks the department). */
export const departmentProjectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.department,
    queryFn: ({ signal }) => getDepartmentProjects(signal).then((response) => response.result),
  });

export function useDepartmentProjects() {
  return useQuery(departmentProjectsQueryOptions());
}
