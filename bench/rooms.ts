import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import {
  type CpuComponentUse,
  cpuSecondsOf,
  isPostgres,
  msPerUnit,
  postgresComponents,
  startCpuMeter,
} from './lib/cpu-meter.ts';
import { dueSlots, msUntilSlot, offerSchedule, slotTime } from './lib/open-loop.ts';
import { openGuestRoom, type RunningServer, signIn } from './lib/server.ts';
import { type LatencySummary, summarize } from './lib/stats.ts';

/**
 * Issue 10 "Performance", issue 20 item 3: `players` guests in one room on PostgreSQL offering
 * `players × perPlayerPerSecond` answers a second (500 × 3 = 1,500) for `durationS` seconds, open-loop
 * (bench/lib/open-loop.ts): the offers follow a fixed schedule, a late reply never delays the next
 * one, and each answer's latency is counted from its scheduled time (so time spent waiting to be sent
 * counts too). The offers go round the players that can answer now, in turn (a player's answers are
 * `players ÷ rate` apart, 333 ms at the defaults); a player who has been offered the last of the set's
 * 20 questions leaves the round until all its replies are in, finishes and joins again (the room
 * allows retries; a join would resume an unfinished attempt), then queues again. A slot with no
 * player ready is offered but not sent. Every answer the server accepted must be stored exactly
 * once: the count of 200 answers is compared with the rows in quiz_attempt_answers, and (attempt,
 * question) is the primary key, so a duplicate cannot exist.
 */
export interface RoomsResult extends LatencySummary {
  players: number;
  durationS: number;
  /** Answers offered per second in all: players × answers a second each. */
  offeredPerSecond: number;
  /** Slots of the schedule: offeredPerSecond × durationS. */
  answersOffered: number;
  /** Answer requests sent (a slot with no player ready is not). */
  answersSent: number;
  answersAccepted: number;
  answersStored: number;
  answersRefused: number;
  /** Refused answers by HTTP status (e.g. 429 when the server's batch queue is full). */
  refusedByStatus: Record<string, number>;
  errors: number;
  joins: number;
  /**
   * `POST /api/rooms/{id}/attempts`, ms: `arrival`, the class joining before the first slot, 50 guests
   * at once (the bell); `again`, players joining again after their 20th answer while the others answer.
   */
  joinMs: { arrival: LatencySummary; again: LatencySummary };
  /**
   * `POST /api/attempts/{id}/finish` after a player's 20th answer, ms (the wait for the result
   * screen). At the defaults the first wave is the whole room finishing within a second.
   */
  finishMs: LatencySummary;
  /** Accepted answers ÷ seconds from the first slot until the last reply. */
  answersPerSecond: number;
  /** The generator's own accuracy: how late sends left after their scheduled time, ms (p50, p99, max). */
  sendLag: { p50: number; p99: number; max: number };
  loadAverage: number;
}

interface Joined {
  data: { attemptId: string; questionOrder: string[] };
}

/** One guest of the room: its cookie, its attempt, the next question, its replies still out. */
interface Player {
  name: string;
  cookie: string;
  attempt: Joined['data'];
  position: number;
  inFlight: Set<Promise<void>>;
}

