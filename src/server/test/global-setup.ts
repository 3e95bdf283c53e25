import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedPgliteImage, openDatabase } from '../db/client.js';
import { adminQuery } from './database.js';

/**
 * Once per run of the API suite, one migrated database that every test file's database starts
 * from (test/database.ts). On embedded PGlite it is dumped to a file: creating and migrating a
 * PGlite database took 4–7 s a file on the two-core CI machine, loading the image under one. On a
 * PostgreSQL server it is a template database, copied by CREATE DATABASE (a file with two roles
 * still migrates its own, so that the owner role owns the tables).
 */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return templateDatabase(serverUrl);
  const dir = mkdtempSync(join(tmpdir(), 'ems-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await (await migratedPgliteImage()).arrayBuffer()));
  // Read by the test workers, which start after this.
  process.env.TEST_PGLITE_IMAGE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

async function templateDatabase(serverUrl: string) {
  const name = `ems_template_${process.pid}_${Date.now()}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  process.env.TEST_DATABASE_TEMPLATE = name;
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}
