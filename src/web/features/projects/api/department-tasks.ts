import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectsApi } from '#shared/api/projects.js';
import type { AssignTaskInput } from '#shared/schemas/projects.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

/** One project's tasks, filtered on the server. */
export const projectTasksQueryOptions = (projectId: string) =>
  queryOptions({
    ...callQuery(projectsApi.departmentTasks, { query: { project: projectId } }),
    select: (response) => response.result,
    // The employee may have moved a task since: look again every time the list is opened.
    staleTime: 0,
  });

export function useProjectTasks(projectId: string) {
  return useQuery(projectTasksQueryOptions(projectId));
}

export const assignTask = ({ projectId, task }: { projectId: string; task: AssignTaskInput }) =>
  call(projectsApi.assignTask, { params: { id: projectId }, body: { ...task, project: projectId } });

export const updateTask = ({ id, task }: { id: string; task: AssignTaskInput }) =>
  call(projectsApi.updateTask, { params: { id }, body: task });

export const deleteTask = (id: string) => call(projectsApi.deleteTask, { params: { id } });

function useTaskChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateAreas(queryClient, 'Projects and tasks') });
}

export const useAssignTask = () => useTaskChange(assignTask);
export const useUpdateTask = () => useTaskChange(updateTask);
export const useDeleteTask = () => useTaskChange(deleteTask);
