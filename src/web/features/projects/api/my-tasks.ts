import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskJson } from '../../../../shared/schemas/projects.js';
import { api } from '../../../lib/api-client.js';
import type { TaskStatus } from '../status.js';
import { taskKeys } from './keys.js';

export function getMyTasks(status: TaskStatus | null, signal?: AbortSignal) {
  const query = status ? `?${new URLSearchParams({ status })}` : '';
  return api.get<{ success: true; result: TaskJson[] }>(`/api/tasks/my${query}`, signal);
}

/** The signed-in person's tasks, optionally of one status (filtered on the server). */
export const myTasksQueryOptions = (status: TaskStatus | null) =>
  queryOptions({
    queryKey: taskKeys.my(status),
    queryFn: ({ signal }) => getMyTasks(status, signal).then((response) => response.result),
  });

export function useMyTasks(status: TaskStatus | null) {
  return useQuery(myTasksQueryOptions(status));
}

export function setTaskStatus({ id, status }: { id: string; status: TaskStatus }) {
  return api.put<{ success: true; message: string; task: TaskJson }>(`/api/tasks/${encodeURIComponent(id)}/status`, {
    status,
  });
}

/** Moves a task; the saved row replaces the cached one at once, then every task list refreshes. */
export function useSetTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTaskStatus,
    onSuccess: async ({ task }) => {
      queryClient.setQueriesData<TaskJson[]>({ queryKey: taskKeys.myAll }, (list) =>
        list?.map((item) => (item._id === task._id ? task : item)),
      );
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}
