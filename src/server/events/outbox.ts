import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import type { Mail, Mailer, MailFile } from '../lib/mailer.js';
import { rowsOf } from '../lib/sql.js';

export const OUTBOX_CHANNEL = 'ems_outbox';
/**
 * A claimed message not finished within this time (its process died mid-send) is claimed again.
 * It is well above the longest a send may take (the SMTP timeouts of lib/mailer.ts), so a live
 * process never loses its claim to another.
 */
const LEASE_SECONDS = 120;
const BATCH = 20;
/**
 * Mails of a batch in flight at once: each on its own connection of the mailer's pool (nodemailer
 * keeps five), so the round trips of one do not hold up the next.
 */
const IN_FLIGHT = 4;
const POLL_MS = 5_000;

/**
 * A file a queued mail carries, by reference: the file is made when the mail is sent (a payslip
 * PDF from its salary record), so 10,000 queued payslips hold 10,000 small references, not PDFs.
 */
export interface MailAttachmentRef {
  kind: 'payslip';
  /** The record the file is made from (a salary record's id). */
  id: string;
  /** The file's name as the recipient and the admin's list see it. */
  name: string;
  /** Whether the file is password-protected (the password is worked out when it is made). */
  protect?: boolean;
}

/** Makes the file of a reference; the app wires it (the payslips module), the outbox knows no module. */
export type AttachmentMaker = (ref: MailAttachmentRef) => Promise<MailFile>;

/** A queued mail: `link` is a path of the app, sent as a full URL (PUBLIC_URL) under the text. */
export interface QueuedMail extends Omit<Mail, 'attachments'> {
  link?: string | null;
  /** What it is about ('password-reset', 'leave_requested' …), for the admin's list. */
  topic: string;
  attachment?: MailAttachmentRef;
}

/** Wakes the workers (the NOTIFY is delivered on commit, so they find the rows it announces). */
export async function wakeOutbox(db: Db | Tx) {
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * Queues a mail. Call it with the transaction of the change that causes the mail, so the mail
 * goes if and only if the change commits.
 */
export async function enqueueMail(db: Db, mail: QueuedMail) {
  await db.insert(outbox).values({ kind: 'mail', payload: mail });
  await wakeOutbox(db);
}

/**
 * Queues a mail when `send` is true, through the same statements when it is not (nothing is
 * written then): for a request whose database work must not tell whether a mail went.
 */
export async function enqueueMailIf(db: Db | Tx, send: boolean, mail: QueuedMail) {
  await db.execute(sql`insert into outbox (kind, payload) select 'mail', ${JSON.stringify(mail)}::jsonb where ${send}`);
  await wakeOutbox(db);
}

export interface RetryPolicy {
  /** Wait after the first failed attempt, in seconds; doubled after each further one, at most an hour. */
  baseSeconds: number;
  /** After this many failed attempts a message is `failed`, left for the admin to retry. */
  maxAttempts: number;
}

export function retryDelaySeconds(attempt: number, baseSeconds = 30): number {
  return Math.min(baseSeconds * 2 ** Math.max(attempt - 1, 0), 3_600);
}

/** The server cannot be reached (as opposed to refusing one message): the rest of a batch waits too. */
const CONNECTION_ERRORS = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'EPROTOCOL']);
const isConnectionError = (error: unknown) =>
  typeof error === 'object' && error !== null && CONNECTION_ERRORS.has(String((error as { code?: unknown }).code));

interface Claimed {
  id: string;
  kind: string;
  payload: QueuedMail;
  attempts: number;
}

/** A queued mail as sent: the app link as a full URL below the text. */
export function renderMail(mail: QueuedMail, publicUrl: string): Mail {
  const link = mail.link ? `\n\nOpen EMS Panel: ${publicUrl.replace(/\/$/, '')}${mail.link}` : '';
  return { to: mail.to, subject: mail.subject, text: `${mail.text}${link}` };
}

