import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import pg from 'pg';
import { FILE_JOB_QUEUE, redisConnection } from '../apps/server/src/features/ai/jobs/bullmq-shared.ts';
import { GRADE_PASSBACK_QUEUE } from '../apps/server/src/features/classroom/grade-passback/passback-worker.ts';
import { MALLOC_ENV } from '../apps/server/src/lib/malloc-env.ts';
import { type CpuComponentSpec, postgresComponents, startCpuMeter } from './lib/cpu-meter.ts';
import { CpuQuotaUnavailable, holdToCores } from './lib/cpu-quota.ts';
import { quizSetPayload } from './lib/payload.ts';
import { type ProxyRouting, type RunningProxy, startRoundRobinProxy } from './lib/round-robin-proxy.ts';
import { freePort, REPO_ROOT, type RunningServer, startServer } from './lib/server.ts';
import { benchRooms } from './rooms.ts';
import { type CapacityComparison, compareCapacities } from './scale-capacity.ts';
import { roomRunOf, type ScaleRoomRun } from './scale-cpu-report.ts';
import { type ClassroomStandIns, checkPassbackOnce, startClassroomStandIns } from './scale-passback.ts';
import { warmUpCluster } from './scale-warm-up.ts';

/**
 * Issue 20 item 4 "Two API processes that behave as one": N server processes on one PostgreSQL and
 * one Redis, behind a round-robin proxy (bench/lib/round-robin-proxy.ts), as README "Deployment"
 * describes. Checks, each a row of the report:
 * - a session made on one process works on the other (same AUTH_SECRET, sessions in PostgreSQL);
 * - the sign-in throttle is shared: failures spread over both processes add up (Redis);
 * - a room played across both loses and doubles nothing: every answer accepted is stored once, and
 *   the same answer sent to both processes at once is accepted once;
 * - AI file jobs run on BullMQ workers: a file posted through the proxy is answered with questions
 *   while a separate `start:ai-worker` process runs, and the queue counts one more completed job;
 * - the Classroom passback runs once per grade: students of a Classroom-attached room finish through
 *   both processes, and the strict local Classroom receives one patch per grade (scale-passback.ts);
 * and the room answers/s with one process and with two (target ≥ 1.7×), at an offered rate above
 * what one process serves (BENCH_SCALE_RATE answers a second per player, default 6), with the CPU
 * time of each component of the run. The proxy runs in a child process of its own, so it does not
 * share the load generator's event loop.
 *
 * The 1-vs-2 comparison runs twice: uncapped, and with each API process held to BENCH_SCALE_API_CORES
 * cores (default 0.25; a cgroup CPU limit, lib/cpu-quota.ts), each process standing in for a small
 * machine of its own. Uncapped on a 2-core machine, one API process already takes a core and
 * PostgreSQL, the proxy and the load generator the other, so a second process has no core to run on
 * and the ratio measures the host; capped, the cores left over carry the rest and the ratio measures
 * whether the software scales out (no shared lock, cache or queue that serializes the processes).
 * The target (≥ 1.7×) is judged on the capped runs; the uncapped ratio is printed beside it. Where
 * no cgroup can be made (not root, no cpu controller) the capped runs are skipped and say why.
 */
export interface ScaleCheck {
  check: string;
  ok: boolean;
  detail: string;
}

export interface ScaleResult {
  checks: ScaleCheck[];
  rooms: ScaleRoomRun[];
  /** answers/s with two processes ÷ with one, uncapped (what this machine's cores allow). */
  ratio: number;
  /** The same with each API process held to `apiCores` cores; null when no cgroup could be made. */
  cappedRatio: number | null;
  /** BENCH_SCALE_API_CORES: the capped runs' CPU per API process, in cores. */
  apiCores: number;
  /** Why the capped runs did not run (no cgroup); null when they did. */
  cappedSkipped: string | null;
  /** The highest rate one and two capped processes carry within a p99 bound (scale-capacity.ts); null when capped runs were skipped. */
  capacity: CapacityComparison | null;
  /** BENCH_SCALE_PROXY: how the proxy spreads requests over the processes. */
  routing: ProxyRouting;
  loadAverage: number;
}

const load = () => Math.round(os.loadavg()[0]! * 100) / 100;

/** BENCH_SCALE_CPU_PERIOD_MS: the capped processes' CPU bandwidth period (lib/cpu-quota.ts). */
const CPU_PERIOD_MS = Number(process.env.BENCH_SCALE_CPU_PERIOD_MS ?? 100);

