import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedPgliteImage } from '../db/client.js';

/**
 * Once per run of the API suite on embedded PGlite: one migrated database, dumped to a file that
 * every test file's database starts from (test/database.ts). Creating and migrating a PGlite
 * database took 4–7 s a file on the two-core CI machine; loading the image, under one.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = mkdtempSync(join(tmpdir(), 'ems-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await (await migratedPgliteImage()).arrayBuffer()));
  // Read by the test workers, which start after this.
  process.env.TEST_PGLITE_IMAGE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
