import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '#web/lib/toast.js';
import type { Area } from '#shared/api/areas.js';
import { notificationsApi } from '#shared/api/notifications.js';
import type { NotificationItem } from '#web/lib/notification-feed.js';
import { invalidateAreas } from '#web/lib/call.js';
import { addToFeed } from './notifications.js';

const STREAM_PATH = notificationsApi.stream.path;

/** The query areas (API tags) whose screens show each kind of record a notification is about. */
const AREAS_OF: Record<NotificationItem['target']['kind'], Area[]> = {
  task: ['Projects and tasks'],
  leave: ['Leave'],
  announcement: ['Announcements'],
  salary: ['Salary'],
};
const MAX_RETRY_MS = 30_000;
/** Notifications older than this when they arrive (a catch-up after a pause) get no toast. */
const TOAST_MAX_AGE_MS = 60_000;

function parseNotification(data: string): NotificationItem | null {
  try {
    const item = JSON.parse(data) as Partial<NotificationItem>;
    return typeof item._id === 'string' && typeof item.seq === 'number' && typeof item.title === 'string'
      ? (item as NotificationItem)
      : null;
  } catch {
    return null;
  }
}

const isFresh = (item: NotificationItem) => Date.now() - new Date(item.createdAt).getTime() < TOAST_MAX_AGE_MS;

/**
 * Live notifications over Server-Sent Events (no polling). The stream starts right after the
 * newest notification the bell already shows; on a dropped connection the browser reconnects by
 * itself and sends Last-Event-ID, so nothing is missed. Only when the browser gives up (the
 * server answered with an error, e.g. during a deploy) does this reopen it, with growing pauses.
 *
 * A hidden tab lets go of its stream and catches up when shown again: browsers allow only six
 * HTTP/1.1 connections per server, and a stream held by every open tab would use them up.
 */
export function useNotificationStream(startSeq: number | undefined) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (startSeq === undefined) return;
    let lastSeq = startSeq;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = 1000;

    const onNotification = (event: MessageEvent<string>) => {
      const item = parseNotification(event.data);
      if (!item) return;
      lastSeq = Math.max(lastSeq, item.seq);
      retryMs = 1000;
      addToFeed(queryClient, item);
      // The screens that show the record it is about refresh too (a task list, the Working Tasks card).
      void invalidateAreas(queryClient, ...AREAS_OF[item.target.kind]);
      if (!item.readAt && isFresh(item)) toast(item.title, { description: item.body || undefined });
    };

    const close = () => {
      clearTimeout(retryTimer);
      source?.close();
      source = null;
    };

    const open = () => {
      close();
      const stream = new EventSource(`${STREAM_PATH}?lastEventId=${lastSeq}`);
      stream.addEventListener('notification', onNotification);
      stream.addEventListener('error', () => {
        if (stream.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
        retryTimer = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
      source = stream;
    };

    const onVisibility = () => (document.visibilityState === 'hidden' ? close() : open());

    if (document.visibilityState !== 'hidden') open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  }, [startSeq, queryClient]);
}
