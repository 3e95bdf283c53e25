import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS, demoSignInTable } from './accounts.js';
import { seedDemo } from './demo.js';

/**
 * On an empty database: the demo organisation, or (SEED_DEMO=false) one admin from
 * ADMIN_EMAIL / ADMIN_PASSWORD. A database with any user is left alone.
 */
export async function seedIfEmpty(db: Db, config: Config, log: FastifyBaseLogger) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return;
  if (config.SEED_DEMO) {
    await seedDemo(db, { timeZone: config.ORG_TIMEZONE });
    log.info('Demo organisation created');
    // A table for people, not a log line for machines: printed as it is, beside the JSON log.
    process.stdout.write(`\n${demoSignInTable(DEMO_ACCOUNTS)}\n`);
    return;
  }
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) {
    throw new Error('SEED_DEMO=false needs ADMIN_EMAIL and ADMIN_PASSWORD for the first admin.');
  }
  await db.insert(users).values({
    name: 'Administrator',
    email: config.ADMIN_EMAIL.toLowerCase(),
    role: 'admin',
    passwordHash: await hashPassword(config.ADMIN_PASSWORD),
  });
  log.info(`Admin account ${config.ADMIN_EMAIL} created.`);
}