/**
 * Sends queued messages. Every server process runs one. A message is claimed by one worker at a
 * time (FOR UPDATE SKIP LOCKED, then `sending` with a lease), so two processes never both send
 * it while both are alive. The one gap: a process that dies after the SMTP server accepted a mail
 * but before it marked the row sent leaves it to be claimed again when the lease ends, so that
 * mail goes twice (at least once, never lost).
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
    private readonly options: { publicUrl: string; retry: RetryPolicy; attachments?: AttachmentMaker },
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

  private async claim(): Promise<Claimed[]> {
    const claimed = await this.database.db.execute(sql`
      update ${outbox} set status = 'sending', next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from ${outbox}
        where status in ('queued', 'sending') and next_attempt_at <= now()
        order by next_attempt_at limit ${BATCH}
        for update skip locked)
      returning id, kind, payload, attempts`);
    return rowsOf<Claimed>(claimed);
  }

  private async runBatch(): Promise<number> {
    const rows = await this.claim();
    // The whole batch's mails are made at once (attachments by worker threads, which then work
    // while earlier mails are on the wire); they are sent IN_FLIGHT at a time.
    const made = rows.map((row) => this.make(row));
    for (const mail of made) mail.catch(() => {}); // awaited when sent; never unhandled if not
    for (let start = 0; start < rows.length; start += IN_FLIGHT) {
      if (this.closed) {
        await this.release(rows.slice(start), 0);
        break;
      }
      const group = rows.slice(start, start + IN_FLIGHT);
      const results = await Promise.allSettled(group.map((row, i) => this.send(row, made[start + i]!)));
      let serverDown: number | null = null;
      for (const [index, result] of results.entries()) {
        if (result.status === 'fulfilled') continue;
        const delay = await this.recordFailure(group[index]!, result.reason);
        if (isConnectionError(result.reason)) serverDown = delay;
      }
      // The server is down: the rest of the batch would only wait for the same timeout.
      if (serverDown !== null) {
        await this.release(rows.slice(start + IN_FLIGHT), serverDown);
        break;
      }
    }
    return rows.length;
  }

  /** The mail of a claimed message, with its attachment made; rejects when it cannot be made. */
  private async make(row: Claimed): Promise<Mail> {
    if (row.kind !== 'mail') throw new Error(`unknown outbox kind ${row.kind}`);
    const mail = renderMail(row.payload, this.options.publicUrl);
    const ref = row.payload.attachment;
    if (ref) {
      if (!this.options.attachments) throw new Error(`no maker for ${ref.kind} attachments`);
      mail.attachments = [await this.options.attachments(ref)];
    }
    return mail;
  }

  /** Sends one claimed message and marks it sent; throws what making or sending it threw. */
  private async send(row: Claimed, made: Promise<Mail>) {
    await this.mailer(await made);
    await this.markSent(row);
  }

  /**
   * Marks a mail sent as soon as the SMTP server accepted it. The commit does not wait for the
   * disk (synchronous_commit off): a mark lost to a database crash in the next fraction of a second
   * only makes that mail go twice (the at-least-once gap above), and the outbox is not held to the
   * disk's commit rate (a flush per mail).
   */
  private async markSent(row: Claimed) {
    await this.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null, attempts: row.attempts + 1 })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending')));
    });
  }

  /** Counts a failed attempt: retried after a back-off, or `failed` after the last attempt. */
  private async recordFailure(row: Claimed, error: unknown): Promise<number> {
    const { baseSeconds, maxAttempts } = this.options.retry;
    const attempts = row.attempts + 1;
    const failed = attempts >= maxAttempts;
    const delay = retryDelaySeconds(attempts, baseSeconds);
    const message = error instanceof Error ? error.message : String(error);
    this.log.warn(
      { err: error, outboxId: row.id, attempt: attempts },
      failed ? 'outbox message failed for good' : 'outbox message failed; will retry',
    );
    await this.database.db
      .update(outbox)
      .set({
        status: failed ? 'failed' : 'queued',
        attempts,
        lastError: message.slice(0, 1000),
        nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
        ...(failed ? { failedAt: new Date() } : {}),
      })
      .where(eq(outbox.id, row.id));
    // A retry due before the next poll is not left waiting for it.
    if (!failed && delay * 1000 < POLL_MS) setTimeout(() => void this.wake(), delay * 1000 + 10).unref();
    return delay;
  }

  /** Gives claimed messages back untried (no attempt counted), due after `delaySeconds`. */
  private async release(rows: Claimed[], delaySeconds: number) {
    if (!rows.length) return;
    await this.database.db
      .update(outbox)
      .set({ status: 'queued', nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})` })
      .where(
        and(
          inArray(
            outbox.id,
            rows.map((row) => row.id),
          ),
          eq(outbox.status, 'sending'),
        ),
      );
  }

  async close() {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.stopListening?.();
    await this.mailer.close?.();
  }
}
