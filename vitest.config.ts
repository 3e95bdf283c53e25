import { defineConfig } from 'vitest/config';
import { sourceAliases } from './vite.config.js';

export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.unit.test.ts', 'src/**/*.unit.test.tsx', 'eslint/**/*.unit.test.ts'],
          environment: 'node',
          // npm test runs the unit tests beside the type checks, lint and the production build on
          // two cores: a test of a second alone (the ZIP bomb, a property run) took 7–14 s there.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/**/*.unit.test.ts'],
          environment: 'node',
          // Some tests start a server of their own (a fresh database, migrated): on a loaded
          // two-core machine that alone took 31 s once, so a test gets the hooks' budget.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One migrated PGlite database that each file's starts from (on PGlite only).
          globalSetup: ['src/server/test/global-setup.ts'],
          // The files of a worker share its modules (the server's code is loaded and compiled once
          // per worker, not once per file: 14 files took 47 s instead of 108–120 on the two-core
          // machine). Each file still builds its own server over its own database.
          isolate: false,
          // Each file gets its own database; two workers match the machine's two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
