import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarFeedsApi } from '#shared/api/calendar-feeds.js';
import type { CalendarFeedKind } from '#shared/constants.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

/** The caller's live feeds (their addresses are not shown again). */
export function useCalendarFeeds() {
  return useQuery({ ...callQuery(calendarFeedsApi.list, {}), select: (response) => response.result });
}

function useFeedChange<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateAreas(queryClient, 'Calendar feeds'),
  });
}

export function useCreateFeed() {
  return useFeedChange((kind: CalendarFeedKind) => call(calendarFeedsApi.create, { body: { kind } }));
}

export function useRevokeFeed() {
  return useFeedChange((id: string) => call(calendarFeedsApi.revoke, { params: { id } }));
}
