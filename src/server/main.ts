import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { watchRequests } from './lib/drain.js';
import { writeRoutingFor } from './write-routing.js';

/** Longest the start waits for the write thread before serving without it (write-routing.ts). */
const WRITE_THREAD_WAIT_MS = 15_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase({
    url: config.DATABASE_URL,
    migrationUrl: config.MIGRATION_DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    logSql: config.LOG_SQL,
    statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
  });
  // The embedded database takes most of a second to open: the rest of the server loads meanwhile.
  const migrated = database.migrate();
  migrated.catch(() => {}); // reported by the await below, once the imports are done
  const [{ buildApp }, { seedIfEmpty }] = await Promise.all([import('./app.js'), import('./seed/index.js')]);
  await migrated;
  // Started once the schema is migrated: its copy of the app reads it.
  const writes = writeRoutingFor(config);
  const app = await buildApp({ config, database, ...(writes ? { serverFactory: writes.serverFactory } : {}) });
  if (writes) {
    writes.attach(app);
    // Serving starts with the thread up (its start is seconds of CPU that would slow the first
    // requests); a thread that does not come up in time leaves the writes here meanwhile.
    await Promise.race([writes.started, new Promise((resolve) => setTimeout(resolve, WRITE_THREAD_WAIT_MS).unref())]);
  }
  await seedIfEmpty(database.db, config, app.log);

  const requests = watchRequests(app.server);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const grace = config.SHUTDOWN_GRACE_SECONDS;
    app.log.info(`${signal} received: finishing the requests in flight (at most ${grace} s)`);
    // Past the grace period, whatever still runs is cut off: exit code 1 says the stop was not clean.
    const cut = setTimeout(() => {
      app.log.warn(`${requests.inFlight()} request(s) still running ${grace} s after ${signal}: cut off`);
      process.exit(1);
    }, grace * 1000);
    cut.unref();
    await requests.drain(() => app.close());
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // Balances are brought up to today at start (a new leave year may have begun while it was down), then hourly.
  void app.scheduler.runNow('leave-year');
  app.log.info(
    `EMS Panel is serving on http://localhost:${config.PORT} (${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
