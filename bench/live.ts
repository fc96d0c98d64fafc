// Issue 23 item 8: players in one live game spread over two API processes sharing PostgreSQL and
// Redis (@socket.io/redis-adapter), answering each of 10 questions. Counts every answer once (the
// database against the acknowledgements), the p99 from answer to acknowledgement, and the time from a
// question's close to the reveal on every player's screen; then one process is killed (SIGKILL)
// mid-question and its players come back through the other: no answer lost, time until all are back.
import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_EVENTS, type LiveAck, type LivePlayerView, type LiveYou } from '@quizset/domain';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { cpuSecondsOf, isPostgres, msPerUnit, postgresComponents, startCpuMeter } from './lib/cpu-meter.ts';
import { api, type RunningServer, signIn } from './lib/server.ts';
import { type LatencySummary, printTable, summarize } from './lib/stats.ts';

export interface LiveBenchResult {
  players: number;
  questions: number;
  answersAcked: number;
  answersStored: number;
  duplicatesRefused: number;
  /** Answers that arrived after their question closed (refused, not stored). */
  lateRefused: number;
  /** `POST /api/live-games/{pin}/players`, 25 players at once (a class arriving), both processes. */
  joinPost: LatencySummary;
  answerToAck: LatencySummary;
  closeToRevealEveryScreenMs: LatencySummary;
  deadlineCloseToRevealMs: number;
  /**
   * The host's "end": ms until its reply, which comes once every player's attempt is finished and
   * scored (rooms/bell.ts finishOpenAttemptsOfRoom: `players` attempts at once).
   */
  endMs: number;
  killed: {
    answeredBeforeKill: number;
    answersKeptAfterKill: number;
    allBackMs: number;
    playersMoved: number;
  };
  /**
   * CPU milliseconds per answer sent (double taps included) while questions 1–8 were answered, both
   * processes up: the two API processes together, PostgreSQL (the bench database's backends and the
   * cluster's background) and this process, the players' sockets (bench/lib/cpu-meter.ts).
   */
  cpuMsPerAnswer: { api: number; postgres: number; players: number; answersSent: number };
  loadAverage: number[];
}

const QUESTIONS = 10;

interface Player {
  token: string;
  socket: Socket;
  /** Index of the server the player is on. */
  on: number;
  view: LivePlayerView | null;
  seen: Map<string, number>;
}

function ox(index: number) {
  const question = `Live bench statement ${index + 1} is true.`;
  return {
    id: `live${String(index).padStart(4, '0')}`,
    order: index + 1,
    imageUrl: null,
    hint: null,
    type: 'ox',
    oxData: { question, questionRichText: `<p>${question}</p>`, answer: index % 2 === 0 ? 'o' : 'x' },
  };
}

function connect(origin: string): Socket {
  return io(origin, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false });
}

async function ack<T>(socket: Socket, event: string, payload: unknown): Promise<LiveAck<T>> {
  return socket.timeout(30_000).emitWithAck(event, payload);
}

