import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectJson } from '../../../../shared/schemas/projects.js';
import { api } from '../../../lib/api-client.js';
import type { ProjectStatus } from '../status.js';
import { projectKeys, taskKeys } from './keys.js';

export interface ProjectListParams {
  page: number;
  limit: number;
  search: string;
  status: ProjectStatus | null;
}

interface ProjectPage {
  success: true;
  result: ProjectJson[];
  total?: number;
}

/** One page of every project (admin), searched and filtered by status on the server. */
export function getProjects({ page, limit, search, status }: ProjectListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search) query.set('search', search);
  if (status) query.set('status', status);
  return api.get<ProjectPage>(`/api/projects/getAllProjects?${query}`, signal);
}

export const projectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => getProjects(params, signal),
    // Keep the current rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function useProjects(params: ProjectListParams) {
  return useQuery(projectsQueryOptions(params));
}

export function deleteProject(id: string) {
  return api.delete<{ success: true; message: string }>(`/api/projects/${encodeURIComponent(id)}`);
}

/** Deleting a project removes its tasks too, so task lists are refreshed as well. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
      ]);
    },
  });
}
