// Runs the API integration suite on embedded PGlite, then again on the PostgreSQL server
// named by TEST_DATABASE_URL when it is set (each test file creates and drops its own database).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
function run(label, env) {
  console.log(`\n=== API integration tests on ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...rest } = process.env;
run('embedded PGlite', { ...rest, TEST_DATABASE_URL: '' });
if (TEST_DATABASE_URL) run(`PostgreSQL (${new URL(TEST_DATABASE_URL).host})`, { TEST_DATABASE_URL });
else console.log('\nTEST_DATABASE_URL is not set: skipping the PostgreSQL run.');
