import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailApi } from '#shared/api/mail.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

/** Whether the own leave and announcement notifications are mailed as well. */
export function useMailPreference() {
  return useQuery({ ...callQuery(mailApi.preference), select: (response) => response.result });
}

export function useSetMailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailNotifications: boolean) => call(mailApi.setPreference, { body: { mailNotifications } }),
    onSettled: () => invalidateAreas(queryClient, 'Mail'),
  });
}
