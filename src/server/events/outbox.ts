import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import type { Mail, Mailer } from '../lib/mailer.js';
import { rowsOf } from '../lib/sql.js';

export const OUTBOX_CHANNEL = 'ems_outbox';
/** After this many failed sends a message is marked failed and left for the admin to retry. */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** A claimed message not finished within this time (its process died) is claimed again. */
const LEASE_SECONDS = 120;
const BATCH = 20;
const POLL_MS = 5_000;

/**
 * Queues a mail. Call it with the transaction of the change that causes the mail, so the mail
 * goes if and only if the change commits; the NOTIFY (delivered on commit) wakes a worker.
 */
export async function enqueueMail(db: Db, mail: Mail) {
  await db.insert(outbox).values({ kind: 'mail', payload: mail });
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/** Wait after the n-th failed attempt: 30 s, 1 min, 2 min … capped at 1 hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(30 * 2 ** Math.max(attempt - 1, 0), 3_600);
}

/**
 * Sends queued messages. Every server process runs one; a message is claimed by one worker at a
 * time (FOR UPDATE SKIP LOCKED), so two processes never send it twice while both are alive.
 */
export class OutboxWorker {
  private stopListening: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start() {
    this.stopListening = await this.database.listen(
      OUTBOX_CHANNEL,
      () => this.wake(),
      () => this.wake(),
    );
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Runs a pass now (or right after the one under way). Resolves when the queue is drained. */
  wake(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (!this.closed && (await this.runBatch()) === BATCH);
        } while (this.again && !this.closed);
      } catch (error) {
        this.log.warn({ err: error }, 'outbox pass failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async runBatch(): Promise<number> {
    const db = this.database.db;
    const claimed = await db.execute(sql`
      update ${outbox} set attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from ${outbox}
        where sent_at is null and failed_at is null and next_attempt_at <= now()
        order by next_attempt_at limit ${BATCH}
        for update skip locked)
      returning id, kind, payload, attempts`);
    const rows = rowsOf<{ id: string; kind: string; payload: unknown; attempts: number }>(claimed);
    for (const row of rows) {
      try {
        if (row.kind !== 'mail') throw new Error(`unknown outbox kind ${row.kind}`);
        await this.mailer(row.payload as Mail);
        await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = row.attempts >= OUTBOX_MAX_ATTEMPTS;
        this.log.warn(
          { err: error, outboxId: row.id, attempt: row.attempts },
          failed ? 'outbox message failed for good' : 'outbox message failed; will retry',
        );
        await db
          .update(outbox)
          .set({
            lastError: message.slice(0, 1000),
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
            ...(failed ? { failedAt: new Date() } : {}),
          })
          .where(and(eq(outbox.id, row.id)));
      }
    }
    return rows.length;
  }

  async close() {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.stopListening?.();
  }
}
