import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeJson } from '../../../../../shared/schemas/employees.js';
import { api } from '../../../../lib/api-client.js';
import { refreshAfterPersonChange } from '../../api/keys.js';

/** Multipart: the fields and the optional `profileImage` file (spec §7). */
export function addEmployee(form: FormData) {
  return api.post<{ success: true; message: string; employee: EmployeeJson }>('/api/employee/addEmployee', form);
}

export function useAddEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmployee,
    onSuccess: () => refreshAfterPersonChange(queryClient),
  });
}

/** Multipart of the fields that change; `id` may be a user id or an employee id. */
export function updateEmployee(id: string, form: FormData) {
  return api.put<{ success: true; message: string; updateEmployee: EmployeeJson }>(
    `/api/employee/updateEmployee/${encodeURIComponent(id)}`,
    form,
  );
}

export function useUpdateEmployee(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => updateEmployee(id, form),
    onSuccess: () => refreshAfterPersonChange(queryClient),
  });
}