/**
 * The servers of one run: `count` processes on `databaseUrl` and `redisUrl`, behind the proxy, warmed
 * up (scale-warm-up.ts).
 */
async function startCluster(
  count: number,
  databaseUrl: string,
  redisUrl: string,
  /** Hold each API process to this many cores once all have started and are warm (both uncapped). */
  apiCores: number | null,
  routing: ProxyRouting,
): Promise<{
  proxy: RunningProxy;
  servers: RunningServer[];
  authSecret: string;
  standIns: ClassroomStandIns;
  stop: () => Promise<void>;
}> {
  // The proxy's port first: it is every process's PUBLIC_ORIGIN, and the proxy needs their origins.
  const publicOrigin = `http://127.0.0.1:${await freePort()}`;
  const standIns = await startClassroomStandIns(publicOrigin);
  const authSecret = randomBytes(32).toString('hex');
  const servers: RunningServer[] = [];
  const releases: (() => void)[] = [];
  let proxy: RunningProxy | undefined;
  try {
    // One after the other: the first migrates and seeds, the others find it done.
    for (let i = 0; i < count; i++)
      servers.push(
        await startServer({
          databaseUrl,
          env: {
            // What README "Deployment" lists: the same secret, database, Redis and public origin everywhere.
            AUTH_SECRET: authSecret,
            REDIS_URL: redisUrl,
            PUBLIC_ORIGIN: publicOrigin,
            TRUST_PROXY: '127.0.0.1',
            AUTH_RATE_LIMIT: 'true',
            RATE_LIMIT_JOINS: '100000000',
            RATE_LIMIT_ANSWERS: '100000000',
            // Google sign-in and the Classroom API at the local stand-ins, passes every 200 ms.
            ...standIns.env,
          },
        }),
      );
    const running = await startRoundRobinProxy(
      Number(new URL(publicOrigin).port),
      servers.map((server) => server.origin),
      routing,
    );
    proxy = running;
    // Warm, then capped: a fresh process's compiling is not part of any measurement (scale-warm-up.ts).
    const warm = await warmUpCluster(running.origin, databaseUrl, count);
    if (warm.answersAccepted > 0)
      console.log(
        `Scale: warmed ${count} process(es) up: ${warm.answersAccepted} answers in ${warm.seconds} s`,
      );
    if (apiCores !== null) {
      for (const [index, server] of servers.entries()) {
        releases.push(
          holdToCores(server.pid, apiCores, `quizset-bench-api-${process.pid}-${index}`, CPU_PERIOD_MS),
        );
      }
    }
    return {
      proxy: running,
      servers,
      authSecret,
      standIns,
      stop: async () => {
        await running.stop();
        await Promise.all(servers.map((server) => server.stop()));
        for (const release of releases) release();
        await standIns.stop();
      },
    };
  } catch (error) {
    await proxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    for (const release of releases) release();
    await standIns.stop();
    throw error;
  }
}

