import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { NOTIFICATION_KINDS, NOTIFICATION_TARGETS } from '#shared/constants.js';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { signalNotifications } from '../../events/notification-signal.js';
import { notFound } from '../../lib/errors.js';
import { rowsOf } from '../../lib/sql.js';
import { mailNotifications } from './notification-mail.js';

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The record a notification is about; the web decides which screen shows it to the reader. */
export interface NotificationTarget {
  kind: (typeof NOTIFICATION_TARGETS)[number];
  id: string;
}

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body?: string;
  target: NotificationTarget;
}

/**
 * Stores notifications (one statement for any number of people), signals the listeners and queues
 * the mail of those that are mailed (leave requests and decisions, announcements).
 */
export async function notify(db: Db, items: NewNotification[]) {
  if (!items.length) return;
  await db.insert(notifications).values(
    items.map((item) => ({
      userId: item.userId,
      kind: item.kind,
      title: item.title.slice(0, 200),
      body: (item.body ?? '').slice(0, 1000),
      targetKind: item.target.kind,
      targetId: item.target.id,
    })),
  );
  await signalNotifications(
    db,
    items.map((item) => item.userId),
  );
  await mailNotifications(db, items);
}

/**
 * Rewrites the notifications of one kind about one record (the approvers' 'Leave request' after
 * the employee changed its dates): unread again, a new sequence number, so open bells receive it
 * in place of the old text. Returns how many were rewritten.
 */
export async function renotify(
  db: Db,
  kind: NotificationKind,
  target: NotificationTarget,
  text: { title: string; body: string },
): Promise<number> {
  // `seq` is an identity column: only SQL can ask for its next value on an update.
  const result = await db.execute(sql`
    update ${notifications}
    set title = ${text.title.slice(0, 200)}, body = ${text.body.slice(0, 1000)}, read_at = null,
        created_at = now(), seq = default
    where kind = ${kind} and target_kind = ${target.kind} and target_id = ${target.id}::uuid
    returning user_id`);
  const rows = rowsOf<{ user_id: string }>(result).map((row) => ({ userId: row.user_id }));
  await signalNotifications(
    db,
    rows.map((row) => row.userId),
  );
  return rows.length;
}

export type NotificationRow = typeof notifications.$inferSelect;

export function toNotificationJson(row: NotificationRow) {
  return {
    _id: row.id,
    seq: row.seq,
    kind: row.kind,
    title: row.title,
    body: row.body,
    // `id` is null only on notifications stored before targets existed.
    target: { kind: row.targetKind, id: row.targetId },
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
export type NotificationJson = ReturnType<typeof toNotificationJson>;

export async function unreadCount(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The newest notifications of a person; `before` (a seq) pages further back. */
export async function listNotifications(db: Db, userId: string, limit: number, before?: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), before ? lt(notifications.seq, before) : undefined))
    .orderBy(desc(notifications.seq))
    .limit(limit);
  return rows.map(toNotificationJson);
}

/** Notifications after a sequence number, oldest first: what a reconnecting stream missed. */
export async function notificationsAfter(db: Db, userId: string, afterSeq: number, limit = 100) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.seq, afterSeq)))
    .orderBy(notifications.seq)
    .limit(limit);
  return rows.map(toNotificationJson);
}

export async function latestSeq(db: Db, userId: string) {
  const [row] = await db
    .select({ seq: sql<number | null>`max(${notifications.seq})` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return Number(row?.seq ?? 0);
}

export async function markRead(db: Db, userId: string, id: string) {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!updated.length) throw notFound('Notification not found.');
  return unreadCount(db, userId);
}

export async function markAllRead(db: Db, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return 0;
}
