import { defineConfig } from '@playwright/test';
import { chromiumExecutablePath, chromiumFlags } from './tests/e2e/support/chromium.ts';
import { e2eBaseUrl, e2eDataDir, e2ePort } from './tests/e2e/support/env.ts';

const ci = Boolean(process.env.CI);
// Workers inherit this, so specs can read the mail outbox and uploaded files of the e2e server.
process.env.E2E_DATA_DIR = e2eDataDir;

/** Debian's chromium; never a downloaded browser. */
const chromium = { executablePath: chromiumExecutablePath, args: [...chromiumFlags] };

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so engineers running e2e side by side (E2E_PORT=…) do not clean each other's artifacts.
  outputDir: e2ePort === 4410 ? 'test-results/e2e' : `test-results/e2e-${e2ePort}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two retries in CI, a guard for a loaded machine. The tiny shift listing-live.spec.ts used to record was the desktop
  // filter grid painted before its Reset button was parsed (an `auto` column); that test now names any node that moves.
  retries: ci ? 2 : 0,
  workers: Number(process.env.E2E_WORKERS ?? (ci ? 1 : 2)),
  forbidOnly: ci,
  // scripts/test.ts reads the JSON report for its summary line.
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? `test-results/reports/playwright-${e2ePort}.json` }],
  ],
  use: {
    baseURL: e2eBaseUrl,
    browserName: 'chromium',
    launchOptions: chromium,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    // The project's Node (this process), so TypeScript runs natively even where the system Node is older.
    command: `"${process.execPath}" scripts/e2e-server.ts`,
    // The getting-ready page answers 503, so this waits for the first build to land.
    url: `${e2eBaseUrl}/`,
    reuseExistingServer: !ci,
    // The first site build takes a minute or more on a busy two-core machine (pictures come after, in the background).
    timeout: 15 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
