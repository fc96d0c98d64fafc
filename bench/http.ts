import os from 'node:os';
import autocannon from 'autocannon';
import { quizSetPayload } from './lib/payload.ts';
import { api, type RunningServer, signIn, startServer } from './lib/server.ts';
import { type LatencySummary, summarize } from './lib/stats.ts';

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
}

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

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

/**
 * Create (20 questions) and read of one quiz set, 50 connections, signed in as the PRO demo teacher.
 * With `databaseUrl` (PostgreSQL), the read is also run against the bare reference server
 * (lib/reference-server.ts: same SQL, same JSON, nothing else) and every row gets its ratio to it.
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

  // Short warm-up so the JIT and the connection pool are not part of the measurement.
  await autocannon({ url: readUrl, connections: 10, duration: 2, headers: { cookie } });

  const rows: HttpRow[] = [];
  const scenarios = [
    {
      scenario: 'create quiz set (20 q)',
      options: { url: `${origin}/api/quizsets`, method: 'POST', headers, body },
    },
    { scenario: 'read quiz set', options: { url: readUrl, method: 'GET', headers: { cookie } } },
  ];
  const run = async (scenario: string, options: Parameters<typeof autocannon>[0]) => {
    const loadAverage = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
    const { result, samples } = await load(options);
    rows.push({
      database,
      scenario,
      requestsPerSecond: Math.round(result.requests.average),
      ratioToReference: null,
      ...summarize(samples),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      loadAverage,
    });
  };
  for (const { scenario, options } of scenarios) await run(scenario, options);

  if (databaseUrl) {
    const me = await api<{ data: { id: string } }>(origin, cookie, 'GET', '/api/users/me');
    const reference = await startServer({
      databaseUrl,
      script: 'bench/lib/reference-server.ts',
      env: { OWNER_ID: me.data.id },
      healthPath: '/health',
    });
    try {
      const url = `${reference.origin}/reference/quizsets/${created.data.id}`;
      await autocannon({ url, connections: 10, duration: 2 });
      await run('reference: bare route, same SQL and JSON', { url, method: 'GET' });
    } finally {
      await reference.stop();
    }
    const referenceRate = rows.at(-1)?.requestsPerSecond ?? 0;
    for (const row of rows)
      row.ratioToReference =
        referenceRate > 0 ? Math.round((row.requestsPerSecond / referenceRate) * 100) / 100 : null;
  }
  return rows;
}
