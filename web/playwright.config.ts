import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

/**
 * Browser tests against the real thing: `npm start`-style embedded server (API + built web/dist)
 * on an uncommon port with a fresh data directory. Run with `npm run test:e2e` (builds first).
 *
 * Playwright evaluates this file in the runner and again in each worker, so the port and data
 * directory are chosen once and handed down through the environment.
 */
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');

// Both ranges avoid the ports browsers and fetch refuse to reach (4190, 5060, 5061, ...: "bad port"; the OpenID
// provider drew 5060 once and its four tests failed).
process.env.E2E_PORT ??= String(4200 + Math.floor(Math.random() * 800));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'life-e2e-'));
// The OpenID provider e2e/oidc.spec.ts starts (the server only discovers it on the first sign-in).
process.env.E2E_OIDC_PORT ??= String(5100 + Math.floor(Math.random() * 800));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1, // the machine is shared; one browser at a time
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    colorScheme: 'light',
    // A trace records screenshots and DOM snapshots all through every test, to keep only a failure's:
    // a quarter of each test's time on CI's two cores (2026-11-28). E2E_TRACE=1 records them to debug.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH, // never download a browser: the system Chromium
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npm start', // compiled server (test:e2e has just run `npm run build`); prestart rebuilds it if stale
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      // `npm start` as a new user runs it: embedded PGlite, no services, even when the
      // surrounding shell (CI) points DATABASE_URL and friends at real servers.
      DATABASE_URL: '',
      EVENTSTORE_URL: '',
      REDIS_URL: '',
      SESSION_SECRET: '',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SCRYPT_COST: '1024',
      SKIP_WEB_BUILD: '1', // test:e2e has just built web/dist
      LOG_LEVEL: 'warn',
      OIDC_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
      OIDC_CLIENT_ID: 'life-test', // TEST_CLIENT_ID/SECRET of command-api/src/auth/oidc/test-provider.ts
      OIDC_CLIENT_SECRET: 'life-test-secret-0123456789abcdef',
      OIDC_REDIRECT_BASE: baseURL,
    },
  },
});