/** Runs the bench against `servers` (two processes on one PostgreSQL database `databaseUrl`, Redis on). */
export async function benchLive(
  servers: RunningServer[],
  databaseUrl: string,
  playerCount: number,
): Promise<LiveBenchResult> {
  const [first] = servers;
  if (!first || servers.length < 2) throw new Error('the live bench needs two servers');
  const cookie = await signIn(first.origin, 'pro@demo.example');
  const set = await api<{ data: { id: string } }>(first.origin, cookie, 'POST', '/api/quizsets', {
    title: 'Live bench',
    templateId: 'team-forest',
    categoryTreeData: { categoryTreeId: '1010504', schoolSemester: '1', publisher: null },
    quizsetOptions: {
      isPublic: false,
      isAllowPass: true,
      showIncorrectAnswer: true,
      isLastSchoolInfoSaved: false,
      isAiTranslationEnabled: false,
      isShuffle: false,
    },
    quizList: Array.from({ length: QUESTIONS }, (_, index) => ox(index)),
    materials: [],
    isNextQuizsetAvailable: false,
    nextQuizsetId: null,
    aiTranslationLanguages: [],
    aiTutorId: null,
  });
  const game = await api<{ data: { gameId: string; pin: string } }>(
    first.origin,
    cookie,
    'POST',
    `/api/quizsets/${set.data.id}/live-games`,
    { questionSeconds: 20, speedBonus: 5 },
  );
  const { gameId, pin } = game.data;
  const hostToken = (
    await api<{ data: { hostToken: string } }>(
      first.origin,
      cookie,
      'POST',
      `/api/live-games/${gameId}/host-token`,
    )
  ).data.hostToken;
  const host = connect(first.origin);
  const hostJoin = await ack(host, LIVE_EVENTS.hostJoin, { gameId, hostToken });
  if (!hostJoin.ok) throw new Error(`host join: ${hostJoin.message}`);

  // Joins, 25 at a time, alternating the two processes.
  const players: Player[] = [];
  const joinLatencies: number[] = [];
  const attach = async (player: Player) => {
    player.socket.on(LIVE_EVENTS.state, (view: LivePlayerView) => {
      player.view = view;
      player.seen.set(`${view.phase}:${view.questionIndex}`, performance.now());
    });
    const joined = await ack<{ view: LivePlayerView; you: LiveYou }>(player.socket, LIVE_EVENTS.playerJoin, {
      playerToken: player.token,
    });
    if (!joined.ok) throw new Error(`player join: ${joined.message}`);
    player.view = joined.view;
    return joined.you;
  };
  for (let start = 0; start < playerCount; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, playerCount - start) }, async (_, offset) => {
        const index = start + offset;
        const on = index % 2;
        const server = servers[on] as RunningServer;
        const joinStarted = performance.now();
        const response = await fetch(`${server.origin}/api/live-games/${pin}/players`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.origin },
          body: JSON.stringify({ nickname: `p${index}` }),
        });
        joinLatencies.push(performance.now() - joinStarted);
        if (response.status !== 201)
          throw new Error(`join ${index}: ${response.status} ${await response.text()}`);
        const { playerToken } = ((await response.json()) as { data: { playerToken: string } }).data;
        const player: Player = {
          token: playerToken,
          socket: connect(server.origin),
          on,
          view: null,
          seen: new Map(),
        };
        players.push(player);
        await attach(player);
      }),
    );
  }

  const answerLatencies: number[] = [];
  const closeLatencies: number[] = [];
  let acked = 0;
  let duplicatesRefused = 0;
  let lateRefused = 0;
  let answersSent = 0;
  const waitAll = async (key: string, who: Player[], ms = 30_000) => {
    const until = Date.now() + ms;
    while (who.some((player) => !player.seen.has(key)) && Date.now() < until) await sleep(20);
    return Math.max(...who.map((player) => player.seen.get(key) ?? Number.POSITIVE_INFINITY));
  };
  /** Every player answers the open question within the first quarter of its window. */
  const answerAll = async (questionIndex: number, who: Player[]) => {
    const questionId = ox(questionIndex).id;
    await Promise.all(
      who.map(async (player, index) => {
        await sleep(Math.random() * 5_000);
        answersSent += 1;
        const started = performance.now();
        const reply = await ack(player.socket, LIVE_EVENTS.playerAnswer, {
          questionId,
          answer: index % 3 === 0 ? 'x' : 'o',
        });
        // Past the window (a loaded machine): refused and not stored; counted, not fatal.
        if (!reply.ok && reply.code === 'FORBIDDEN') {
          lateRefused += 1;
          return;
        }
        if (!reply.ok) throw new Error(`answer refused: ${reply.code} ${reply.message}`);
        answerLatencies.push(performance.now() - started);
        acked += 1;
        // Every tenth player sends it again (a double tap): refused, never counted twice.
        if (index % 10 === 0) {
          answersSent += 1;
          const again = await ack(player.socket, LIVE_EVENTS.playerAnswer, { questionId, answer: 'o' });
          if (!again.ok && again.code === 'CONFLICT') duplicatesRefused += 1;
        }
      }),
    );
  };
  const hostAction = async (action: string) => {
    const reply = await ack(host, LIVE_EVENTS.hostAction, { action });
    if (!reply.ok) throw new Error(`host ${action}: ${reply.message}`);
  };

  /** The host closes the question; false when its stored deadline closed it first (a loaded machine). */
  const closeNow = async () => {
    const reply = await ack(host, LIVE_EVENTS.hostAction, { action: 'skip' });
    if (!reply.ok && reply.code !== 'CONFLICT') throw new Error(`host skip: ${reply.message}`);
    return reply.ok;
  };

  // CPU while answering, questions 1–8: the answer path's cost, without joins, reveals or the kill.
  const cpuSpecs = [
    { name: 'api', pids: servers.map((server) => server.pid) },
    { name: 'players', pids: [process.pid] },
    ...postgresComponents(databaseUrl),
  ];
  const answeringCpu = { api: 0, postgres: 0, players: 0 };

  // Questions 1–8: all answer, the host closes (skip) and moves on.
  await hostAction('start');
  for (let question = 0; question < QUESTIONS - 2; question += 1) {
    await waitAll(`question:${question}`, players);
    const meter = startCpuMeter(cpuSpecs);
    await answerAll(question, players);
    const report = meter.stop();
    answeringCpu.api += cpuSecondsOf(report, (component) => component.name === 'api');
    answeringCpu.players += cpuSecondsOf(report, (component) => component.name === 'players');
    answeringCpu.postgres += cpuSecondsOf(report, isPostgres);
    const closedAt = performance.now();
    const closedByHost = await closeNow();
    const lastSeen = await waitAll(`reveal:${question}`, players);
    if (closedByHost) closeLatencies.push(lastSeen - closedAt);
    await hostAction('next');
    await hostAction('next');
  }

  const answersSentMetered = answersSent;

  // Question 9: one process is killed mid-question; its players reconnect through the other.
  const ninth = QUESTIONS - 2;
  await waitAll(`question:${ninth}`, players);
  const half = players.filter((player) => player.on === 0);
  const victims = players.filter((player) => player.on === 1);
  // Half of the doomed process's players have answered when it dies; the others answer after.
  const answeredBefore = victims.slice(0, Math.floor(victims.length / 2));
  await answerAll(ninth, [...half, ...answeredBefore]);
  const killedAt = performance.now();
  servers[1]?.kill?.();
  let answersKept = 0;
  await Promise.all(
    victims.map(async (player) => {
      player.socket.close();
      player.socket = connect(first.origin);
      player.on = 0;
      const you = await attach(player);
      if (you?.answers[ox(ninth).id]) answersKept += 1;
    }),
  );
  const allBackMs = performance.now() - killedAt;
  if (answersKept !== answeredBefore.length)
    throw new Error(`answers lost in the kill: ${answeredBefore.length - answersKept}`);
  await answerAll(ninth, victims.slice(answeredBefore.length));
  await closeNow();
  await waitAll(`reveal:${ninth}`, players);
  await hostAction('next');
  await hostAction('next');

  // Question 10: nobody presses skip; the stored deadline closes it.
  const last = QUESTIONS - 1;
  await waitAll(`question:${last}`, players);
  await answerAll(last, players);
  const deadline = Date.parse(players[0]?.view?.deadline ?? '');
  const lastSeen = await waitAll(`reveal:${last}`, players, 40_000);
  // Same machine, one clock: the wall time the last screen saw the reveal, minus the stored deadline.
  const deadlineCloseToRevealMs = Math.round(Date.now() - (performance.now() - lastSeen) - deadline);
  const ending = performance.now();
  await hostAction('end');
  const endMs = Math.round(performance.now() - ending);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stored = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM live_game_answers WHERE game_id = $1',
    [gameId],
  );
  const attemptAnswers = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM quiz_attempt_answers a JOIN live_game_players p ON p.attempt_id = a.attempt_id WHERE p.game_id = $1`,
    [gameId],
  );
  await client.end();
  for (const player of players) player.socket.close();
  host.close();

  const answersStored = Number(stored.rows[0]?.n ?? 0);
  if (Number(attemptAnswers.rows[0]?.n) !== answersStored)
    throw new Error('attempt answers differ from live answers');
  return {
    players: playerCount,
    questions: QUESTIONS,
    answersAcked: acked,
    answersStored,
    duplicatesRefused,
    lateRefused,
    joinPost: summarize(joinLatencies),
    answerToAck: summarize(answerLatencies),
    closeToRevealEveryScreenMs: summarize(closeLatencies),
    deadlineCloseToRevealMs,
    endMs,
    cpuMsPerAnswer: {
      api: msPerUnit(answeringCpu.api, answersSentMetered, 2),
      postgres: msPerUnit(answeringCpu.postgres, answersSentMetered, 2),
      players: msPerUnit(answeringCpu.players, answersSentMetered, 2),
      answersSent: answersSentMetered,
    },
    killed: {
      answeredBeforeKill: answeredBefore.length,
      answersKeptAfterKill: answersKept,
      allBackMs: Math.round(allBackMs),
      playersMoved: victims.length,
    },
    loadAverage: (await import('node:os')).loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

/** Prints the result as tables. */
export function printLive(result: LiveBenchResult): void {
  printTable(
    [
      'players',
      'questions',
      'acked',
      'stored',
      'double taps refused',
      'late refused',
      'join POST p50/p95/p99 ms',
      'answer→ack p50/p95/p99 ms',
    ],
    [
      [
        result.players,
        result.questions,
        result.answersAcked,
        result.answersStored,
        result.duplicatesRefused,
        result.lateRefused,
        `${result.joinPost.p50} / ${result.joinPost.p95} / ${result.joinPost.p99}`,
        `${result.answerToAck.p50} / ${result.answerToAck.p95} / ${result.answerToAck.p99}`,
      ],
    ],
  );
  printTable(
    [
      'close→reveal on every screen p50/p99 ms',
      'deadline→reveal ms',
      'end (every attempt finished) ms',
      'killed: players moved',
      'answers kept',
      'all back ms',
      'CPU ms per answer: API / PostgreSQL / players',
      'load avg',
    ],
    [
      [
        `${result.closeToRevealEveryScreenMs.p50} / ${result.closeToRevealEveryScreenMs.p99}`,
        result.deadlineCloseToRevealMs,
        result.endMs,
        result.killed.playersMoved,
        `${result.killed.answersKeptAfterKill}/${result.killed.answeredBeforeKill}`,
        result.killed.allBackMs,
        `${result.cpuMsPerAnswer.api} / ${result.cpuMsPerAnswer.postgres} / ${result.cpuMsPerAnswer.players} (${result.cpuMsPerAnswer.answersSent} answers)`,
        result.loadAverage.join(' '),
      ],
    ],
  );
}
