import { sql } from 'drizzle-orm';
import { MAILED_NOTIFICATION_KINDS } from '#shared/constants.js';
import { ROLES } from '#shared/roles.js';
import { screenOf } from '#shared/screens.js';
import type { Db } from '../../db/client.js';
import { outbox, users } from '../../db/schema/index.js';
import { wakeOutbox } from '../../events/outbox.js';
import type { NewNotification, NotificationKind, NotificationTarget } from './notifications.service.js';

export interface MailedNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  target: NotificationTarget;
}

const isMailed = (kind: NotificationKind) => (MAILED_NOTIFICATION_KINDS as readonly string[]).includes(kind);

/**
 * Queues the mail of one notification for each of `userIds` who is active and has not turned
 * mail off in Settings — one statement however many people, in the caller's transaction. Each
 * links to the screen that shows the record to that person's role (the bell's).
 */
export async function mailNotification(db: Db, userIds: string[], item: MailedNotification) {
  if (!userIds.length || !isMailed(item.kind)) return;
  const links = Object.fromEntries(ROLES.map((role) => [role, screenOf(item.kind, item.target.kind, role)]));
  const text = item.body ? `${item.title}\n\n${item.body}` : item.title;
  await db.execute(sql`
    insert into ${outbox} (kind, payload)
    select 'mail', jsonb_build_object(
      'to', u.email, 'subject', ${item.title}::text, 'text', ${text}::text,
      'link', ${JSON.stringify(links)}::jsonb ->> u.role::text, 'topic', ${item.kind}::text)
    from ${users} u
    where u.id = any(${sql.param([...new Set(userIds)])}::uuid[]) and u.is_active and u.mail_notifications`);
  await wakeOutbox(db);
}

/** The mails of a list of notifications: one statement per distinct notification. */
export async function mailNotifications(db: Db, items: NewNotification[]) {
  const groups = new Map<string, { item: MailedNotification; userIds: string[] }>();
  for (const item of items) {
    if (!isMailed(item.kind)) continue;
    const body = item.body ?? '';
    const key = JSON.stringify([item.kind, item.title, body, item.target.kind, item.target.id]);
    const group = groups.get(key) ?? { item: { ...item, body }, userIds: [] };
    group.userIds.push(item.userId);
    groups.set(key, group);
  }
  for (const { item, userIds } of groups.values()) await mailNotification(db, userIds, item);
}
