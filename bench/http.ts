import os from 'node:os';
import autocannon from 'autocannon';
import {
  type CpuComponentSpec,
  type CpuComponentUse,
  cpuSecondsOf,
  isPostgres,
  msPerUnit,
  postgresComponents,
  startCpuMeter,
} from './lib/cpu-meter.ts';
import { quizSetPayload } from './lib/payload.ts';
import { api, type RunningServer, signIn, startServer } from './lib/server.ts';
import { type LatencySummary, median, summarize } from './lib/stats.ts';

export interface HttpRow extends LatencySummary {
  database: string;
  scenario: string;
  requestsPerSecond: number;
  /** req/s as a share of the bare reference route's in the same run (issue 6), when there is one. */
  ratioToReference: number | null;
  non2xx: number;
  errors: number;
  /** 1-minute load average when the scenario started: other work on the machine skews the figures. */
  loadAverage: number;
  /**
   * CPU milliseconds per request in the measured run (user + system, /proc): the server process that
   * answered, the PostgreSQL backends of the bench database (null on PGlite, inside the server) and
   * autocannon (this process). Unlike req/s, hardly moved by the machine's drift between runs.
   */
  cpuMsPerRequest: { server: number; postgres: number | null; generator: number };
  /** Read and reference on PostgreSQL: req/s of each round (the row is the median one). */
  rounds?: number[];
  /** The read on PostgreSQL: read ÷ reference of each round (`ratioToReference` is their median). */
  roundRatios?: number[];
}

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/**
 * Seconds each scenario (create, read, the reference) runs unmeasured just before it is measured, at
 * the same 50 connections: V8 compiles a route's code as it runs it, so a scenario measured cold
 * counts its compiling too (bench/scale-warm-up.ts measured it on the answer path). The reference
 * route is warmed as long as the app's read, so the ratio compares two warm servers.
 */
const WARM_UP_S = Number(process.env.BENCH_WARMUP ?? 5);
/** Read and reference measured in turn this many times on PostgreSQL (BENCH_HTTP_ROUNDS). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_HTTP_ROUNDS ?? 3));

interface BuildData {
  data: { templates: { templateId: string; templatePlanType: string }[] };
}

/**
 * Runs autocannon for a bounded time and collects every response time itself: autocannon's own
 * histogram reports p97.5 but no p95, and the issue asks for p50/p95/p99.
 */
async function load(options: Parameters<typeof autocannon>[0]) {
  const samples: number[] = [];
  const instance = autocannon({ connections: CONNECTIONS, duration: DURATION_S, timeout: 30, ...options });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    samples.push(responseTime);
  });
  const result = await instance;
  return { result, samples };
}

/** Runs `options` unmeasured for WARM_UP_S seconds at the measured connections. */
async function warmUp(options: Parameters<typeof autocannon>[0]): Promise<void> {
  if (WARM_UP_S > 0)
    await autocannon({ connections: CONNECTIONS, duration: WARM_UP_S, timeout: 30, ...options });
}

/** Where a scenario's requests go: the answering server's process and, on PostgreSQL, its database. */
interface Target {
  database: string;
  serverPid: number;
  databaseUrl?: string;
}

/** One measured run of DURATION_S seconds as a row (no ratio yet), with its CPU per request. */
async function measure(
  target: Target,
  scenario: string,
  options: Parameters<typeof autocannon>[0],
): Promise<HttpRow> {
  const loadAverage = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
  const specs: CpuComponentSpec[] = [
    { name: 'server', pids: [target.serverPid] },
    { name: 'generator', pids: [process.pid] },
    ...(target.databaseUrl ? postgresComponents(target.databaseUrl) : []),
  ];
  const meter = startCpuMeter(specs);
  const { result, samples } = await load(options);
  const report = meter.stop();
  const requests = result.requests.total;
  const perRequest = (keep: (component: CpuComponentUse) => boolean) =>
    msPerUnit(cpuSecondsOf(report, keep), requests, 3);
  return {
    database: target.database,
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    ratioToReference: null,
    ...summarize(samples),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    loadAverage,
    cpuMsPerRequest: {
      server: perRequest((component) => component.name === 'server'),
      postgres: target.databaseUrl ? perRequest(isPostgres) : null,
      generator: perRequest((component) => component.name === 'generator'),
    },
  };
}

