import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  BELL_LIMIT,
  notificationsQueryKey,
  type NotificationFeed,
  type NotificationItem,
} from '#web/lib/notification-feed.js';
import { addToFeed, newestSeq } from './notifications.js';

const item = (seq: number, readAt: string | null = null): NotificationItem => ({
  _id: `id-${seq}`,
  seq,
  kind: 'announcement',
  title: `Title ${seq}`,
  body: '',
  target: { kind: 'announcement', id: `announcement-${seq}` },
  createdAt: new Date(2026, 0, seq).toISOString(),
  readAt,
});

function clientWith(feed: NotificationFeed) {
  const client = new QueryClient();
  client.setQueryData(notificationsQueryKey, feed);
  return client;
}

const feedOf = (client: QueryClient) => client.getQueryData<NotificationFeed>(notificationsQueryKey)!;

describe('the bell feed', () => {
  it('puts a pushed notification on top and counts it unread', () => {
    const client = clientWith({ unread: 1, result: [item(2), item(1, '2026-01-01T00:00:00Z')] });
    addToFeed(client, item(3));
    expect(feedOf(client).result.map((n) => n.seq)).toEqual([3, 2, 1]);
    expect(feedOf(client).unread).toBe(2);
  });

  it('ignores a notification it already holds (a replayed event)', () => {
    const client = clientWith({ unread: 1, result: [item(2)] });
    addToFeed(client, item(2));
    expect(feedOf(client)).toEqual({ unread: 1, result: [item(2)] });
  });

  it('replaces a rewritten notification (same id, newer sequence) and moves it to the top, unread again', () => {
    const rewritten = { ...item(1), seq: 5, title: 'Leave request from Nadia (new dates)' };
    const client = clientWith({ unread: 1, result: [item(3), item(2), item(1, '2026-01-01T00:00:00Z')] });
    addToFeed(client, rewritten);
    expect(feedOf(client).result.map((n) => n.title)).toEqual([rewritten.title, 'Title 3', 'Title 2']);
    expect(feedOf(client).unread).toBe(2);
    addToFeed(client, { ...item(1), seq: 5, readAt: null }); // the same event replayed: no change
    expect(feedOf(client).result).toHaveLength(3);
    expect(feedOf(client).unread).toBe(2);
  });

  it('keeps only the newest items', () => {
    const client = clientWith({
      unread: 0,
      result: Array.from({ length: BELL_LIMIT }, (_, i) => item(BELL_LIMIT - i, 'read')),
    });
    addToFeed(client, item(BELL_LIMIT + 1));
    expect(feedOf(client).result).toHaveLength(BELL_LIMIT);
    expect(feedOf(client).result[0]!.seq).toBe(BELL_LIMIT + 1);
  });

  it('resumes the stream after the newest sequence number it holds', () => {
    expect(newestSeq({ unread: 0, result: [item(4), item(9), item(7)] })).toBe(9);
    expect(newestSeq({ unread: 0, result: [] })).toBe(0);
  });
});
