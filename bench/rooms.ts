import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { postgresComponents, startCpuMeter } from './lib/cpu-meter.ts';
import { quizSetPayload } from './lib/payload.ts';
import { api, type RunningServer, signIn } from './lib/server.ts';
import { type LatencySummary, summarize } from './lib/stats.ts';

/**
 * Issue 10 "Performance", issue 20 item 3: `players` guests in one room on PostgreSQL, each answering
 * `perPlayerPerSecond` questions a second (500 × 3 = 1,500 answers/s offered) for `durationS` seconds (a 20-question set: a player who finishes joins again, the room
 * allows retries). Every answer the server accepted must be stored exactly once: the count of 200
 * answers is compared with the rows in quiz_attempt_answers, and (attempt, question) is the primary
 * key, so a duplicate cannot exist. Latency is measured per answer request, client-side.
 */
export interface RoomsResult extends LatencySummary {
  players: number;
  durationS: number;
  /** Answers offered per second in all: players × answers a second each. */
  offeredPerSecond: number;
  answersAccepted: number;
  answersStored: number;
  answersRefused: number;
  errors: number;
  joins: number;
  answersPerSecond: number;
  loadAverage: number;
}

interface Joined {
  data: { attemptId: string; questionOrder: string[] };
}

export async function benchRooms(
  server: RunningServer,
  databaseUrl: string,
  players = Number(process.env.BENCH_ROOM_PLAYERS ?? 500),
  durationS = Number(process.env.BENCH_ROOM_DURATION ?? 60),
  perPlayerPerSecond = Number(process.env.BENCH_ROOM_RATE ?? 3),
): Promise<RoomsResult> {
  const { origin } = server;
  const teacher = await signIn(origin, 'pro@demo.example');
  const payload = quizSetPayload('classic-classroom', 20, 'Room benchmark');
  const created = await api<{ data: { id: string } }>(origin, teacher, 'POST', '/api/quizsets', payload);
  const room = await api<{ data: { entryMapHashId: string } }>(
    origin,
    teacher,
    'POST',
    `/api/quizsets/${created.data.id}/rooms`,
    {},
  );
  const roomId = room.data.entryMapHashId;
  // One keep-alive pool for all players (as many sockets as players: each is its own browser).
  const agent = new http.Agent({ keepAlive: true, maxSockets: players });
  const post = (url: string, cookie: string | null, body: unknown) =>
    new Promise<{ status: number; setCookie: string[]; text: string }>((resolve, reject) => {
      const data = JSON.stringify(body);
      const request = http.request(
        `${origin}${url}`,
        {
          method: 'POST',
          agent,
          headers: {
            origin,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(data),
            ...(cookie ? { cookie } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              setCookie: response.headers['set-cookie'] ?? [],
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(data);
    });

  const samples: number[] = [];
  let accepted = 0;
  let refused = 0;
  let errors = 0;
  let joins = 0;
  const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;
  const endAt = performance.now() + durationS * 1000;

  async function join(
    name: string,
    cookie: string | null,
  ): Promise<{ cookie: string; attempt: Joined['data'] }> {
    const response = await post(`/api/rooms/${roomId}/attempts`, cookie, { guestName: name });
    if (response.status !== 200 && response.status !== 201)
      throw new Error(`join ${name}: ${response.status} ${response.text.slice(0, 200)}`);
    joins += 1;
    const set = response.setCookie.map((line) => line.split(';')[0]);
    return { cookie: cookie ?? set.join('; '), attempt: (JSON.parse(response.text) as Joined).data };
  }

  async function player(index: number): Promise<void> {
    // Players start spread over the first second, then answer `perPlayerPerSecond` times a second each.
    await new Promise((resolve) => setTimeout(resolve, (index / players) * 1000));
    let { cookie, attempt } = await join(`Player ${index + 1}`, null);
    let position = 0;
    let next = performance.now();
    while (performance.now() < endAt) {
      if (position === attempt.questionOrder.length) {
        await post(`/api/attempts/${attempt.attemptId}/finish`, cookie, {});
        ({ attempt } = await join(`Player ${index + 1}`, cookie));
        position = 0;
      }
      const quizId = attempt.questionOrder[position]!;
      const started = performance.now();
      try {
        const response = await post(`/api/attempts/${attempt.attemptId}/answers`, cookie, {
          quizId,
          pass: true,
        });
        samples.push(performance.now() - started);
        if (response.status === 200) accepted += 1;
        else refused += 1;
      } catch {
        errors += 1;
      }
      position += 1;
      next += 1000 / perPlayerPerSecond;
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: players }, (_, index) => player(index)));
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stored = await client.query<{ n: string }>(
    `select count(*) as n from quiz_attempt_answers a join quiz_attempts t on t.id = a.attempt_id join quiz_rooms r on r.id = t.room_id where r.id = $1`,
    [roomId],
  );
  await client.end();
  return {
    players,
    durationS,
    offeredPerSecond: players * perPlayerPerSecond,
    answersAccepted: accepted,
    answersStored: Number(stored.rows[0]?.n ?? 0),
    answersRefused: refused,
    errors,
    joins,
    answersPerSecond: Math.round(accepted / elapsedS),
    loadAverage,
    ...summarize(samples),
  };
}

/**
 * CPU time per accepted answer of a rooms run, in milliseconds (issue 20 item 3): a load-tolerant
 * figure where answers/s is not (other work on the machine takes cores away, it barely changes what
 * one answer costs). `…Cores`: how many cores each kept busy on average over the run.
 */
export interface RoomsCpu {
  apiMsPerAnswer: number;
  /** This process: the 500 players' HTTP clients, on the same cores as the server. */
  loadGeneratorMsPerAnswer: number;
  postgresMsPerAnswer: number;
  apiCores: number;
  loadGeneratorCores: number;
  postgresCores: number;
  /** Busy cores that none of the above accounts for (other work on the machine). */
  otherCores: number;
}

/** `benchRooms` on one API process `server`, with the CPU time of each part (bench/lib/cpu-meter.ts). */
export async function benchRoomsWithCpu(
  server: RunningServer,
  databaseUrl: string,
  durationS?: number,
): Promise<RoomsResult & { cpu: RoomsCpu }> {
  const meter = startCpuMeter([
    { name: 'api', pids: [server.pid] },
    { name: 'load generator', pids: [process.pid] },
    ...postgresComponents(databaseUrl),
  ]);
  const result = await benchRooms(server, databaseUrl, undefined, durationS);
  const report = meter.stop();
  const seconds = (names: string[]) =>
    report.components
      .filter((component) => names.includes(component.name))
      .reduce((sum, component) => sum + component.cpuSeconds, 0);
  const postgres = postgresComponents(databaseUrl).map((component) => component.name);
  const perAnswer = (cpuSeconds: number) =>
    result.answersAccepted === 0 ? 0 : Math.round((cpuSeconds * 1000 * 100) / result.answersAccepted) / 100;
  const cores = (cpuSeconds: number) => Math.round((cpuSeconds / report.wallSeconds) * 100) / 100;
  return {
    ...result,
    cpu: {
      apiMsPerAnswer: perAnswer(seconds(['api'])),
      loadGeneratorMsPerAnswer: perAnswer(seconds(['load generator'])),
      postgresMsPerAnswer: perAnswer(seconds(postgres)),
      apiCores: cores(seconds(['api'])),
      loadGeneratorCores: cores(seconds(['load generator'])),
      postgresCores: cores(seconds(postgres)),
      otherCores: report.otherBusy.cores,
    },
  };
}

/** One line for a rooms run's CPU figures. */
export function roomsCpuLine(cpu: RoomsCpu): string {
  return `CPU per accepted answer: API ${cpu.apiMsPerAnswer} ms (${cpu.apiCores} cores), load generator ${cpu.loadGeneratorMsPerAnswer} ms (${cpu.loadGeneratorCores}), PostgreSQL ${cpu.postgresMsPerAnswer} ms (${cpu.postgresCores}); other work on the machine ${cpu.otherCores} cores`;
}