async function warmThenMeasure(
  target: Target,
  scenario: string,
  options: Parameters<typeof autocannon>[0],
): Promise<HttpRow> {
  await warmUp(options);
  return measure(target, scenario, options);
}

const perSecond = (row: HttpRow) => row.requestsPerSecond;
const ratioOf = (row: HttpRow, reference: HttpRow) =>
  reference.requestsPerSecond > 0
    ? Math.round((row.requestsPerSecond / reference.requestsPerSecond) * 100) / 100
    : 0;

/** The row whose req/s is the median of `rows`' (its latencies go with it). */
function medianRow(rows: readonly HttpRow[]): HttpRow {
  const middle = median(rows.map(perSecond));
  return rows.find((row) => row.requestsPerSecond === middle) ?? rows[0]!;
}

/**
 * Create (20 questions) and read of one quiz set, 50 connections, signed in as the PRO demo teacher.
 * With `databaseUrl` (PostgreSQL), the read is also run against the bare reference server
 * (lib/reference-server.ts: the set's row and JSON, no session): read and reference in turn, ROUNDS
 * times; their rows are the runs with the median req/s, the read's ratio the median of each round's
 * read ÷ reference, the create's ratio its req/s ÷ the reference's median. Each scenario is warmed up
 * first (WARM_UP_S).
 */
export async function benchHttp(
  server: RunningServer,
  database: string,
  databaseUrl?: string,
): Promise<HttpRow[]> {
  const { origin } = server;
  const cookie = await signIn(origin, 'pro@demo.example');
  const buildData = await api<BuildData>(origin, cookie, 'GET', '/api/quiz-builder/build-data');
  const template =
    buildData.data.templates.find((t) => t.templatePlanType === 'FREE') ?? buildData.data.templates[0];
  if (!template) throw new Error('build-data lists no map template');
  const body = JSON.stringify(quizSetPayload(template.templateId));
  const headers = { cookie, origin, 'content-type': 'application/json' };

  // One create through fetch first: it proves the payload is accepted and gives the id to read.
  const created = await api<{ data: { id: string } }>(
    origin,
    cookie,
    'POST',
    '/api/quizsets',
    JSON.parse(body),
  );
  const readUrl = `${origin}/api/quizsets/${created.data.id}`;

  const create = { url: `${origin}/api/quizsets`, method: 'POST', headers, body };
  const read = { url: readUrl, method: 'GET', headers: { cookie } };
  const app: Target = { database, serverPid: server.pid, ...(databaseUrl ? { databaseUrl } : {}) };
  const rows: HttpRow[] = [await warmThenMeasure(app, 'create quiz set (20 q)', create)];
  if (!databaseUrl) {
    rows.push(await warmThenMeasure(app, 'read quiz set', read));
    return rows;
  }

  const me = await api<{ data: { id: string } }>(origin, cookie, 'GET', '/api/users/me');
  const reference = await startServer({
    databaseUrl,
    script: 'bench/lib/reference-server.ts',
    env: { OWNER_ID: me.data.id },
    healthPath: '/health',
  });
  try {
    const referenceOptions = {
      url: `${reference.origin}/reference/quizsets/${created.data.id}`,
      method: 'GET',
    };
    await warmUp(read);
    await warmUp(referenceOptions);
    // Read and reference in turn, ROUNDS times: the machine's speed drifts from one ten-second run to
    // the next (the ratio of single runs moved from 0.41 to 0.80 between two runs of one build here),
    // and a pair of neighbouring runs shares most of that drift.
    const reads: HttpRow[] = [];
    const references: HttpRow[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      reads.push(await measure(app, 'read quiz set', read));
      references.push(
        await measure(
          { database, serverPid: reference.pid, databaseUrl },
          'reference: bare route, same SQL and JSON',
          referenceOptions,
        ),
      );
    }
    const roundRatios = reads.map((row, index) => ratioOf(row, references[index]!));
    const referenceRow = medianRow(references);
    rows[0]!.ratioToReference = ratioOf(rows[0]!, referenceRow);
    rows.push(
      {
        ...medianRow(reads),
        ratioToReference: median(roundRatios),
        rounds: reads.map(perSecond),
        roundRatios,
      },
      { ...referenceRow, ratioToReference: 1, rounds: references.map(perSecond) },
    );
  } finally {
    await reference.stop();
  }
  return rows;
}
