// `npm start`: builds only when the build is missing or its inputs changed, then runs the server
// in this process. The inputs are fingerprinted by content (a checkout or a copy changes file
// times, not files), and the fingerprint of the last good build is kept in dist/.build-stamp.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'tsconfig.web.json',
  'scripts/compress-web.mjs',
  'scripts/vite',
];
const OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];
const STAMP = 'dist/.build-stamp';

/** The input's files: itself, or every file under it when it is a folder. */
function filesOf(input) {
  if (!existsSync(input)) return [];
  if (!statSync(input).isDirectory()) return [input];
  return readdirSync(input, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf).sort()) {
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The build's stages as `npm run build` runs them (package.json), each said in one line. */
const STAGES = [
  { script: 'build:server', what: 'the server (TypeScript)' },
  { script: 'build:web', what: 'the web app (Vite, then compressed)' },
];

/**
 * Runs one stage with its output kept back: a line when it is done, and its whole output only
 * when it fails (the first start printed some 200 lines of the bundler's progress otherwise).
 */
function runStage({ script, what }) {
  const started = Date.now();
  process.stdout.write(`Building ${what}… `);
  const result = spawnSync('npm', ['run', '--silent', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    console.log('failed:');
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const current = fingerprint();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
if (built !== current || !OUTPUTS.every((output) => existsSync(output))) {
  console.log(built ? 'Sources changed since the last build: building.' : 'No build yet: building.');
  for (const stage of STAGES) runStage(stage);
  writeFileSync(STAMP, `${current}\n`);
}

await import(pathToFileURL(join(process.cwd(), 'dist/server/main.js')).href);
