import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignTaskInput, DepartmentTaskJson, TaskJson } from '../../../../shared/schemas/projects.js';
import { api } from '../../../lib/api-client.js';
import { taskKeys } from './keys.js';

export function getProjectTasks(projectId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ project: projectId });
  return api.get<{ success: true; result: DepartmentTaskJson[] }>(`/api/projects/getAllTasksByDepartment?${query}`, signal);
}

/** One project's tasks, filtered on the server (the spec's client filtered the whole department's). */
export const projectTasksQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: taskKeys.project(projectId),
    queryFn: ({ signal }) => getProjectTasks(projectId, signal).then((response) => response.result),
    // The employee may have moved a task since: look again every time the list is opened.
    staleTime: 0,
  });

export function useProjectTasks(projectId: string) {
  return useQuery(projectTasksQueryOptions(projectId));
}

export interface DepartmentEmployee {
  _id: string;
  emp_name: string;
  emp_email: string;
  employeeId: string;
}

export function getDepartmentEmployees(signal?: AbortSignal) {
  return api.get<{ success: true; result: DepartmentEmployee[] }>('/api/employee/getEmployeesByDepartment', signal);
}

/** The employees a manager may give a task to: those of their own department. */
export const departmentEmployeesQueryOptions = () =>
  queryOptions({
    queryKey: ['employees', 'department'],
    queryFn: ({ signal }) => getDepartmentEmployees(signal).then((response) => response.result),
  });

export function useDepartmentEmployees() {
  return useQuery(departmentEmployeesQueryOptions());
}

export function assignTask({ projectId, task }: { projectId: string; task: AssignTaskInput }) {
  return api.post<{ success: true; message: string; task: TaskJson }>(
    `/api/projects/${encodeURIComponent(projectId)}/assign-task`,
    { ...task, project: projectId },
  );
}

export function useAssignTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTask,
    onSuccess: (_data, { projectId }) => queryClient.invalidateQueries({ queryKey: taskKeys.project(projectId) }),
  });
}
