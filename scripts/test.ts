// `npm test`: vitest (unit + API), then Playwright (e2e in Debian's chromium), then one summary line computed from
// both runners' JSON reports: `412 passed, 0 failed` (`, N skipped` when some were skipped). Exits 1 on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results', 'reports');
// Named per run: several people may run the suites side by side in one working tree.
const vitestReport = path.join(reports, `vitest-${process.pid}.json`);
const playwrightReport = path.join(reports, `playwright-${process.pid}.json`);
fs.rmSync(vitestReport, { force: true });
fs.rmSync(playwrightReport, { force: true });
fs.mkdirSync(reports, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

function run(label: string, args: string[]): number {
  console.log(`\n── ${label} ──`);
  const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', E2E_JSON_REPORT: playwrightReport };
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) console.error(`${label} could not run: ${result.error.message}`);
  return result.status ?? 1;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Vitest's JSON report (Jest-compatible). A file that fails to load has no tests: it counts as one failure. */
function tallyVitest(exitCode: number): Tally {
  const report = readJson(vitestReport) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: Array<{ status: string; assertionResults: unknown[]; message?: string; name: string }>;
  } | null;
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0);
  for (const file of brokenFiles)
    console.error(`vitest: ${path.relative(root, file.name)} failed to run: ${(file.message ?? '').split('\n')[0]}`);
  const tally = {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles.length,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  if (exitCode !== 0 && tally.failed === 0) tally.failed = 1; // e.g. unhandled errors between tests
  return tally;
}

/** Playwright's JSON report: expected = passed, unexpected = failed, flaky = passed on retry. */
function tallyPlaywright(exitCode: number): Tally {
  const report = readJson(playwrightReport) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: Array<{ message?: string }>;
  } | null;
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const globalErrors = report.errors?.length ?? 0;
  const tally = {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + globalErrors,
    skipped: report.stats.skipped,
  };
  if (exitCode !== 0 && tally.failed === 0) tally.failed = 1;
  return tally;
}

const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const add = (t: Tally) => {
  total.passed += t.passed;
  total.failed += t.failed;
  total.skipped += t.skipped;
};

const vitestExit = run('vitest: unit and API tests', [
  path.join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
add(tallyVitest(vitestExit));

const haveChromium = fs.existsSync('/usr/bin/chromium');
if (!haveChromium && !process.env.CI) {
  console.log("\nSkipping Playwright: /usr/bin/chromium is missing (install Debian's chromium; in CI it always runs).");
} else {
  const playwrightExit = run('playwright: end-to-end tests in chromium', [
    path.join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
  ]);
  add(tallyPlaywright(playwrightExit));
}

// The latest reports keep stable names (CI uploads test-results/).
for (const [from, to] of [
  [vitestReport, 'vitest.json'],
  [playwrightReport, 'playwright.json'],
] as const) {
  if (fs.existsSync(from)) fs.renameSync(from, path.join(reports, to));
}
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
