import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailApi } from '#shared/api/mail.js';
import { OUTBOX_STATUSES } from '#shared/constants.js';
import type { MailListQuery } from '#shared/schemas/mail.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';
import { type ListState, oneOf } from '#web/lib/list-params.js';

/** What 'Outgoing Mail' asks for: the list's page, of the messages of one status if the address names one. */
export function outboxQueryOf(list: ListState): MailListQuery {
  const status = oneOf(OUTBOX_STATUSES, list.filter('status'));
  return { page: list.page, limit: list.pageSize, ...(status ? { status } : {}) };
}

/** One page of the outgoing mail (admin), with the count of each status. */
export const outboxOptions = (query: MailListQuery) =>
  queryOptions({ ...callQuery(mailApi.list, { query }), placeholderData: keepPreviousData });

export function useOutbox(query: MailListQuery) {
  return useQuery(outboxOptions(query));
}

/** Retry one failed message (`id`) or, without one, every failed message. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => (id ? call(mailApi.retry, { params: { id } }) : call(mailApi.retryFailed)),
    onSettled: () => invalidateAreas(queryClient, 'Mail'),
  });
}
