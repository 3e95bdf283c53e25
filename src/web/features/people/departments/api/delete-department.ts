import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.js';
import { peopleKeys } from '../../api/keys.js';

export function deleteDepartment(id: string) {
  return api.delete<{ success: true; message: string }>(`/api/department/deleteDep/${encodeURIComponent(id)}`);
}

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
