import { defineConfig, devices } from '@playwright/test';
import { PORTAL_URL } from './e2e/harness/ports.js';

/** Browser journeys in the system's Chromium (never a downloaded browser), against the production build. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  forbidOnly: process.env.CI !== undefined,
  retries: 0,
  workers: 2,
  fullyParallel: true,
  reporter: [['list']],
  // A journey's time limit, not a speed test (bench/ measures speed): the longest journeys log in twice and
  // run axe on several screens, and take 30–40 s with two workers on a loaded machine.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: PORTAL_URL,
    locale: 'sv-SE',
    trace: 'retain-on-failure',
    // page.route does not see what a service worker fetches: the journeys about the installed app and use
    // without coverage (e2e/offline.spec.ts) allow the worker, the others run without it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'tsx --conditions=source e2e/harness/server.ts',
    url: `${PORTAL_URL}/api/internal/isReady`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
