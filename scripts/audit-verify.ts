/**
 * `npm run audit:verify`: walks the audit trail's hash chain on the database the server uses
 * (DATABASE_URL, or embedded PGlite under DATA_DIR) and prints either that it is intact, with its
 * last row to keep elsewhere, or the first row that does not match and what is wrong with it.
 * Exit code 0: intact; 1: a row does not match; 2: the trail could not be read.
 */
import { ConfigError, loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { verifyAuditTrail } from '../src/server/modules/audit/audit-chain.js';
import { AUDIT_MSG } from '../src/shared/messages/audit.js';

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error(
      `Embedded database in ${config.DATA_DIR}: it opens in one process at a time, so stop the server first (or use Verify the trail on the Audit Trail screen).`,
    );
  }
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
  const progress = process.stderr.isTTY ? (rows: number) => process.stderr.write(`\rchecked ${rows} rows…`) : undefined;
  try {
    const result = await verifyAuditTrail(database.db, progress);
    if (progress) process.stderr.write('\r\x1b[K');
    if (result.intact) {
      console.log(AUDIT_MSG.intact(result.rows));
      if (result.last) {
        const { seq, at, hash } = result.last;
        console.log(`  last row ${seq}, written ${at}, hash ${hash}`);
        console.log(
          '  (keep its hash elsewhere: a later run that ends before this row means rows were cut from the end)',
        );
      }
      return 0;
    }
    const { problem } = result;
    console.log(`${AUDIT_MSG.brokenAt(problem.seq)}: ${AUDIT_MSG.problem(problem)}`);
    console.log(`  row ${problem.seq}, written ${problem.at}, id ${problem.id}`);
    console.log(`  ${AUDIT_MSG.intactBefore(result.rows)}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError ? error.message : `The audit trail could not be verified: ${String(error)}`,
    );
    process.exit(2);
  },
);
