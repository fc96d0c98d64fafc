import autocannon from 'autocannon';
import { quizSetPayload } from './lib/payload.ts';
import { api, type RunningServer, signIn } from './lib/server.ts';
import { type LatencySummary, summarize } from './lib/stats.ts';

export interface HttpRow extends LatencySummary {
  database: string;
  scenario: string;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
}

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

interface BuildData {
  data: { templates: { id: string; planType: string }[] };
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

/** Create (20 questions) and read of one quiz set, 50 connections, signed in as the PRO demo teacher. */
export async function benchHttp(server: RunningServer, database: string): Promise<HttpRow[]> {
  const { origin } = server;
  const cookie = await signIn(origin, 'pro@demo.example');
  const buildData = await api<BuildData>(origin, cookie, 'GET', '/api/quiz-builder/build-data');
  const template = buildData.data.templates.find((t) => t.planType === 'FREE') ?? buildData.data.templates[0];
  if (!template) throw new Error('build-data lists no map template');
  const body = JSON.stringify(quizSetPayload(template.id));
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
  for (const { scenario, options } of scenarios) {
    const { result, samples } = await load(options);
    rows.push({
      database,
      scenario,
      requestsPerSecond: Math.round(result.requests.average),
      ...summarize(samples),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }
  return rows;
}
