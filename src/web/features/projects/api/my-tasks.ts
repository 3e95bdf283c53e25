import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectsApi } from '#shared/api/projects.js';
import type { ResponseOf } from '#shared/api/endpoint.js';
import { call, callQuery, invalidateAreas, keyOf } from '#web/lib/call.js';
import type { TaskStatus } from '../status.js';

/** The signed-in person's tasks, optionally of one status (filtered on the server). */
export const myTasksQueryOptions = (status: TaskStatus | null) =>
  queryOptions({
    ...callQuery(projectsApi.myTasks, { query: status ? { status } : {} }),
    select: (response) => response.result,
  });

export function useMyTasks(status: TaskStatus | null) {
  return useQuery(myTasksQueryOptions(status));
}

export const setTaskStatus = ({ id, status }: { id: string; status: TaskStatus }) =>
  call(projectsApi.setTaskStatus, { params: { id }, body: { status } });

/** Moves a task; the saved row replaces the cached one at once, then every task list refreshes. */
export function useSetTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTaskStatus,
    onSuccess: async ({ task }) => {
      const [area, path] = keyOf(projectsApi.myTasks);
      queryClient.setQueriesData<ResponseOf<typeof projectsApi.myTasks>>({ queryKey: [area, path] }, (page) =>
        page ? { ...page, result: page.result.map((item) => (item._id === task._id ? task : item)) } : page,
      );
      await invalidateAreas(queryClient, 'Projects and tasks');
    },
  });
}
