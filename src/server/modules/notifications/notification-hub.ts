import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { type NotificationJson, notificationsAfter } from './notifications.service.js';
import { NOTIFICATION_CHANNEL, parseSignal } from '../../events/notification-signal.js';

export interface StreamClient {
  userId: string;
  lastSeq: number;
  send(notification: NotificationJson): void;
}

/**
 * Delivers new notifications to this process's open event streams. Writers signal through
 * PostgreSQL NOTIFY (PGlite's in-process equivalent when embedded), so a notification created
 * by any process reaches streams held by every process. Each stream catches up from its last
 * delivered sequence number, so nothing is lost or sent twice.
 */
export class NotificationHub {
  private readonly clients = new Map<string, Set<StreamClient>>();
  private readonly busy = new WeakMap<StreamClient, Promise<void>>();
  private stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start() {
    this.stop = await this.database.listen(
      NOTIFICATION_CHANNEL,
      (payload) => this.deliver(parseSignal(payload)),
      () => this.deliver('everyone'), // the listener was down: anything may have been missed
    );
  }

  add(client: StreamClient): () => void {
    let set = this.clients.get(client.userId);
    if (!set) this.clients.set(client.userId, (set = new Set()));
    set.add(client);
    void this.catchUp(client);
    return () => {
      set.delete(client);
      if (!set.size) this.clients.delete(client.userId);
    };
  }

  get size() {
    let total = 0;
    for (const set of this.clients.values()) total += set.size;
    return total;
  }

  private deliver(userIds: string[] | 'everyone') {
    const targets = userIds === 'everyone' ? [...this.clients.keys()] : userIds;
    for (const userId of targets) {
      for (const client of this.clients.get(userId) ?? []) void this.catchUp(client);
    }
  }

  /** One catch-up at a time per stream; a signal during one queues another. */
  private catchUp(client: StreamClient): Promise<void> {
    const previous = this.busy.get(client) ?? Promise.resolve();
    const next = previous.then(async () => {
      try {
        for (;;) {
          const rows = await notificationsAfter(this.database.db, client.userId, client.lastSeq);
          for (const row of rows) {
            client.send(row);
            client.lastSeq = row.seq;
          }
          if (rows.length < 100) return;
        }
      } catch (error) {
        this.log.warn({ err: error }, 'notification catch-up failed');
      }
    });
    this.busy.set(client, next);
    return next;
  }

  async close() {
    this.clients.clear();
    await this.stop?.();
  }
}