/** POST/GET straight to one process, with the browser's Origin (the proxy's public origin). */
async function call(
  target: string,
  publicOrigin: string,
  method: string,
  url: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<{ status: number; cookies: string[]; json: unknown }> {
  const response = await fetch(`${target}${url}`, {
    method,
    headers: {
      origin: publicOrigin,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return {
    status: response.status,
    cookies: response.headers.getSetCookie().map((line) => line.split(';')[0]!),
    json,
  };
}

async function checkSessionAcross(a: string, b: string, publicOrigin: string): Promise<ScaleCheck> {
  const signedIn = await call(a, publicOrigin, 'POST', '/api/auth/sign-in/email', {
    body: { email: 'pro@demo.example', password: 'demo-password' },
  });
  const cookie = signedIn.cookies.join('; ');
  const onB = await call(b, publicOrigin, 'GET', '/api/users/me', { cookie });
  const signedOut = await call(b, publicOrigin, 'POST', '/api/auth/sign-out', { cookie, body: {} });
  const afterSignOutOnA = await call(a, publicOrigin, 'GET', '/api/users/me', { cookie });
  const ok = signedIn.status === 200 && onB.status === 200 && afterSignOutOnA.status === 401;
  return {
    check: 'session made on one process works on the other; signed out on the other, refused on the first',
    ok,
    detail: `sign-in on 1: ${signedIn.status}; /api/users/me on 2: ${onB.status}; sign-out on 2: ${signedOut.status}; /api/users/me on 1 after: ${afterSignOutOnA.status}`,
  };
}

async function checkThrottleShared(a: string, b: string, publicOrigin: string): Promise<ScaleCheck> {
  // An account no other run or test uses: the pair rule allows 5 failures, then makes the client wait.
  const email = `scale-${Date.now()}-${randomBytes(3).toString('hex')}@bench.example`;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const response = await call(i % 2 === 0 ? a : b, publicOrigin, 'POST', '/api/auth/sign-in/email', {
      body: { email, password: 'wrong-password' },
    });
    statuses.push(response.status);
  }
  // Three failures on each process: only a shared count reaches the fifth and throttles the sixth.
  const ok = statuses.slice(0, 5).every((status) => status === 401) && statuses[5] === 429;
  return {
    check: 'sign-in throttle shared: 3 failures on each process, the 6th try is throttled',
    ok,
    detail: `statuses in turn on 1, 2, 1, 2, 1, 2: ${statuses.join(', ')}`,
  };
}

async function checkDoubledAnswers(
  servers: RunningServer[],
  publicOrigin: string,
  databaseUrl: string,
): Promise<ScaleCheck> {
  const [a, b] = [servers[0]!.origin, servers[1]!.origin];
  const signedIn = await call(a, publicOrigin, 'POST', '/api/auth/sign-in/email', {
    body: { email: 'pro@demo.example', password: 'demo-password' },
  });
  const teacher = signedIn.cookies.join('; ');
  const created = await call(a, publicOrigin, 'POST', '/api/quizsets', {
    cookie: teacher,
    body: quizSetPayload('classic-classroom', 5, 'Scale doubled answers'),
  });
  const setId = (created.json as { data: { id: string } }).data.id;
  const room = await call(b, publicOrigin, 'POST', `/api/quizsets/${setId}/rooms`, {
    cookie: teacher,
    body: {},
  });
  const roomId = (room.json as { data: { entryMapHashId: string } }).data.entryMapHashId;
  const players = 30;
  let accepted = 0;
  let doubled = 0;
  let other = 0;
  await Promise.all(
    Array.from({ length: players }, async (_, index) => {
      const joined = await call(
        index % 2 === 0 ? a : b,
        publicOrigin,
        'POST',
        `/api/rooms/${roomId}/attempts`,
        {
          body: { guestName: `Twin ${index}` },
        },
      );
      const cookie = joined.cookies.join('; ');
      const { attemptId, questionOrder } = (
        joined.json as { data: { attemptId: string; questionOrder: string[] } }
      ).data;
      for (const quizId of questionOrder) {
        // The same answer to both processes at once: a retry through another balancer path.
        const replies = await Promise.all(
          [a, b].map((target) =>
            call(target, publicOrigin, 'POST', `/api/attempts/${attemptId}/answers`, {
              cookie,
              body: { quizId, pass: true },
            }),
          ),
        );
        const codes = replies.map((reply) => reply.status).sort();
        if (codes[0] === 200 && codes[1] === 409) accepted += 1;
        else if (codes[0] === 200 && codes[1] === 200) doubled += 1;
        else other += 1;
      }
    }),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stored = await client.query<{ n: string }>(
    'select count(*) as n from quiz_attempt_answers a join quiz_attempts t on t.id = a.attempt_id where t.room_id = $1',
    [roomId],
  );
  await client.end();
  const storedCount = Number(stored.rows[0]?.n ?? 0);
  return {
    check: 'an answer sent to both processes at once is accepted once and stored once',
    ok: doubled === 0 && other === 0 && storedCount === accepted,
    detail: `${players} players × 5 questions: 200+409 ${accepted}, 200+200 ${doubled}, other ${other}; stored ${storedCount}`,
  };
}

/** Starts `npm run start:ai-worker` (one thread) on `redisUrl`; returns its stop function. */
function startAiWorker(redisUrl: string, authSecret: string): () => Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quizset-bench-worker-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/features/ai/main-worker.ts'],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...MALLOC_ENV,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        REDIS_URL: redisUrl,
        AUTH_SECRET: authSecret,
        AI_WORKER_THREADS: '1',
      },
    },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  return async () => {
    if (!exited) child.kill('SIGTERM');
    for (let i = 0; i < 100 && !exited; i++) await sleep(100);
    if (!exited) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function checkAiJobsOnWorkers(
  publicOrigin: string,
  redisUrl: string,
  authSecret: string,
): Promise<ScaleCheck> {
  const stopWorker = startAiWorker(redisUrl, authSecret);
  // A connection handed to a Queue is the caller's to end (queue.close() leaves it open, and an open
  // one kept the bench process alive after its results were written).
  const connection = redisConnection(redisUrl);
  const queue = new Queue(FILE_JOB_QUEUE, { connection });
  try {
    // Jobs this check's post completed, not the queue's count: a completed job older than
    // KEEP_SECONDS is removed when the next one completes, so a count can stay level (1 → 1).
    const startedAt = Date.now();
    const completedSinceStart = async () =>
      (await queue.getJobs(['completed'])).filter((job) => (job.finishedOn ?? 0) >= startedAt).length;
    const signedIn = await call(publicOrigin, publicOrigin, 'POST', '/api/auth/sign-in/email', {
      body: { email: 'pro@demo.example', password: 'demo-password' },
    });
    const cookie = signedIn.cookies.join('; ');
    const token = (await call(publicOrigin, publicOrigin, 'POST', '/api/ai/token', { cookie, body: {} }))
      .json as {
      access_token: string;
    };
    const text = Array.from(
      { length: 12 },
      (_, i) =>
        `Photosynthesis step ${i + 1}: plants use sunlight, water and carbon dioxide to make glucose and oxygen in the chloroplast.`,
    ).join('\n');
    const form = new FormData();
    form.append('quiz_count', '10');
    form.append('type', 'mixed');
    form.append('locale', 'en');
    form.append('file', new Blob([text]), 'lesson.txt');
    const response = await fetch(`${publicOrigin}/api/quiz-builder/generate/file`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token.access_token}`,
        'x-server-name': 'quizset',
        accept: 'application/x-ndjson',
        origin: publicOrigin,
      },
      body: form,
    });
    const body = await response.text();
    // The result reaches the client as the worker publishes it; the move to "completed" follows.
    let completed = await completedSinceStart();
    for (let i = 0; i < 50 && completed === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      completed = await completedSinceStart();
    }
    const lines = body.split('\n').filter((line) => line.trim() !== '').length;
    return {
      check: 'an AI file job posted through the proxy runs on a separate BullMQ worker process',
      ok: response.status === 200 && completed === 1,
      detail: `status ${response.status}, ${lines} NDJSON lines${response.status === 200 ? '' : ` (${body.slice(0, 160)})`}; jobs completed in ${FILE_JOB_QUEUE} since the post: ${completed}`,
    };
  } finally {
    await queue.close();
    connection.disconnect();
    await stopWorker();
  }
}

/** The components whose CPU time the bench reports for one room run (bench/lib/cpu-meter.ts). */
function cpuComponents(
  servers: RunningServer[],
  proxy: RunningProxy,
  databaseUrl: string,
  players: number,
): CpuComponentSpec[] {
  return [
    ...servers.map((server, index) => ({
      name: `API process ${index + 1}`,
      role: 'api',
      pids: [server.pid],
    })),
    { name: 'round-robin proxy (child process)', role: 'bench', pids: [proxy.pid] },
    { name: `bench process: load generator (${players} players)`, role: 'bench', pids: [process.pid] },
    ...postgresComponents(databaseUrl),
    { name: 'Redis', role: 'server', match: (cmdline) => cmdline.startsWith('redis-server') },
  ];
}

/** The grade passback's BullMQ schedule outlives the processes by design: the bench leaves none behind. */
async function removePassbackSchedule(redisUrl: string): Promise<void> {
  const connection = redisConnection(redisUrl);
  const queue = new Queue(GRADE_PASSBACK_QUEUE, { connection });
  try {
    await queue.removeJobScheduler('passes');
    await queue.obliterate({ force: true });
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

/**
 * Runs the checks and the 1-vs-2 process comparison, uncapped and then with each API process held to
 * BENCH_SCALE_API_CORES cores, each room run on a fresh database from `freshDatabase` (so a room run
 * does not read the one before's rows). Each room run is measured for CPU
 * time per component (API processes, proxy, load generator, PostgreSQL, Redis, the rest of the
 * machine), so the report shows what the cores were doing, and answers per API CPU-second.
 */
export async function benchScale(
  freshDatabase: <T>(body: (url: string) => Promise<T>) => Promise<T | undefined>,
  redisUrl: string,
): Promise<ScaleResult> {
  const loadAverage = load();
  const checks: ScaleCheck[] = [];
  const rooms: ScaleResult['rooms'] = [];
  const players = Number(process.env.BENCH_SCALE_PLAYERS ?? 500);
  const duration = Number(process.env.BENCH_SCALE_DURATION ?? 20);
  const rate = Number(process.env.BENCH_SCALE_RATE ?? 6);
  const apiCores = Number(process.env.BENCH_SCALE_API_CORES ?? 0.25);
  const routing: ProxyRouting = process.env.BENCH_SCALE_PROXY === 'attempt' ? 'attempt' : 'round-robin';
  let cappedSkipped: string | null = null;
  let capacity: CapacityComparison | null = null;
  const roomRun = async (processes: number, cores: number | null) =>
    freshDatabase(async (databaseUrl) => {
      const cluster = await startCluster(processes, databaseUrl, redisUrl, cores, routing);
      const publicOrigin = cluster.proxy.origin;
      const label = `${processes} process(es)${cores === null ? '' : `, ${cores} cores each`}`;
      try {
        if (processes === 2 && cores === null) {
          const [a, b] = cluster.servers.map((server) => server.origin) as [string, string];
          console.log('Scale: checks across two processes…');
          checks.push(await checkSessionAcross(a, b, publicOrigin));
          checks.push(await checkThrottleShared(a, b, publicOrigin));
          checks.push(await checkDoubledAnswers(cluster.servers, publicOrigin, databaseUrl));
          checks.push(await checkAiJobsOnWorkers(publicOrigin, redisUrl, cluster.authSecret));
          checks.push(await checkPassbackOnce(publicOrigin, databaseUrl, cluster.standIns));
        }
        console.log(`Scale: room answers through the proxy, ${label}…`);
        const meter = startCpuMeter(cpuComponents(cluster.servers, cluster.proxy, databaseUrl, players));
        const result = await benchRooms(
          { origin: publicOrigin, pid: process.pid, stop: async () => undefined }, // pid: unused by benchRooms
          databaseUrl,
          players,
          duration,
          rate,
        );
        const cpu = meter.stop();
        rooms.push(roomRunOf(processes, cores, result, cpu));
        checks.push({
          check: `room played through the proxy with ${label} loses and doubles nothing`,
          ok: result.answersAccepted === result.answersStored,
          detail: `accepted ${result.answersAccepted}, stored ${result.answersStored}`,
        });
      } finally {
        await cluster.stop();
      }
    });
  try {
    for (const processes of [1, 2]) await roomRun(processes, null);
    for (const processes of [1, 2]) {
      try {
        await roomRun(processes, apiCores);
      } catch (error) {
        // Only a cgroup that could not be made skips the capped runs; anything else is a failure.
        if (!(error instanceof CpuQuotaUnavailable)) throw error;
        cappedSkipped = error.message;
        break;
      }
    }
    if (cappedSkipped === null) {
      const overloaded = rooms.find((row) => row.processes === 1 && row.apiCores === apiCores);
      capacity = await compareCapacities(
        (processes, body) =>
          freshDatabase(async (databaseUrl) => {
            const cluster = await startCluster(processes, databaseUrl, redisUrl, apiCores, routing);
            try {
              return await body(cluster.proxy.origin, databaseUrl);
            } finally {
              await cluster.stop();
            }
          }),
        // Below what one process accepted overloaded, so the search starts by climbing.
        Math.max(50, 0.6 * (overloaded?.result.answersPerSecond ?? 0)),
      );
    }
  } finally {
    await removePassbackSchedule(redisUrl);
  }
  const ratioOf = (cores: number | null) => {
    const perSecond = (processes: number) =>
      rooms.find((row) => row.processes === processes && row.apiCores === cores)?.result.answersPerSecond ??
      0;
    const [one, two] = [perSecond(1), perSecond(2)];
    return one > 0 && two > 0 ? Math.round((two / one) * 100) / 100 : null;
  };
  return {
    checks,
    rooms,
    ratio: ratioOf(null) ?? 0,
    cappedRatio: cappedSkipped === null ? ratioOf(apiCores) : null,
    apiCores,
    cappedSkipped,
    capacity,
    routing,
    loadAverage,
  };
}
