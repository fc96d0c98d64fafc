#!/usr/bin/env node
// `npm test`: every suite of the project in one command, closing on one plain line
// 'N passed, N failed, N skipped' summed over the suites (CI reads that line).
//
// 1. vitest (projects domain, web, server; the server suite also runs against PostgreSQL when
//    DATABASE_URL is set, and the corpus suites when ../shared/corpus exists).
// 2. Playwright in Debian Chromium (its headless shell, and the full browser for the specs that need
//    it: e2e/support/chromium.ts), after a production build of the web app, when Chromium is
//    installed; otherwise it says so plainly and skips only that suite. The browser suite runs as
//    E2E_SHARDS (default 2) Playwright processes at once, each with its own server, port and
//    embedded database, so no spec sees another shard's data (set E2E_SHARDS=1 to run it in one).
//    Spec files go to the shards longest first by e2e/durations.json (seconds per file, from an
//    earlier run): Playwright's own --shard cuts by test count, and one file of ~100 short corpus
//    tests left one shard with twice the work. Each run writes the new durations to
//    test-results/reports/e2e-durations.json; copy it over e2e/durations.json when specs change a lot.
//
// The counts come from each runner's JSON report (not from scraping their coloured output). A runner
// that crashes before writing its report counts as one failure, so a broken config never reads as green.
// A per-suite summary is written to test-results/reports/summary.json for .ci/run's checks.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results', 'reports');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bin = (name) => join(root, 'node_modules', '.bin', name);

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Minutes since `start` (a `Date.now()`), to one decimal. */
function minutesSince(start) {
  return Math.round((Date.now() - start) / 6000) / 10;
}

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

/** `count` distinct free TCP ports on 127.0.0.1, all held open at once so none is handed out twice. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((done) => {
          const server = createServer().listen(0, '127.0.0.1', () => done(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

/** Seconds a spec file missing from e2e/durations.json is assumed to take. */
const UNKNOWN_SPEC_SECONDS = 30;

/**
 * The spec files of e2e/ cut into `total` lists of about equal time: longest first, each to the list
 * with the least time so far (LPT). Durations in seconds by file name, from e2e/durations.json.
 */
function assignSpecs(total) {
  const durations = readJson(join(root, 'e2e', 'durations.json')) ?? {};
  const seconds = (file) => durations[file] ?? UNKNOWN_SPEC_SECONDS;
  const specs = readdirSync(join(root, 'e2e'))
    .filter((file) => file.endsWith('.spec.ts'))
    .sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  const shards = Array.from({ length: total }, () => ({ seconds: 0, files: [] }));
  for (const file of specs) {
    const target = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    target.files.push(file);
    target.seconds += seconds(file);
  }
  return shards;
}

/** Every test of a Playwright JSON report with its spec: `visit(spec, test)` for each. */
function eachTest(report, visit) {
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) visit(spec, test);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
}

/** Seconds per spec file of a Playwright JSON report (tests and hooks as the reporter timed them). */
function specDurations(report, into) {
  eachTest(report, (spec, test) => {
    for (const result of test.results) into[spec.file] = (into[spec.file] ?? 0) + result.duration / 1000;
  });
  return into;
}

/** `file:line title` of each test that failed and then passed on its retry (CI retries once). */
function flakyTests(report) {
  const names = [];
  eachTest(report, (spec, test) => {
    if (test.status === 'flaky') names.push(`${spec.file}:${spec.line} ${spec.title}`);
  });
  return names;
}

/**
 * The first line of a runner's failure message, without colour codes, at most 240 characters: enough
 * to tell a timeout from an assertion in the last lines of a CI log, which is often all one sees of it.
 */
