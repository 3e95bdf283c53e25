import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeesApi } from '#shared/api/employees.js';
import { call } from '#web/lib/call.js';
import { refreshAfterPersonChange } from './keys.js';

/** Multipart: the fields and the optional `profileImage` file. */
export const addEmployee = (form: FormData) => call(employeesApi.add, { body: form });

export function useAddEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmployee,
    onSuccess: () => refreshAfterPersonChange(queryClient),
  });
}

/** Multipart of the fields that change; `id` may be a user id or an employee id. */
export const updateEmployee = (id: string, form: FormData) => call(employeesApi.update, { params: { id }, body: form });

export function useUpdateEmployee(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => updateEmployee(id, form),
    onSuccess: () => refreshAfterPersonChange(queryClient),
  });
}
