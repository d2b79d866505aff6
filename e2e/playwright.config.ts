import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * Journeys across remotes over the production builds published to deploy/.cdn.
 * Each worker starts its own stack (API on its own copy of the run's seeded database, edge, remote servers) through
 * deploy's startStack, so a test can stop one remote's server and bring it back.
 * Chromium: Debian's /usr/bin/chromium where present (these machines), else Playwright's own.
 */
const debianChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export default defineConfig({
  testDir: './tests',
  // migrates and seeds one database that every worker's stack starts from a copy of
  globalSetup: './global-setup.ts',
  // CI runs the journeys beside both API passes on two cores, where a one-booking journey that takes
  // 25 s on a quiet machine has taken 66 s
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // two workers, each with its own stack (fixtures.ts): a journey mostly waits on its browser and its
  // API, so two at a time took 4.3 min where one took 5.8 (24 booking and account tests, 2 cores);
  // a spec file runs in one worker, so its tests share one stack and one database. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    // a trace records every action's DOM and screencast whether the test passes or not; on CI
    // (one retry) the retry of a failed test records it, so passing journeys do not pay for it
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: debianChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
