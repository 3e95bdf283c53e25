import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailApi } from '#shared/api/mail.js';
import type { MailListQuery } from '#shared/schemas/mail.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

/** One page of the outgoing mail (admin), with the count of each status. */
export function useOutbox(query: MailListQuery) {
  return useQuery({ ...callQuery(mailApi.list, { query }), placeholderData: keepPreviousData });
}

/** Retry one failed message (`id`) or, without one, every failed message. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => (id ? call(mailApi.retry, { params: { id } }) : call(mailApi.retryFailed)),
    onSettled: () => invalidateAreas(queryClient, 'Mail'),
  });
}
