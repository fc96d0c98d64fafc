#!/usr/bin/env node
// `npm test`: every suite of the project in one command, closing on one plain line
// 'N passed, N failed, N skipped' summed over the suites (CI reads that line).
//
// 1. vitest (projects domain, web, server; the server suite also runs against PostgreSQL when
//    DATABASE_URL is set, and the corpus suites when ../shared/corpus exists).
// 2. Playwright in Debian Chromium, after a production build of the web app, when Chromium is
//    installed; otherwise it says so plainly and skips only that suite.
//
// The counts come from each runner's JSON report (not from scraping their coloured output). A runner
// that crashes before writing its report counts as one failure, so a broken config never reads as green.
// A per-suite summary is written to test-results/reports/summary.json for .ci/run's checks.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results', 'reports');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bin = (name) => join(root, 'node_modules', '.bin', name);

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Runs a command in the repo root with inherited output; returns its exit status. */
function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const suites = {};

// --- vitest -------------------------------------------------------------------------------------
if (!existsSync(resolve(root, '..', 'shared', 'corpus'))) {
  console.log('Notice: ../shared/corpus not found: the corpus suites skip.');
}
const vitestJson = join(reports, 'vitest.json');
const vitestStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  const failed = vitest.numFailedTests;
  // A file that fails to load has no failed test but a failed suite: count it, so it is not lost.
  const brokenFiles = vitest.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  ).length;
  suites.vitest = {
    passed: vitest.numPassedTests,
    failed: failed + brokenFiles + (vitestStatus !== 0 && failed + brokenFiles === 0 ? 1 : 0),
    skipped: vitest.numPendingTests + vitest.numTodoTests,
    // Test names let .ci/run check that the PostgreSQL and corpus suites really ran.
    passedNames: vitest.testResults.flatMap((file) =>
      file.assertionResults.filter((t) => t.status === 'passed').map((t) => `${file.name} > ${t.fullName}`),
    ),
  };
} else {
  console.error('vitest wrote no JSON report: counted as one failure.');
  suites.vitest = { passed: 0, failed: 1, skipped: 0, passedNames: [] };
}

// --- Playwright -----------------------------------------------------------------------------------
if (!existsSync(chromium)) {
  console.log(`\nChromium not found: skipping the browser suite (looked for ${chromium}).`);
  suites.browser = null;
} else {
  const buildStatus = run('npm', ['run', 'build', '-w', '@quizset/web']);
  if (buildStatus !== 0) {
    console.error('The web build failed: the browser suite cannot run, counted as one failure.');
    suites.browser = { passed: 0, failed: 1, skipped: 0 };
  } else {
    const playwrightJson = join(reports, 'playwright.json');
    const status = run(bin('playwright'), ['test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
    });
    const report = readJson(playwrightJson);
    if (report?.stats) {
      const { expected, unexpected, flaky, skipped } = report.stats;
      // retries are 0 locally, but a flaky pass is still a pass that needed a second try: count it failed.
      const failed = unexpected + flaky + (report.errors?.length ?? 0);
      suites.browser = {
        passed: expected,
        failed: failed + (status !== 0 && failed === 0 ? 1 : 0),
        skipped,
      };
    } else {
      console.error('Playwright wrote no JSON report: counted as one failure.');
      suites.browser = { passed: 0, failed: 1, skipped: 0 };
    }
  }
}

// --- summary --------------------------------------------------------------------------------------
const ran = Object.values(suites).filter(Boolean);
const total = (key) => ran.reduce((sum, suite) => sum + suite[key], 0);
writeFileSync(join(reports, 'summary.json'), `${JSON.stringify(suites, null, 2)}\n`);

// Per-suite lines are worded differently from the closing line on purpose: only that one is the total.
console.log('');
for (const [name, suite] of Object.entries(suites)) {
  console.log(
    suite
      ? `- ${name}: passed ${suite.passed}, failed ${suite.failed}, skipped ${suite.skipped}`
      : `- ${name}: did not run`,
  );
}
console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') > 0 ? 1 : 0);
