import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed/index.js';

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
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    logSql: config.LOG_SQL,
  });
  await database.migrate();
  const app = await buildApp({ config, database });
  await seedIfEmpty(database.db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
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
  app.log.info(
    `EMS Panel is serving on http://localhost:${config.PORT} (${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
