// Browser tests drive the real page, built into dist/, in Debian's Chromium.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.PE_TEST_PORT || 4173);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.mjs',
  // A hang guard, not a speed check: a test loading many pages on a loaded 2-core machine needs
  // well over 30 s. Nothing in npm test asserts wall-clock time.
  timeout: 90_000,
  // The same for each expect(): an iframe that loads the whole page took over 5 s (the default)
  // with two suites running on two cores. A passing assertion returns as soon as it holds.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The list as it runs, the number of page loads at the end, and a JSON report that
  // scripts/test.mjs reads to name the failed tests again in its summary (a CI log may show only
  // its last lines) and to count the page loads.
  reporter: [['list'], ['./page-loads-reporter.mjs'], ['json', { outputFile: '../../build/playwright-report.json' }]],
  outputDir: '../../build/playwright-results',
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Running as root needs --no-sandbox; the rest stop Chromium reaching for a network
      // this machine does not have.
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
  webServer: {
    command: `node ../../scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
