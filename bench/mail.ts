/**
 * The mail outbox drained by two server processes, on PostgreSQL, into a local SMTP server:
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:mail
 *
 * Creates a database of its own on that server (dropped at the end), starts two built servers on
 * it with SMTP_URL pointing at an smtp-server sink, and three times queues 10,000 mails in one
 * transaction: how long until every one arrived and is marked sent, how many each process sent,
 * and how many arrived twice or never. Ports are free ones unless BENCH_PORTS / BENCH_SMTP_PORT say.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.js';
import { rowsOf } from '../src/server/lib/sql.js';
import { startSmtpSink } from '../src/server/test/smtp-sink.js';
import { freePort, freePorts, sleep, startServer } from './lib.js';
import { adminQuery } from '../src/server/test/database.js';

const MAILS = Number(process.env.BENCH_MAILS ?? 10_000);
const RUNS = 3;
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl?.startsWith('postgres'))
  throw new Error('Set DATABASE_URL to a PostgreSQL server (a database is made there).');

const admin = (statement: string) => adminQuery(serverUrl!, statement);

const name = `ems_mail_bench_${randomBytes(4).toString('hex')}`;
await admin(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = openDatabase({ url: url.toString(), poolSize: 2 });
const sink = await startSmtpSink(Number(process.env.BENCH_SMTP_PORT ?? (await freePort())));
const ports = process.env.BENCH_PORTS ? process.env.BENCH_PORTS.split(',').map(Number) : await freePorts(2);
const env = (from: string) => ({
  DATABASE_URL: url.toString(),
  SMTP_URL: sink.url,
  MAIL_FROM: from,
  SEED_DEMO: 'false',
  ADMIN_EMAIL: 'bench@example.test',
  ADMIN_PASSWORD: 'Bench@12345',
});
try {
  await database.migrate();
  const servers = [await startServer(env('one@ems.test'), ports[0]!)];
  servers.push(await startServer(env('two@ems.test'), ports[1]!));
  console.log(`${MAILS} mails a run, two server processes (ports ${ports.join(', ')}), SMTP sink on ${sink.port}`);
  for (let run = 1; run <= RUNS; run += 1) {
    sink.received.length = 0;
    const started = performance.now();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into outbox (kind, payload)
        select 'mail', jsonb_build_object('to', 'person' || n || '@example.test',
          'subject', ${`Run ${run} mail `} || n, 'text', 'Hello from the bench.', 'topic', 'bench')
        from generate_series(1, ${MAILS}) as n`);
      await tx.execute(sql`select pg_notify('ems_outbox', '')`);
    });
    const queued = performance.now() - started;
    while (sink.received.length < MAILS && performance.now() - started < 600_000) await sleep(50);
    const arrived = performance.now() - started;
    for (;;) {
      const [row] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from outbox where status <> 'sent'`),
      );
      if (row!.n === 0 || performance.now() - started > 600_000) break;
      await sleep(50);
    }
    const allSent = performance.now() - started;
    await sleep(1_000); // anything sent twice would arrive now
    const subjects = sink.received.map((mail) => mail.subject);
    const unique = new Set(subjects).size;
    const from = (who: string) => sink.received.filter((mail) => mail.raw.includes(`From: ${who}`)).length;
    console.log(
      `run ${run}: queued in ${queued.toFixed(0)} ms; all arrived in ${(arrived / 1000).toFixed(2)} s ` +
        `(${((MAILS / arrived) * 1000).toFixed(0)} mails/s), all marked sent in ${(allSent / 1000).toFixed(2)} s; ` +
        `process one ${from('one@ems.test')}, two ${from('two@ems.test')}; ` +
        `duplicates ${subjects.length - unique}, lost ${MAILS - unique}`,
    );
    await database.db.execute(sql`delete from outbox`);
  }
  for (const server of servers) await server.stop();
} finally {
  await sink.stop();
  await database.close();
  await admin(`drop database if exists ${name} with (force)`);
}
