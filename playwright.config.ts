import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several checkouts run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

/**
 * Browser journeys against the built app (`npm test` builds first). The server runs on a fresh
 * embedded database seeded with the demo organisation; its log is kept for the reset-link test.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // One worker: the journeys share one demo database, and a dashboard that counts rows must not
  // race another journey that adds them.
  workers: 1,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: `test-results/e2e-artifacts-${PORT}`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; never a downloaded browser.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node tests/e2e/start-server.mjs',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      // other-origin.spec.ts serves a team's own front end here (and an unlisted one on PORT + 2).
      CORS_ORIGINS: `http://127.0.0.1:${PORT + 1}`,
    },
  },
});