export async function benchRooms(
  server: RunningServer,
  databaseUrl: string,
  players = Number(process.env.BENCH_ROOM_PLAYERS ?? 500),
  durationS = Number(process.env.BENCH_ROOM_DURATION ?? 60),
  perPlayerPerSecond = Number(process.env.BENCH_ROOM_RATE ?? 3),
  /** Called before the first guest joins and after the last: benchRoomsWithCpu measures the arrivals' CPU. */
  arrivalsMeter: { start: () => void; stop: (joins: number) => void } = { start() {}, stop() {} },
): Promise<RoomsResult> {
  const { origin } = server;
  const roomId = await openGuestRoom(origin, await signIn(origin, 'pro@demo.example'), 'Room benchmark');
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
  const lags: number[] = [];
  let sent = 0;
  let accepted = 0;
  let refused = 0;
  const refusedByStatus: Record<string, number> = {};
  let errors = 0;
  let joins = 0;
  const arrivalJoinMs: number[] = [];
  const againJoinMs: number[] = [];
  const finishMs: number[] = [];
  const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;

  async function join(
    name: string,
    cookie: string | null,
  ): Promise<{ cookie: string; attempt: Joined['data'] }> {
    const started = performance.now();
    // As the player's page joins: the attempt's progress comes with it (`withProgress`).
    const response = await post(`/api/rooms/${roomId}/attempts`, cookie, {
      guestName: name,
      withProgress: true,
    });
    if (response.status !== 200 && response.status !== 201)
      throw new Error(`join ${name}: ${response.status} ${response.text.slice(0, 200)}`);
    (cookie === null ? arrivalJoinMs : againJoinMs).push(performance.now() - started);
    joins += 1;
    const set = response.setCookie.map((line) => line.split(';')[0]);
    return { cookie: cookie ?? set.join('; '), attempt: (JSON.parse(response.text) as Joined).data };
  }

  // Everyone joins before the first slot (50 at a time), so the schedule starts with a full round.
  const everyone: Player[] = [];
  arrivalsMeter.start();
  for (let first = 0; first < players; first += 50) {
    const joined = await Promise.all(
      Array.from({ length: Math.min(50, players - first) }, async (_, offset) => {
        const name = `Player ${first + offset + 1}`;
        const { cookie, attempt } = await join(name, null);
        return { name, cookie, attempt, position: 0, inFlight: new Set<Promise<void>>() };
      }),
    );
    everyone.push(...joined);
  }
  arrivalsMeter.stop(players);

  // The players who can answer now, in turn (first in, first served).
  const ready: Player[] = [...everyone];
  const between = new Set<Promise<void>>();
  let scheduleOver = false;

  /** The last question offered: once its replies are in, finish and join again (unless time is up). */
  function startOver(player: Player): void {
    const turn = (async () => {
      await Promise.all(player.inFlight);
      if (scheduleOver) return;
      try {
        const finishing = performance.now();
        const finished = await post(`/api/attempts/${player.attempt.attemptId}/finish`, player.cookie, {});
        if (finished.status !== 200) throw new Error(`finish: ${finished.status}`);
        finishMs.push(performance.now() - finishing);
        if (scheduleOver) return;
        ({ attempt: player.attempt } = await join(player.name, player.cookie));
        player.position = 0;
        ready.push(player);
      } catch {
        errors += 1;
      }
    })();
    between.add(turn);
    void turn.finally(() => between.delete(turn));
  }

  /** Sends slot `index`'s answer for `player`; its latency runs from `due`, the slot's time. */
  function offer(player: Player, due: number): void {
    const quizId = player.attempt.questionOrder[player.position]!;
    player.position += 1;
    sent += 1;
    lags.push(performance.now() - due);
    const reply = post(`/api/attempts/${player.attempt.attemptId}/answers`, player.cookie, {
      quizId,
      pass: true,
    }).then(
      (response) => {
        samples.push(performance.now() - due);
        if (response.status === 200) accepted += 1;
        else {
          refused += 1;
          refusedByStatus[response.status] = (refusedByStatus[response.status] ?? 0) + 1;
        }
      },
      () => {
        errors += 1;
      },
    );
    player.inFlight.add(reply);
    void reply.finally(() => player.inFlight.delete(reply));
    if (player.position < player.attempt.questionOrder.length) ready.push(player);
    else startOver(player);
  }

  const schedule = offerSchedule(performance.now(), players * perPlayerPerSecond, durationS);
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      // Every slot due by now goes now, however late this timer fired (open loop: no slot is shifted).
      const due = dueSlots(schedule, performance.now());
      for (; next < due; next += 1) {
        const player = ready.shift();
        if (player) offer(player, slotTime(schedule, next));
      }
      if (next >= schedule.count) resolve();
      else setTimeout(tick, msUntilSlot(schedule, next, performance.now()));
    };
    tick();
  });
  scheduleOver = true;
  await Promise.all(everyone.flatMap((player) => [...player.inFlight]));
  const elapsedS = (performance.now() - schedule.startMs) / 1000;
  await Promise.all(between);
  agent.destroy();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stored = await client.query<{ n: string }>(
    `select count(*) as n from quiz_attempt_answers a join quiz_attempts t on t.id = a.attempt_id join quiz_rooms r on r.id = t.room_id where r.id = $1`,
    [roomId],
  );
  await client.end();
  const lag = summarize(lags);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    players,
    durationS,
    offeredPerSecond: players * perPlayerPerSecond,
    answersOffered: schedule.count,
    answersSent: sent,
    answersAccepted: accepted,
    answersStored: Number(stored.rows[0]?.n ?? 0),
    answersRefused: refused,
    refusedByStatus,
    errors,
    joins,
    joinMs: { arrival: summarize(arrivalJoinMs), again: summarize(againJoinMs) },
    finishMs: summarize(finishMs),
    answersPerSecond: Math.round(accepted / elapsedS),
    sendLag: { p50: lag.p50, p99: lag.p99, max: round(lags.reduce((most, ms) => Math.max(most, ms), 0)) },
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
  /**
   * CPU time per first join of a guest, ms: the API process and PostgreSQL (a class at the bell,
   * issue 20 item 3), over the arrivals (before the first slot: no answers run then), on a server
   * warmed up by BENCH_ROOM_WARMUP_JOINS joins in another room (warmUpJoins).
   */
  apiMsPerArrival: number;
  postgresMsPerArrival: number;
}

/**
 * `count` guests joining a room of their own on `server`, 50 at once, and nothing else: a freshly
 * started process spent 2.5–3 ms of CPU per join on compiling and collecting (V8's threads beside the
 * main one) where a warm one spends 0.6 ms, and a server at the bell has served other classes before.
 */
