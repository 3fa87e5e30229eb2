import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests: the built app and the reference server on one origin, in Debian's Chromium.
// The server runs on a throwaway PGlite folder, seeded with the demo content at start.
const port = Number(process.env.E2E_PORT ?? 3199);
/** E2E_SERVER_URL runs the tests against a server already running (a development server), and starts none. */
const external = process.env.E2E_SERVER_URL;
const baseURL = external ?? `http://localhost:${port}`;
/**
 * The server's database folder; the tests' operator commands (maintenance on and off) reach it by its socket. Named
 * once, in the runner's process: each worker loads this file again with its own pid, and inherits the name instead.
 */
process.env.E2E_DATA_DIR ??= join(tmpdir(), `casino-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
process.env.E2E_BASE_URL = baseURL;
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // One browser at a time. On the 2-core CI machine two workers, each a Chromium beside the one server, put the load
  // near 9: pages took over 5 s to show their first data and long journeys over 30 s, though nothing was wrong.
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // No trace: recording one (its screencast and a DOM snapshot at every action) cost a quarter of the step, 69 s
    // against 52 s on 15 journeys, for a file no CI run hands back. To see a failure step by step, run it again
    // with `npx playwright test --trace retain-on-failure <file>` (the test command's failure summary says so).
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
  },
  outputDir: '../test-results/e2e',
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /maintenance/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, testIgnore: /maintenance/ },
    // Maintenance changes the whole site, so it runs alone, after the others.
    {
      name: 'maintenance',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: /maintenance/,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'npm start -w @casino/api --silent',
        cwd: '..',
        url: `${baseURL}/content/status`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: {
          PORT: String(port),
          STATIC_DIR: join(import.meta.dirname, '../apps/casino/build/client'),
          APP_SERVER: join(import.meta.dirname, '../apps/casino/build/server/index.js'),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          NODE_ENV: 'test',
          // As behind a TLS proxy: X-Forwarded-Proto is believed (the security headers' test sends it).
          TRUST_PROXY: 'true',
          // A raised limit waits 2 s instead of 24 h before the player can confirm it (journey 5's modal).
          LIMIT_COOLING_SECONDS: '2',
        },
      },
});
