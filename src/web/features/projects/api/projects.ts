import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectsApi } from '#shared/api/projects.js';
import { PROJECT_STATUSES } from '#shared/constants.js';
import { PROJECT_SORTS } from '#shared/list-columns.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';
import { type ListParams, type ListState, listParamsOf, oneOf, withSort } from '#web/lib/list-params.js';
import type { ProjectStatus } from '../status.js';

export interface ProjectListParams extends ListParams {
  status: ProjectStatus | null;
}

/** What 'Manage Projects' asks for: the list's page, of the projects of one status if the address names one. */
export function projectListParamsOf(list: ListState): ProjectListParams {
  return { ...listParamsOf(list), status: oneOf(PROJECT_STATUSES, list.filter('status')) };
}

/** One page of every project (admin), searched and filtered by status on the server. */
export const projectsQueryOptions = ({ status, ...params }: ProjectListParams) =>
  queryOptions({
    ...callQuery(projectsApi.list, { query: { ...withSort(params, PROJECT_SORTS), ...(status ? { status } : {}) } }),
    // Keep the current rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function useProjects(params: ProjectListParams) {
  return useQuery(projectsQueryOptions(params));
}

export const deleteProject = (id: string) => call(projectsApi.remove, { params: { id } });

/** Deleting a project removes its tasks too; both live in the one 'Projects and tasks' area. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => invalidateAreas(queryClient, 'Projects and tasks'),
  });
}