async function warmUpJoins(server: RunningServer, count: number): Promise<void> {
  if (count <= 0) return;
  const teacher = await signIn(server.origin, 'pro@demo.example');
  const roomId = await openGuestRoom(server.origin, teacher, 'Room warm-up');
  for (let first = 0; first < count; first += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - first) }, async (_, offset) => {
        const response = await fetch(`${server.origin}/api/rooms/${roomId}/attempts`, {
          method: 'POST',
          headers: { origin: server.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ guestName: `Warm-up ${first + offset + 1}`, withProgress: true }),
        });
        if (response.status !== 201) throw new Error(`warm-up join: ${response.status}`);
        await response.arrayBuffer();
      }),
    );
  }
}

/** `benchRooms` on one API process `server`, with the CPU time of each part (bench/lib/cpu-meter.ts). */
export async function benchRoomsWithCpu(
  server: RunningServer,
  databaseUrl: string,
  durationS?: number,
): Promise<RoomsResult & { cpu: RoomsCpu }> {
  const components = [
    { name: 'api', pids: [server.pid] },
    { name: 'load generator', pids: [process.pid] },
    ...postgresComponents(databaseUrl),
  ];
  await warmUpJoins(server, Number(process.env.BENCH_ROOM_WARMUP_JOINS ?? 1000));
  const meter = startCpuMeter(components);
  let arrivalMeter: ReturnType<typeof startCpuMeter> | undefined;
  let arrivals: { report: ReturnType<ReturnType<typeof startCpuMeter>['stop']>; joins: number } | undefined;
  const result = await benchRooms(server, databaseUrl, undefined, durationS, undefined, {
    start: () => {
      arrivalMeter = startCpuMeter(components);
    },
    stop: (joins) => {
      if (arrivalMeter) arrivals = { report: arrivalMeter.stop(), joins };
    },
  });
  const report = meter.stop();
  const perArrival = (of: (component: CpuComponentUse) => boolean) =>
    arrivals ? msPerUnit(cpuSecondsOf(arrivals.report, of), arrivals.joins, 2) : 0;
  const seconds = (names: string[]) => cpuSecondsOf(report, (component) => names.includes(component.name));
  const perAnswer = (cpuSeconds: number) => msPerUnit(cpuSeconds, result.answersAccepted, 2);
  const cores = (cpuSeconds: number) => Math.round((cpuSeconds / report.wallSeconds) * 100) / 100;
  return {
    ...result,
    cpu: {
      apiMsPerAnswer: perAnswer(seconds(['api'])),
      loadGeneratorMsPerAnswer: perAnswer(seconds(['load generator'])),
      postgresMsPerAnswer: perAnswer(cpuSecondsOf(report, isPostgres)),
      apiCores: cores(seconds(['api'])),
      loadGeneratorCores: cores(seconds(['load generator'])),
      postgresCores: cores(cpuSecondsOf(report, isPostgres)),
      otherCores: report.otherBusy.cores,
      apiMsPerArrival: perArrival((component) => component.name === 'api'),
      postgresMsPerArrival: perArrival(isPostgres),
    },
  };
}

/** One line for a rooms run's joins and finishes (RoomsResult `joinMs`, `finishMs`). */
export function roomsJoinLine(result: RoomsResult): string {
  const figures = (times: LatencySummary) =>
    times.count === 0 ? 'none' : `p50/p95/p99 ${times.p50} / ${times.p95} / ${times.p99} ms`;
  const { arrival, again } = result.joinMs;
  return `Joins: ${arrival.count} arriving 50 at once ${figures(arrival)}; ${again.count} again while the others answer ${figures(again)}; finishes: ${result.finishMs.count}, ${figures(result.finishMs)}`;
}

/** One line for a rooms run's CPU figures. */
export function roomsCpuLine(cpu: RoomsCpu): string {
  return `CPU per accepted answer: API ${cpu.apiMsPerAnswer} ms (${cpu.apiCores} cores), load generator ${cpu.loadGeneratorMsPerAnswer} ms (${cpu.loadGeneratorCores}), PostgreSQL ${cpu.postgresMsPerAnswer} ms (${cpu.postgresCores}); other work on the machine ${cpu.otherCores} cores; per first join (the arrivals, warm server): API ${cpu.apiMsPerArrival} ms, PostgreSQL ${cpu.postgresMsPerArrival} ms`;
}

/**
 * One line on the generator's accuracy and the refusals of a rooms run: offers sent of those
 * scheduled (a slot is not sent when no player can answer: all are waiting for the replies to their
 * last question, finishing or joining again, i.e. the server answered hundreds of milliseconds late),
 * how late the sent ones left (a loaded machine delays the generator's timers), refusals by status.
 */
export function roomsGeneratorLine(result: RoomsResult): string {
  const statuses = Object.entries(result.refusedByStatus)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ');
  return `Load generator: ${result.answersSent} of ${result.answersOffered} offers sent (the rest found every player waiting for replies, finishing or joining again), send lag p50 ${result.sendLag.p50} ms, p99 ${result.sendLag.p99} ms, max ${result.sendLag.max} ms; refused ${result.answersRefused}${statuses ? ` (${statuses})` : ''}, errors ${result.errors}`;
}