function firstLine(message) {
  const line = String(message ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC.
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .find((text) => text.trim() !== '');
  return (line ?? '(no message)').trim().slice(0, 240);
}

/** `file:line title: first line of the error` of each test that failed on every try. */
function failedBrowserTests(report) {
  const names = [];
  eachTest(report, (spec, test) => {
    if (test.status !== 'unexpected') return;
    const last = test.results.at(-1);
    names.push(`${spec.file}:${spec.line} ${spec.title}: ${firstLine(last?.error?.message)}`);
  });
  for (const error of report.errors ?? []) names.push(`(outside a test): ${firstLine(error.message)}`);
  return names;
}

/**
 * One Playwright process running `files` (spec file names in e2e/) as shard `index` of `total`, its
 * output prefixed with `[index/total]`. Each shard gets its own port and run folder
 * (playwright.config.ts reads E2E_PORT and E2E_RUN_DIR), hence its own server and embedded database.
 * Resolves to its JSON report (null if none) and exit status.
 */
function runShard(index, total, port, files) {
  const json = join(reports, total === 1 ? 'playwright.json' : `playwright-${index}.json`);
  const args = ['test', '--reporter=list,json', ...(total > 1 ? files.map((file) => `e2e/${file}`) : [])];
  const runDir = join(root, 'test-results', 'e2e', `run-${process.pid}-${index}`);
  mkdirSync(join(runDir, 'server-data'), { recursive: true });
  const env = {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: json,
    E2E_PORT: String(port),
    E2E_RUN_DIR: runDir,
  };
  console.log(`\n$ ${[bin('playwright'), ...args].join(' ')}  (port ${port})`);
  const prefix = total > 1 ? `[${index}/${total}] ` : '';
  return new Promise((done) => {
    const child = spawn(bin('playwright'), args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
    }
    child.on('error', (error) => console.error(error.message));
    child.on('close', (status) => done({ status: status ?? 1, report: readJson(json) }));
  });
}

/**
 * The browser suite as `shards` concurrent Playwright processes; their counts are summed. A shard that
 * wrote no report, or failed without a failed test, counts as one failure.
 */
async function runBrowserShards(shards) {
  const total = Number.isInteger(shards) && shards > 0 ? shards : 1;
  const plan = assignSpecs(total);
  const ports = await freePorts(total);
  const results = await Promise.all(ports.map((port, i) => runShard(i + 1, total, port, plan[i].files)));
  const sum = { passed: 0, failed: 0, skipped: 0, flaky: [], failedNames: [] };
  const durations = {};
  for (const { status, report } of results) {
    if (!report?.stats) {
      console.error('A Playwright shard wrote no JSON report: counted as one failure.');
      sum.failed += 1;
      continue;
    }
    specDurations(report, durations);
    const { expected, unexpected, flaky, skipped } = report.stats;
    // CI retries a failed test once (playwright.config.ts): one that then passed counts as passed and
    // is named at the end of the run; one that failed twice is `unexpected`.
    const failed = unexpected + (report.errors?.length ?? 0);
    sum.passed += expected + flaky;
    sum.flaky.push(...flakyTests(report));
    sum.failedNames.push(...failedBrowserTests(report));
    sum.failed += failed + (status !== 0 && failed === 0 ? 1 : 0);
    sum.skipped += skipped;
  }
  const rounded = Object.fromEntries(
    Object.entries(durations)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, seconds]) => [file, Math.round(seconds)]),
  );
  writeFileSync(join(reports, 'e2e-durations.json'), `${JSON.stringify(rounded, null, 2)}\n`);
  return sum;
}

// --- vitest -------------------------------------------------------------------------------------
if (!existsSync(resolve(root, '..', 'shared', 'corpus'))) {
  console.log('Notice: ../shared/corpus not found: the corpus suites skip.');
}
const vitestJson = join(reports, 'vitest.json');
const vitestStarted = Date.now();
const vitestStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitestMinutes = minutesSince(vitestStarted);
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
    failedNames: vitest.testResults.flatMap((file) => {
      const where = relative(root, file.name);
      const tests = file.assertionResults.filter((t) => t.status === 'failed');
      if (tests.length === 0) return file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : [];
      return tests.map((t) => `${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }),
  };
} else {
  console.error('vitest wrote no JSON report: counted as one failure.');
  suites.vitest = { passed: 0, failed: 1, skipped: 0, passedNames: [], failedNames: [] };
}
suites.vitest.minutes = vitestMinutes;

// --- Playwright -----------------------------------------------------------------------------------
if (!existsSync(chromium)) {
  console.log(`\nChromium not found: skipping the browser suite (looked for ${chromium}).`);
  suites.browser = null;
} else {
  const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
  if (!existsSync(shell)) {
    console.log(
      `Notice: no Chromium headless shell at ${shell}: every spec runs in the full browser (about twice the time; apt-get install chromium-headless-shell).`,
    );
  }
  const buildStatus = run('npm', ['run', 'build', '-w', '@quizset/web']);
  if (buildStatus !== 0) {
    console.error('The web build failed: the browser suite cannot run, counted as one failure.');
    suites.browser = { passed: 0, failed: 1, skipped: 0 };
  } else {
    const browserStarted = Date.now();
    suites.browser = await runBrowserShards(Number(process.env.E2E_SHARDS ?? 2));
    suites.browser.minutes = minutesSince(browserStarted);
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
      ? `- ${name}: passed ${suite.passed}, failed ${suite.failed}, skipped ${suite.skipped}${suite.minutes === undefined ? '' : ` (${suite.minutes} min)`}`
      : `- ${name}: did not run`,
  );
}
const flaky = suites.browser?.flaky ?? [];
if (flaky.length > 0) {
  console.log(`Flaky: ${flaky.length} browser test(s) failed once and passed on the retry (mend them):`);
  for (const name of flaky) console.log(`  ${name}`);
}
// The failed tests are named last, just above the total: a CI log is often read from its tail only.
const failedNames = ran.flatMap((suite) => suite.failedNames ?? []);
if (failedNames.length > 0) {
  console.log(`Failed: ${failedNames.length} test(s):`);
  for (const name of failedNames) console.log(`  ${name}`);
}
console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') > 0 ? 1 : 0);
