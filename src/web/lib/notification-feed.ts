import { queryOptions } from '@tanstack/react-query';
import { notificationsApi, type NotificationJson } from '#shared/api/notifications.js';
import { call } from './call.js';

/**
 * The bell's feed of the signed-in person's newest notifications: one cache entry that the bell
 * shows, the event stream adds to, and other screens watch (the announcements inbox refreshes
 * when an announcement arrives in it).
 */

/** One bell item, as the list and the event stream both send it. */
export type NotificationItem = NotificationJson;

export interface NotificationFeed {
  unread: number;
  result: NotificationItem[];
}

/** How many of the newest notifications the bell keeps. */
export const BELL_LIMIT = 20;

/** Kept under its own key, as the event stream changes it in place. */
export const notificationsQueryKey = ['Notifications', 'feed'] as const;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }): Promise<NotificationFeed> =>
      call(notificationsApi.list, { query: { limit: BELL_LIMIT } }, signal).then(({ unread, result }) => ({
        unread,
        result,
      })),
  });
