import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectInput, ProjectJson, ProjectUpdate } from '../../../../shared/schemas/projects.js';
import { api } from '../../../lib/api-client.js';
import { projectKeys } from './keys.js';

const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

export function getProject(id: string, signal?: AbortSignal) {
  return api.get<{ success: true; result: ProjectJson }>(`/api/projects/getProject/${encodeURIComponent(id)}`, signal);
}

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal).then((response) => response.result),
  });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}

export function createProject(input: ProjectInput) {
  return api.post<{ success: true; message: string; result: ProjectJson }>('/api/projects/create', input);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function updateProject({ id, changes }: { id: string; changes: ProjectUpdate }) {
  return api.put<{ success: true; message: string; project: ProjectJson }>(projectPath(id), changes);
}

/**
 * Edits a project (admin) or only its status (manager). The saved project replaces the cached
 * copies at once, so a select does not flick back while the lists refetch.
 */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: async ({ project }) => {
      queryClient.setQueryData(projectKeys.detail(project._id), project);
      queryClient.setQueryData<ProjectJson[]>(projectKeys.department, (list) =>
        list?.map((item) => (item._id === project._id ? project : item)),
      );
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
