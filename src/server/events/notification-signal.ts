import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export const NOTIFICATION_CHANNEL = 'ems_notifications';
/** NOTIFY payloads must stay under 8000 bytes; past this many ids, everyone re-checks. */
const MAX_IDS = 150;

/**
 * Tells every server process (through PostgreSQL NOTIFY, delivered on commit) which users have
 * new notifications. The payload carries ids only; listeners read the rows themselves.
 */
export async function signalNotifications(db: Db, userIds: string[] | 'everyone') {
  if (userIds !== 'everyone' && !userIds.length) return;
  const unique = userIds === 'everyone' ? [] : [...new Set(userIds)];
  const payload = userIds === 'everyone' || unique.length > MAX_IDS ? '*' : unique.join(',');
  await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
}

export function parseSignal(payload: string): string[] | 'everyone' {
  return payload === '*' ? 'everyone' : payload.split(',').filter(Boolean);
}
