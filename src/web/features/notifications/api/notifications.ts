import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notificationsApi } from '#shared/api/notifications.js';
import type { NOTIFICATION_KINDS } from '#shared/constants.js';
import { call } from '#web/lib/call.js';
import {
  BELL_LIMIT,
  type NotificationFeed,
  type NotificationItem,
  notificationsQueryKey,
  notificationsQueryOptions,
} from '#web/lib/notification-feed.js';

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The bell's feed; `enabled` holds it back until the screen is complete (lib/screen-settled.ts). */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}

/** The newest sequence number the feed holds: the event stream resumes after it. */
export const newestSeq = (feed: NotificationFeed) => feed.result.reduce((max, item) => Math.max(max, item.seq), 0);

/**
 * Puts a pushed notification at the top of the cached feed, once however often it arrives. One the
 * feed already holds under a newer sequence number was rewritten on the server (a leave request
 * whose dates changed): it replaces the old text and moves to the top.
 */
export function addToFeed(queryClient: QueryClient, item: NotificationItem) {
  queryClient.setQueryData<NotificationFeed>(notificationsQueryKey, (feed) => {
    if (!feed) return feed;
    const old = feed.result.find((existing) => existing._id === item._id);
    if (old && old.seq >= item.seq) return feed;
    const unreadChange = (item.readAt ? 0 : 1) - (old && !old.readAt ? 1 : 0);
    return {
      unread: feed.unread + unreadChange,
      result: [item, ...feed.result.filter((existing) => existing._id !== item._id)].slice(0, BELL_LIMIT),
    };
  });
}

function markInFeed(queryClient: QueryClient, unread: number, isRead: (item: NotificationItem) => boolean) {
  const now = new Date().toISOString();
  queryClient.setQueryData<NotificationFeed>(notificationsQueryKey, (feed) =>
    feed
      ? { unread, result: feed.result.map((item) => (!item.readAt && isRead(item) ? { ...item, readAt: now } : item)) }
      : feed,
  );
}

export const markNotificationRead = (id: string) => call(notificationsApi.read, { params: { id } });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ unread }, id) => markInFeed(queryClient, unread, (item) => item._id === id),
  });
}

export const markAllNotificationsRead = () => call(notificationsApi.readAll);

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unread }) => markInFeed(queryClient, unread, () => true),
  });
}
