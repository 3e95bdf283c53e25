import type { SessionLifetimes } from './auth/session-store.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { NotificationHub } from './modules/notifications/index.js';
import type { AreaCache } from './events/change-areas.js';
import type { OutboxWorker } from './events/outbox.js';
import type { SessionEvents } from './events/session-events.js';
import type { Scheduler } from './jobs/scheduler.js';

/** What every domain's routes are given: the configuration and the shared services. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Sends queued mail; `enqueueMail` (events/outbox.ts) queues it inside a transaction. */
  outbox: OutboxWorker;
  /** Tells open streams when their session ends or their user changes. */
  sessionEvents: SessionEvents;
  /** Periodic jobs, each run by one process at a time. */
  scheduler: Scheduler;
  /** Delivers notifications to this process's open event streams. */
  hub: NotificationHub;
  /** Shared reads (sessions, dashboard figures), each cleared by changes to the areas it reads — lib/read-cache.ts. */
  cache: AreaCache;
  /** Resolves once this process has heard of every change committed so far (events/cache-sync.ts). */
  settleReads: () => Promise<void>;
  lifetimes: SessionLifetimes;
  /** Base of links sent by mail. */
  publicUrl: string;
}
