import { and, count, desc, eq, sql } from 'drizzle-orm';
import { OUTBOX_STATUSES, type OutboxStatus } from '#shared/constants.js';
import { MAIL_MSG } from '#shared/messages/mail.js';
import type { MailListFilters as MailListQuery, MailMessageJson, MailPreference } from '#shared/schemas/mail.js';
import type { Db } from '../../db/client.js';
import { outbox, users } from '../../db/schema/index.js';
import { type QueuedMail, wakeOutbox } from '../../events/outbox.js';
import { conflict, notFound } from '../../lib/errors.js';

type OutboxRow = typeof outbox.$inferSelect;

function toMailJson(row: OutboxRow): MailMessageJson {
  const mail = row.payload as Partial<QueuedMail>;
  const waiting = row.status === 'queued' || row.status === 'sending';
  return {
    _id: row.id,
    to: mail.to ?? '',
    subject: mail.subject ?? '',
    topic: mail.topic ?? row.kind,
    link: mail.link ?? null,
    attachment: mail.attachment?.name ?? null,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: waiting ? row.nextAttemptAt.toISOString() : null,
  };
}

/** One page of the outgoing mail (failed first when no status is chosen) and the count of each status. */
export async function listMail(db: Db, query: MailListQuery) {
  const where = query.status ? eq(outbox.status, query.status) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(sql`${outbox.status} = 'failed' desc`, desc(outbox.createdAt), desc(outbox.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status),
  ]);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<OutboxStatus, number>;
  for (const row of totals) counts[row.status] = row.n;
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { rows: rows.map(toMailJson), total, counts };
}

/** Failed messages go back to the queue with a fresh set of attempts; the workers wake at once. */
const requeue = { status: 'queued' as const, attempts: 0, nextAttemptAt: sql`now()`, failedAt: null };

export async function retryMail(db: Db, id: string) {
  const retried = await db
    .update(outbox)
    .set(requeue)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  if (!retried.length) {
    const [row] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
    throw row ? conflict(MAIL_MSG.notFailed) : notFound(MAIL_MSG.notFound);
  }
  await wakeOutbox(db);
}

export async function retryFailedMail(db: Db): Promise<number> {
  const retried = await db.update(outbox).set(requeue).where(eq(outbox.status, 'failed')).returning({ id: outbox.id });
  if (retried.length) await wakeOutbox(db);
  return retried.length;
}

export async function getMailPreference(db: Db, userId: string): Promise<MailPreference> {
  const [row] = await db.select({ mailNotifications: users.mailNotifications }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return row;
}

export async function setMailPreference(db: Db, userId: string, input: MailPreference): Promise<MailPreference> {
  const [row] = await db
    .update(users)
    .set({ mailNotifications: input.mailNotifications })
    .where(eq(users.id, userId))
    .returning({ mailNotifications: users.mailNotifications });
  if (!row) throw notFound();
  return row;
}
