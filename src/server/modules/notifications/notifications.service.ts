import type { NOTIFICATION_KINDS } from '../../../shared/constants.js';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

export interface NewNotification {
  userId: string;
  kind: (typeof NOTIFICATION_KINDS)[number];
  title: string;
  body?: string;
  link?: string | null;
}

/** Stores notifications (one statement for any number of people). */
export async function notify(db: Db, items: NewNotification[]) {
  if (!items.length) return;
  await db.insert(notifications).values(
    items.map((item) => ({
      userId: item.userId,
      kind: item.kind,
      title: item.title.slice(0, 200),
      body: (item.body ?? '').slice(0, 1000),
      link: item.link ?? null,
    })),
  );
}
