import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';

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
  const app = await buildApp({ config, database });
  await seedIfEmpty(database.db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Node counts a connection as idle until it has parsed the first bytes of a request, and
    // server.close() ends idle connections at once. A request already sent but not yet read off
    // its socket (a busy server reads late) would be cut off with a reset: let the event loop
    // read what has arrived before closing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    // server.close() (in app.close) ends only the connections idle at that moment: a keep-alive
    // connection whose request was still running would hold the exit until its client hangs up.
    // Close each one once its last response is out.
    const reap = setInterval(() => app.server.closeIdleConnections(), 100);
    reap.unref();
    await app.close();
    clearInterval(reap);
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
