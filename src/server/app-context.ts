import type { SessionLifetimes } from './auth/session-store.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { NotificationHub } from './events/notification-hub.js';
import type { Mailer } from './lib/mailer.js';
import type { ReadCache } from './lib/read-cache.js';

/** What every domain's routes are given: the configuration and the shared services. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Delivers notifications to this process's open event streams. */
  hub: NotificationHub;
  /** Shared reads (sessions, dashboard figures), cleared on every change — lib/read-cache.ts. */
  cache: ReadCache;
  lifetimes: SessionLifetimes;
  /** Base of links sent by mail. */
  publicUrl: string;
}
