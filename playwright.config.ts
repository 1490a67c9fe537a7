import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ADMIN_KEY,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_MAIL_DIR,
  E2E_PORT,
  E2E_ROOT,
  E2E_PROVIDER_LOGO,
  E2E_STAFF_EMAIL_DOMAIN,
} from './tests/support/e2e-env';

const CI = Boolean(process.env.CI);

/**
 * Workers come from the machine, not from CI: each worker drives a Chromium against the one
 * server, and on two cores a second worker starves both (long specs then hit their time limits),
 * so one worker per two cores, at most four. E2E_WORKERS overrides it. See docs/testing.md.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS) || Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));

/** Debian's Chromium (`npx playwright install` cannot download a browser here). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The server's scratch folder is wiped by the web server command itself, right before the server
// starts: this config module is evaluated again in every worker, so it must not delete anything.
const wipe = `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" ${JSON.stringify(E2E_ROOT)}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Each test uses its own accounts, so files and tests may run side by side.
  fullyParallel: true,
  workers: E2E_WORKERS,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // In CI the JSON report lets .ci/run print the failures last (scripts/print-e2e-failures.mjs).
  reporter: CI
    ? [['list'], ['html', { open: 'never' }], ['json', { outputFile: 'test-results/e2e-report.json' }]]
    : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
        },
      },
    },
  ],
  webServer: {
    // The real server as `npm start` runs it (builds dist when missing, migrates, seeds the demo
    // accounts, serves the app, /api and /auth/v1 from one process), on a fresh data folder.
    command: `${wipe} && node scripts/start.mjs`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: !CI,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      MAIL_DIR: E2E_MAIL_DIR,
      ADMIN_KEY: E2E_ADMIN_KEY,
      STAFF_EMAIL_DOMAIN: E2E_STAFF_EMAIL_DOMAIN,
      AUTH_AUTOCONFIRM: 'true',
      // The request log (a line per request at info) would bury the test output; failures still show.
      LOG_LEVEL: 'warn',
      // Many sign-ins from one address in a few seconds; the limits have their own server tests.
      RATE_LIMIT: 'false',
      // Polls every 2 s instead of 30-60 s, so tests can watch polling (tests/e2e/offline-data.spec.ts).
      TEST_POLL_INTERVAL_MS: '2000',
      // Never reach for a hosted Supabase project or an SMTP server in e2e.
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
      SMTP_URL: '',
      DATABASE_URL: '',
      // A logo file, as an operator sets one, so report PDFs embed it as an image (docs/production.md).
      PROVIDER_LOGO_FILE: E2E_PROVIDER_LOGO,
    },
  },
});
