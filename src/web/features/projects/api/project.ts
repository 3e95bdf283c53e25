import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/api/endpoint.js';
import { projectsApi } from '#shared/api/projects.js';
import type { ProjectInput, ProjectUpdate } from '#shared/schemas/projects.js';
import { call, callQuery, invalidateAreas, keyOf } from '#web/lib/call.js';

export const projectQueryOptions = (id: string) =>
  queryOptions({ ...callQuery(projectsApi.get, { params: { id } }), select: (response) => response.result });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}

export const createProject = (input: ProjectInput) => call(projectsApi.create, { body: input });

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => invalidateAreas(queryClient, 'Projects and tasks'),
  });
}

export const updateProject = ({ id, changes }: { id: string; changes: ProjectUpdate }) =>
  call(projectsApi.update, { params: { id }, body: changes });

/**
 * Edits a project (admin) or only its status (manager). The saved project replaces the cached
 * copies at once, so a select does not flick back while the lists refetch.
 */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: async ({ project }) => {
      queryClient.setQueryData<ResponseOf<typeof projectsApi.get>>(
        keyOf(projectsApi.get, { params: { id: project._id } }),
        (current) => (current ? { ...current, result: project } : current),
      );
      queryClient.setQueryData<ResponseOf<typeof projectsApi.departmentProjects>>(
        keyOf(projectsApi.departmentProjects),
        (current) =>
          current
            ? { ...current, result: current.result.map((item) => (item._id === project._id ? project : item)) }
            : current,
      );
      await invalidateAreas(queryClient, 'Projects and tasks');
    },
  });
}
