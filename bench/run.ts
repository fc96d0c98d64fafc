// `npm run bench`: the figures of issue 2 "Performance" (and later issues), printed as tables and
// written to bench/results/latest.json. Every load is bounded in time or count and goes to loopback only.
//
//   npm run bench                  all parts
//   npm run bench -- bundle        first-load JS per route only (also: http, search, editor)
//   BENCH_DURATION=5 npm run bench  shorter autocannon runs (seconds, default 10)
//
// PostgreSQL: a fresh database on 127.0.0.1:5432 (BENCH_PG_URL overrides the server URL), dropped at
// the end. Without a reachable PostgreSQL those parts are skipped and say so.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BundleRow, benchBundle } from './bundle.ts';
import { benchEditor, type EditorBenchResult } from './editor.ts';
import { benchHttp, type HttpRow } from './http.ts';
import { REPO_ROOT, type RunningServer, startServer } from './lib/server.ts';
import { printTable } from './lib/stats.ts';
import { benchSearch, SEEDED_QUIZ_SETS, type SearchRow, seedQuizSets } from './search.ts';

const parts = new Set(
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['bundle', 'http', 'search', 'editor'],
);
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const results: {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; loadAverageAtStart: number };
  bundle?: BundleRow[];
  http?: HttpRow[];
  search?: { quizSets: number; rows: SearchRow[] };
  editor?: EditorBenchResult;
  skipped: string[];
} = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    // Other work on this 2-core machine skews every figure: the 1-minute load average is kept with them.
    loadAverageAtStart: Math.round(os.loadavg()[0]! * 100) / 100,
  },
  skipped: [],
};

if (results.machine.loadAverageAtStart > 1) {
  console.log(
    `Warning: load average ${results.machine.loadAverageAtStart} at start: other processes skew the figures.`,
  );
}

/** Runs `body` against a fresh PostgreSQL database, dropped afterwards whatever happens. */
async function withFreshDatabase<T>(body: (url: string) => Promise<T>): Promise<T | undefined> {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  try {
    await admin.connect();
  } catch (error) {
    results.skipped.push(`PostgreSQL (${(error as Error).message})`);
    console.log(`PostgreSQL not reachable at ${pgAdminUrl}: its parts are skipped.`);
    return undefined;
  }
  const name = `quizset_bench_${process.pid}_${Date.now()}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  try {
    return await body(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

if (parts.has('bundle')) {
  if (!existsSync(path.join(REPO_ROOT, 'apps/web/dist/.vite/manifest.json'))) {
    spawnSync('npm', ['run', 'build', '-w', '@quizset/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  results.bundle = benchBundle();
}

if (parts.has('http')) {
  results.http = [];
  console.log('HTTP on PGlite…');
  const server = await startServer();
  try {
    results.http.push(...(await benchHttp(server, 'PGlite')));
  } finally {
    await server.stop();
  }
}

/** Starts the server on a fresh PostgreSQL database, runs `body`, stops it and drops the database. */
async function onPostgres(
  body: (server: RunningServer, databaseUrl: string) => Promise<void>,
): Promise<void> {
  await withFreshDatabase(async (databaseUrl) => {
    const server = await startServer({ databaseUrl });
    try {
      await body(server, databaseUrl);
    } finally {
      await server.stop();
    }
  });
}

if (parts.has('http')) {
  await onPostgres(async (server) => {
    console.log('HTTP on PostgreSQL…');
    results.http?.push(...(await benchHttp(server, 'PostgreSQL')));
  });
}

// Search gets a database of its own: the thousands of sets the HTTP part creates for the demo teacher
// would otherwise change what her myquiz search scans.
if (parts.has('search')) {
  await onPostgres(async (server, databaseUrl) => {
    console.log(`Seeding ${SEEDED_QUIZ_SETS} quiz sets on PostgreSQL…`);
    const started = performance.now();
    await seedQuizSets(databaseUrl, 'pro@demo.example');
    console.log(`Seeded in ${Math.round(performance.now() - started)} ms; searching…`);
    results.search = { quizSets: SEEDED_QUIZ_SETS, rows: await benchSearch(server) };
  });
}

// Issue 3: keystroke-to-paint with 20 rich cards, re-renders on reorder, browser image compression.
// Needs Chromium and the built web app; it prints its own table.
if (parts.has('editor')) {
  if (existsSync('/usr/bin/chromium')) {
    if (!existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
      spawnSync('npm', ['run', 'build', '-w', '@quizset/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
    }
    results.editor = await benchEditor();
  } else {
    results.skipped.push('editor (no /usr/bin/chromium)');
  }
}

// --- report ---------------------------------------------------------------------------------------
const m = results.machine;
console.log(
  `\nQuizset benchmarks, ${results.date} (${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, load average at start ${m.loadAverageAtStart})`,
);
if (results.bundle) {
  console.log('\nFirst-load JavaScript (gzip)');
  printTable(
    ['route', 'gzip kB', 'limit kB', 'ok', 'files', 'route chunk'],
    results.bundle.map((r) => [
      r.route,
      r.gzipKb,
      r.limitKb,
      r.withinLimit ? 'yes' : 'NO',
      r.files,
      r.routeChunk ?? 'NOT FOUND (entry only)',
    ]),
  );
}
if (results.http) {
  console.log('\nHTTP, 50 connections (autocannon; latency in ms)');
  printTable(
    ['database', 'scenario', 'req/s', 'p50', 'p95', 'p99', 'requests', 'non-2xx', 'errors'],
    results.http.map((r) => [
      r.database,
      r.scenario,
      r.requestsPerSecond,
      r.p50,
      r.p95,
      r.p99,
      r.count,
      r.non2xx,
      r.errors,
    ]),
  );
}
if (results.search) {
  console.log(
    `\nSearch over ${results.search.quizSets} quiz sets on PostgreSQL (sequential; ms; limit p95 < 50)`,
  );
  printTable(
    ['query', 'p50', 'p95', 'p99', 'requests', 'ok'],
    results.search.rows.map((r) => [r.query, r.p50, r.p95, r.p99, r.count, r.within50ms ? 'yes' : 'NO']),
  );
}
for (const skipped of results.skipped) console.log(`Skipped: ${skipped}`);

mkdirSync(path.join(REPO_ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(REPO_ROOT, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten: bench/results/latest.json');
