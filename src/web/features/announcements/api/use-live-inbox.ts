import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notificationsQueryOptions } from '#web/lib/notification-feed.js';
import { announcementFeedKey } from './announcements.js';

/**
 * Refreshes the inbox when the bell receives a new announcement (pushed over the event stream),
 * so an open inbox shows it without a reload and without polling of its own.
 */
export function useLiveInbox() {
  const queryClient = useQueryClient();
  // Watches the bell's feed without fetching it: the bell loads it once the screen is complete.
  const { data: newest } = useQuery({
    ...notificationsQueryOptions(),
    enabled: false,
    select: (feed) => feed.result.find((item) => item.kind === 'announcement')?._id ?? null,
  });
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (newest === undefined) return;
    if (seen.current !== undefined && newest !== seen.current) {
      void queryClient.invalidateQueries({ queryKey: announcementFeedKey('inbox') });
    }
    seen.current = newest;
  }, [newest, queryClient]);
}
