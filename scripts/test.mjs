// `npm test`: every check, in three rounds; each must pass before the next starts.
//   1. type checks, ESLint, unit tests and the production build, side by side (each of them
//      is mostly one thread; together they keep both cores busy);
//   2. the API integration suite (two workers: both cores on its own);
//   3. the browser journeys.
// Measured on the two-core CI machine, running rounds 2 and 3 side by side, or the browser
// journeys in two shards, was no faster: both already keep the cores busy.
// Reports of what runs side by side are printed whole when each ends, so they never interleave.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <name>`; `live` streams its output, otherwise it is printed when the script ends. */
function script(name, { live = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', name], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    if (!live) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (!live) process.stdout.write(Buffer.concat(chunks));
      const ok = code === 0;
      console.log(`\n--- ${name}: ${ok ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s\n`);
      resolve(ok);
    });
  });
}

async function round(title, runs) {
  console.log(`\n=== ${title} ===`);
  const results = await Promise.all(runs);
  if (!results.every(Boolean)) process.exit(1);
}

await round('type checks, lint, unit tests and build', [
  script('typecheck'),
  script('lint'),
  script('test:unit'),
  script('build'),
]);
await round('API integration tests', [script('test:api', { live: true })]);
await round('browser journeys', [script('test:e2e', { live: true })]);
