import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsApi } from '#shared/api/projects.js';
import { callQuery } from '#web/lib/call.js';

/** The signed-in manager's department's projects (the server picks the department). */
export const departmentProjectsQueryOptions = () =>
  queryOptions({ ...callQuery(projectsApi.departmentProjects), select: (response) => response.result });

export function useDepartmentProjects() {
  return useQuery(departmentProjectsQueryOptions());
}
