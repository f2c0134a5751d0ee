import { defineConfig, devices } from '@playwright/test';

// Run by scripts/test, which starts PostgreSQL (demo seed), the API and nginx and sets
// BASE_URL to the site nginx serves. Browsers are never downloaded here: Debian's
// Chromium is launched instead (see TOOLCHAIN.md).
const baseURL = process.env.BASE_URL;
if (!baseURL) {
  throw new Error('BASE_URL is not set: run the e2e suite through scripts/test');
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/results.json' }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
