import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepartmentInput, DepartmentJson } from '../../../../../shared/schemas/departments.js';
import { api } from '../../../../lib/api-client.js';
import { peopleKeys } from '../../api/keys.js';

interface Saved {
  success: true;
  message: string;
  result: DepartmentJson;
}

export function addDepartment(input: DepartmentInput) {
  return api.post<Saved>('/api/department/add', input);
}

export function updateDepartment(id: string, input: DepartmentInput) {
  return api.put<Saved>(`/api/department/updateDep/${encodeURIComponent(id)}`, input);
}

/** Adds (no id) or updates a department; the manager's own department changes with it. */
export function useSaveDepartment(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DepartmentInput) => (id ? updateDepartment(id, input) : addDepartment(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
