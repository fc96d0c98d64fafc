import type { AddressInfo } from 'node:net';
import {
  LIVE_EVENTS,
  type LiveAck,
  type LiveGameView,
  type LivePlayerView,
  type LiveYou,
  liveStepOf,
} from '@quizset/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { liveGames } from '../src/db/schema';
import { type LiveAnswerRow, liveBatchSql } from '../src/features/live-games/answer-batch';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { withOptions } from './helpers/payloads';
import { primaryKeysOf, readsOf } from './helpers/query-plan';
import { redisAvailable } from './helpers/redis';

/*
 * Issue 23 (live hosted rooms): a host and players over real Socket.IO connections against a listening
 * server, on PGlite and PostgreSQL. The set's questions (payloads.ts): mc000001 (choice 1, "4", is right),
 * ox000001 ('o'), sub00001 ('서울').
 */

const RIGHT: Record<string, number[] | string> = { mc000001: [1], ox000001: 'o', sub00001: '서울' };
const WRONG: Record<string, number[] | string> = { mc000001: [0], ox000001: 'x', sub00001: '부산' };

function emit<T>(socket: Socket, event: string, payload: unknown): Promise<LiveAck<T>> {
  return socket.timeout(10_000).emitWithAck(event, payload);
}

function ok<T>(ack: LiveAck<T>): T {
  if (!ack.ok) throw new Error(`refused: ${ack.code} ${ack.message}`);
  return ack;
}

/** The next `live:state` a socket receives that satisfies `test` (the host's or a player's view). */
function nextState<V extends LiveGameView | LivePlayerView = LivePlayerView>(
  socket: Socket,
  test: (view: V) => boolean,
  ms = 15_000,
): Promise<V> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching live:state')), ms);
    const listener = (view: V) => {
      if (!test(view)) return;
      clearTimeout(timer);
      socket.off(LIVE_EVENTS.state, listener);
      resolve(view);
    };
    socket.on(LIVE_EVENTS.state, listener);
  });
}

/** Every [key, value] of a JSON value, at any depth. */
function entriesOf(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap(entriesOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    [key, inner] as [string, unknown],
    ...entriesOf(inner),
  ]);
}

describe.each(BACKENDS)('live games (issue 23) on %s', (backend) => {
  let ctx: TestContext;
  let owner: string;
  let setId: string;
  let url: string;
  const sockets: Socket[] = [];

  const open = (base = url) => {
    const socket = connect(base, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    return socket;
  };
  async function createGame(settings: Record<string, number> = {}) {
    const created = await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${setId}/live-games`,
      cookie: owner,
      payload: settings,
    });
    expect(created.statusCode).toBe(201);
    const { gameId, pin } = created.json().data as { gameId: string; pin: string };
    const token = await ctx.request({
      method: 'POST',
      url: `/api/live-games/${gameId}/host-token`,
      cookie: owner,
    });
    expect(token.statusCode).toBe(200);
    return {
      gameId,
      pin,
      hostToken: token.json().data.hostToken as string,
      roomId: token.json().data.roomId,
    };
  }
  async function hostOf(gameId: string, hostToken: string, base = url) {
    const host = open(base);
    const joined = ok(await emit<{ view: LiveGameView }>(host, LIVE_EVENTS.hostJoin, { gameId, hostToken }));
    return { host, view: joined.view };
  }
  async function joinPlayer(pin: string, nickname: string) {
    const response = await ctx.request({
      method: 'POST',
      url: `/api/live-games/${pin}/players`,
      payload: { nickname },
    });
    expect(response.statusCode).toBe(201);
    const { playerToken, playerId } = response.json().data as { playerToken: string; playerId: string };
    const socket = open();
    const joined = ok(
      await emit<{ view: LivePlayerView; you: LiveYou }>(socket, LIVE_EVENTS.playerJoin, { playerToken }),
    );
    return { socket, playerToken, playerId, joined };
  }
  const action = async (host: Socket, name: string) =>
    ok(await emit<{ view: LiveGameView }>(host, LIVE_EVENTS.hostAction, { action: name })).view;
  const answer = (socket: Socket, questionId: string, value: unknown) =>
    emit<{ you: LiveYou }>(socket, LIVE_EVENTS.playerAnswer, { questionId, answer: value });
  /** A game with `settings`, its host, and `nicknames` joined, started on its first question. */
  async function startedGame(settings: Record<string, number>, nicknames: string[]) {
    const { gameId, pin, hostToken } = await createGame(settings);
    const { host } = await hostOf(gameId, hostToken);
    const players = [];
    for (const nickname of nicknames) players.push(await joinPlayer(pin, nickname));
    await action(host, 'start');
    return { gameId, hostToken, host, players };
  }

  async function listen(app: FastifyInstance) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    ctx = await createTestContext(backend, { RATE_LIMIT_JOINS: '1000', LIVE_MAX_PLAYERS: '4' });
    owner = await ctx.signIn('pro@demo.example');
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: owner,
      payload: withOptions({ isShuffle: false }, { title: '라이브 퀴즈', templateId: 'team-forest' }),
    });
    expect(created.statusCode).toBe(201);
    setId = created.json().data.id;
    url = await listen(ctx.app);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('only the owner opens a game and gets the host token; the lobby view has no questions', async () => {
    const stranger = await ctx.signIn('free@demo.example');
    const refused = await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${setId}/live-games`,
      cookie: stranger,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const badSettings = await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${setId}/live-games`,
      cookie: owner,
      payload: { questionSeconds: 1 },
    });
    expect(badSettings.statusCode).toBe(400);
    const { gameId, pin } = await createGame();
    expect(pin).toMatch(/^\d{6}$/);
    const token = await ctx.request({
      method: 'POST',
      url: `/api/live-games/${gameId}/host-token`,
      cookie: stranger,
    });
    expect(token.statusCode).toBe(403);
    const lobby = await ctx.request({ method: 'GET', url: `/api/live-games/${pin}` });
    expect(lobby.json().data).toEqual({
      gameId,
      title: '라이브 퀴즈',
      phase: 'lobby',
      playerCount: 0,
      mapType: 'team',
      isJoinable: true,
    });
    expect(lobby.body).not.toContain('서울');
    expect((await ctx.request({ method: 'GET', url: '/api/live-games/000000x' })).statusCode).toBe(404);
    // A forged host token drives nothing.
    const host = open();
    const forged = await emit(host, LIVE_EVENTS.hostJoin, { gameId, hostToken: `${Date.now() + 9e6}.AAAA` });
    expect(forged).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    const sneaky = await emit(host, LIVE_EVENTS.hostAction, { action: 'start' });
    expect(sneaky).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });

  it('nickname rules, look-alike nicknames, team spread and the player limit at join', async () => {
    const { pin } = await createGame();
    const join = (nickname: string) =>
      ctx.request({ method: 'POST', url: `/api/live-games/${pin}/players`, payload: { nickname } });
    expect((await join('a\u202Eb')).statusCode).toBe(400);
    const blank = await ctx.request({
      method: 'POST',
      url: `/api/live-games/${pin}/players`,
      payload: { nickname: '   ' },
      headers: { 'accept-language': 'ko' },
    });
    expect(blank.json().error.message).toBe('닉네임을 입력해 주세요');
    expect((await join('민준')).statusCode).toBe(201);
    expect((await join('민준 ')).statusCode).toBe(409);
    for (const name of ['서연', '지호', '하은']) expect((await join(name)).statusCode).toBe(201);
    const full = await join('다섯째');
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toContain('4');
    const host = await createGame();
    const { view } = await hostOf(host.gameId, host.hostToken);
    expect(view.players).toEqual([]);
  });

  it('a class joining at once: the player limit holds, the teams stay even, one nickname is taken once (item 7)', async () => {
    const { gameId, pin, hostToken } = await createGame();
    const join = (nickname: string) =>
      ctx.request({ method: 'POST', url: `/api/live-games/${pin}/players`, payload: { nickname } });
    // Ten at once for four places (LIVE_MAX_PLAYERS), two of them the same nickname.
    const names = ['하나', '하나', '두리', '세찬', '네온', '다섯', '여섯', '일곱', '여덟', '아홉'];
    const replies = await Promise.all(names.map(join));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    const joined = replies
      .filter((reply) => reply.statusCode === 201)
      .map((reply) => names[replies.indexOf(reply)]);
    expect(new Set(joined).size).toBe(4);
    const { view } = await hostOf(gameId, hostToken);
    // A team map: four players, one in each team.
    expect(view.players.map((player) => player.team).sort()).toEqual([0, 1, 2, 3]);
    expect(view.players.map((player) => player.nickname).sort()).toEqual([...joined].sort());
  });

  it('plays a game: questions without answers, answers once, refused after close, reveal, leaderboard, podium, results', async () => {
    const { gameId, pin, hostToken, roomId } = await createGame({ questionSeconds: 30, speedBonus: 10 });
    const { host } = await hostOf(gameId, hostToken);
    const a = await joinPlayer(pin, '가온');
    const b = await joinPlayer(pin, '나래');
    // A phone gets its own row, never the class's list (wire.ts LivePlayerView).
    expect(a.joined.view.playerCount).toBe(1);
    expect(a.joined.view).not.toHaveProperty('players');
    expect(a.joined.view).not.toHaveProperty('standings');
    expect(a.joined.you.team).toBe(0);
    expect(b.joined.you.team).toBe(1);

    const seen = nextState(a.socket, (view) => view.phase === 'question');
    await action(host, 'start');
    const question = await seen;
    expect(question.question?.id).toBe('mc000001');
    expect(question.reveal).toBeNull();
    expect(JSON.stringify(question)).not.toContain('answerList');

    // Right then a replay: counted once.
    expect(ok(await answer(a.socket, 'mc000001', RIGHT.mc000001)).you.answers.mc000001).toEqual({
      answer: [1],
    });
    expect(await answer(a.socket, 'mc000001', WRONG.mc000001)).toMatchObject({ ok: false, code: 'CONFLICT' });
    // Not the open question; a bad shape.
    expect(await answer(b.socket, 'ox000001', 'o')).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await answer(b.socket, 'mc000001', [9])).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    ok(await answer(b.socket, 'mc000001', WRONG.mc000001));

    // The host pauses, extends, resumes, skips.
    const paused = await action(host, 'pause');
    expect(paused.deadline).toBeNull();
    expect(paused.pausedRemainingMs).toBeGreaterThan(25_000);
    expect(await answer(b.socket, 'mc000001', RIGHT.mc000001)).toMatchObject({ ok: false });
    expect((await action(host, 'extend')).pausedRemainingMs).toBeGreaterThan(35_000);
    await action(host, 'resume');
    const revealed = nextState<LiveGameView>(host, (view) => view.phase === 'reveal');
    const bRevealed = nextState(b.socket, (view) => view.phase === 'reveal');
    await action(host, 'skip');
    const reveal = await revealed;
    // The phone: the right answer and its own result, rank among all.
    expect(await bRevealed).toMatchObject({
      reveal: { correctAnswer: [1] },
      standing: { nickname: '나래', rank: 2, lastCorrect: false },
      playerCount: 2,
    });
    expect(reveal.reveal).toEqual({ correctAnswer: [1], distribution: [1, 1, 0, 0] });
    const [first, second] = reveal.standings;
    expect(first).toMatchObject({ nickname: '가온', rank: 1, lastCorrect: true });
    expect(first?.lastPoints).toBeGreaterThanOrEqual(15);
    expect(second).toMatchObject({ nickname: '나래', rank: 2, lastCorrect: false, lastPoints: 0 });
    expect(reveal.teams?.[0]).toMatchObject({ team: 0, rank: 1 });
    // After the close: refused, and the player's own view now has the grade.
    expect(await answer(b.socket, 'mc000001', RIGHT.mc000001)).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    const again = ok(
      await emit<{ you: LiveYou }>(open(), LIVE_EVENTS.playerJoin, { playerToken: a.playerToken }),
    );
    expect(again.you.answers.mc000001).toMatchObject({ isCorrect: true });

    expect((await action(host, 'next')).phase).toBe('leaderboard');
    // Questions 2 and 3 close by their deadline (short window: 5 s) — tested in the restart case;
    // here the host moves on and ends.
    await action(host, 'next');
    ok(await answer(a.socket, 'ox000001', RIGHT.ox000001));
    const ended = await action(host, 'end');
    expect(ended.phase).toBe('ended');
    expect(await answer(b.socket, 'ox000001', 'o')).toMatchObject({ ok: false });

    // Results show the game like any room: two finished attempts with their answers.
    const results = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${setId}/results`,
      cookie: owner,
    });
    expect(results.statusCode).toBe(200);
    const attempts = (
      results.json().data.attempts as { entryMapHashId: string; finishedAt: string | null; score: number }[]
    ).filter((row) => row.entryMapHashId === roomId);
    expect(attempts).toHaveLength(2);
    expect(attempts.every((row) => row.finishedAt !== null)).toBe(true);
    expect(attempts.map((row) => row.score).sort()).toEqual([0, 20]);
    const stored = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM live_game_answers WHERE game_id = ${gameId}`,
    );
    expect(Number((stored as { rows: { n: number }[] }).rows[0]?.n)).toBe(3);
  });

  it('nothing a phone receives holds a right answer before the close; after it, the phone gets it (guide: "correct answers never reach a player\'s browser before they answer")', async () => {
    const { gameId, pin, hostToken } = await createGame({ questionSeconds: 60 });
    const { host } = await hostOf(gameId, hostToken);
    const a = await joinPlayer(pin, '다온');
    const b = await joinPlayer(pin, '라온');
    // Everything the phones get while a question is open: every event and every acknowledgement.
    const whileOpen: { questionId: string; payload: unknown }[] = [];
    let isOpen = false;
    let questionId = '';
    const heard = (payload: unknown) => {
      if (isOpen) whileOpen.push({ questionId, payload });
      return payload;
    };
    for (const socket of [a.socket, b.socket])
      socket.onAny((event: string, payload: unknown) => {
        if (event === LIVE_EVENTS.state) isOpen = (payload as LivePlayerView).phase === 'question';
        heard(payload);
      });
    const playQuestion = async (id: string, first: boolean) => {
      questionId = id;
      const seen = nextState(a.socket, (view) => view.phase === 'question' && view.question?.id === id);
      if (!first) await action(host, 'next');
      await action(host, first ? 'start' : 'next');
      await seen;
      heard(await answer(b.socket, id, WRONG[id]));
      // A reconnect mid-question gets the view again: it too is checked.
      heard(await emit(open(), LIVE_EVENTS.playerJoin, { playerToken: a.playerToken }));
    };
    const close = async () => {
      const seen = nextState(b.socket, (view) => view.phase === 'reveal');
      await action(host, 'skip');
      return seen;
    };
    await playQuestion('mc000001', true);
    heard(await answer(a.socket, 'mc000001', RIGHT.mc000001));
    await close();
    await playQuestion('ox000001', false);
    await close();
    await playQuestion('sub00001', false);
    expect(whileOpen.length).toBeGreaterThanOrEqual(9);
    for (const { questionId: id, payload } of whileOpen) {
      const text = JSON.stringify(payload);
      for (const [key, value] of entriesOf(payload)) {
        expect(['answerList', 'correctAnswer'], text).not.toContain(key);
        if (key === 'reveal' || key === 'lastCorrect') expect(value, text).toBeNull();
        if (key === 'lastPoints') expect(value, text).toBe(0);
        if (key === 'question' && value) expect(value, text).not.toHaveProperty('answer');
        // The player's own answers: the open question's as sent, ungraded (closed ones are graded).
        if (key === 'answers' && value)
          expect(Object.keys((value as Record<string, object>)[id] ?? {}), text).toEqual(
            expect.not.arrayContaining(['isCorrect', 'points']),
          );
      }
      // The typed question's accepted answers, in neither spelling.
      expect(text).not.toContain('서울');
      expect(text).not.toContain('Seoul');
    }
    // After the close: the right answer and the phone's own result; no one else's row.
    const reveal = await close();
    expect(reveal.reveal?.correctAnswer).toEqual(['서울', 'Seoul']);
    expect(reveal.standing).toMatchObject({ nickname: '라온', lastCorrect: false, lastPoints: 0 });
    const board = nextState(b.socket, (view) => view.phase === 'leaderboard');
    await action(host, 'next');
    // Through the leaderboard the phone keeps the question and its right answer.
    expect(await board).toMatchObject({
      question: { id: 'sub00001' },
      reveal: { correctAnswer: ['서울', 'Seoul'] },
    });
  });

  it('a burst of answers at once: each stored once, a double tap refused, a bad one refused alone (item 8)', async () => {
    const { gameId, pin, hostToken } = await createGame({ questionSeconds: 60 });
    const { host } = await hostOf(gameId, hostToken);
    const [a, b, c] = [
      await joinPlayer(pin, '바다'),
      await joinPlayer(pin, '사랑'),
      await joinPlayer(pin, '아름'),
    ];
    await action(host, 'start');
    // Sent together, so they share the server's answer batches (answer-batch.ts).
    const replies = await Promise.all([
      answer(a.socket, 'mc000001', RIGHT.mc000001),
      answer(a.socket, 'mc000001', WRONG.mc000001),
      answer(b.socket, 'mc000001', [9]),
      answer(c.socket, 'mc000001', WRONG.mc000001),
      answer(c.socket, 'ox000001', 'o'),
    ]);
    expect(replies.map((reply) => (reply.ok ? 'ok' : reply.code))).toEqual([
      'ok',
      'CONFLICT',
      'VALIDATION_FAILED',
      'ok',
      'FORBIDDEN',
    ]);
    ok(await answer(b.socket, 'mc000001', RIGHT.mc000001));
    const stored = await ctx.database.db.execute(
      sql`SELECT player_id, answer FROM live_game_answers WHERE game_id = ${gameId}`,
    );
    const rows = (stored as { rows: { player_id: string; answer: unknown }[] }).rows;
    // The double tap's first answer is the one kept.
    expect(new Map(rows.map((row) => [row.player_id, row.answer]))).toEqual(
      new Map([
        [a.playerId, [1]],
        [b.playerId, [1]],
        [c.playerId, [0]],
      ]),
    );
    expect(rows).toHaveLength(3);
    const attempts = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM quiz_attempt_answers x JOIN live_game_players p ON p.attempt_id = x.attempt_id WHERE p.game_id = ${gameId}`,
    );
    expect(Number((attempts as { rows: { n: number }[] }).rows[0]?.n)).toBe(3);
  });

  it('short answers with the characters an array literal escapes sent together are stored as sent (answer-batch.ts sends them as arrays)', async () => {
    const { gameId, host, players } = await startedGame({ questionSeconds: 60, speedBonus: 10 }, [
      '하늘',
      '보람',
      '새봄',
    ]);
    for (const _ of ['mc000001', 'ox000001']) {
      await action(host, 'skip');
      await action(host, 'next');
      await action(host, 'next');
    }
    // Quotes, a backslash, commas, braces and the word NULL: each means something in `{…}` syntax.
    const sent = [RIGHT.sub00001 as string, '"부산", {대구}', 'NULL \\ \\"'];
    const replies = await Promise.all(
      players.map((player, index) => answer(player.socket, 'sub00001', sent[index])),
    );
    expect(replies.map((reply) => reply.ok)).toEqual([true, true, true]);
    const stored = await ctx.database.db.execute(
      sql`SELECT player_id, answer, is_correct, points FROM live_game_answers WHERE game_id = ${gameId} AND question_id = 'sub00001'`,
    );
    const rows = (
      stored as { rows: { player_id: string; answer: unknown; is_correct: boolean; points: number }[] }
    ).rows;
    const byPlayer = new Map(rows.map((row) => [row.player_id, row]));
    expect(players.map((player) => byPlayer.get(player.playerId)?.answer)).toEqual(sent);
    expect(players.map((player) => byPlayer.get(player.playerId)?.is_correct)).toEqual([true, false, false]);
    expect(Number(byPlayer.get(players[0]?.playerId ?? '')?.points)).toBeGreaterThan(0);
    const mirrored = await ctx.database.db.execute(
      sql`SELECT x.answer FROM quiz_attempt_answers x JOIN live_game_players p ON p.attempt_id = x.attempt_id
        WHERE p.game_id = ${gameId} AND x.quiz_id = 'sub00001'`,
    );
    expect((mirrored as { rows: { answer: unknown }[] }).rows.map((row) => row.answer).sort()).toEqual(
      [...sent].sort(),
    );
  });

  it('a short answer with a NUL byte or a lone surrogate is refused alone; the answers sent with it are stored (issue 6 "Bad input")', async () => {
    const { gameId, host, players } = await startedGame({ questionSeconds: 60 }, ['가람', '나무', '다솜']);
    for (const _ of ['mc000001', 'ox000001']) {
      await action(host, 'skip');
      await action(host, 'next');
      await action(host, 'next');
    }
    const [right, nul, surrogate] = players as [
      (typeof players)[number],
      (typeof players)[number],
      (typeof players)[number],
    ];
    const replies = await Promise.all([
      answer(right.socket, 'sub00001', RIGHT.sub00001),
      answer(nul.socket, 'sub00001', '서\u0000울'),
      answer(surrogate.socket, 'sub00001', '서\ud800울'),
    ]);
    expect(replies.map((reply) => (reply.ok ? 'ok' : reply.code))).toEqual([
      'ok',
      'VALIDATION_FAILED',
      'VALIDATION_FAILED',
    ]);
    const stored = await ctx.database.db.execute(
      sql`SELECT player_id FROM live_game_answers WHERE game_id = ${gameId} AND question_id = 'sub00001'`,
    );
    expect((stored as { rows: { player_id: string }[] }).rows.map((row) => row.player_id)).toEqual([
      right.playerId,
    ]);
  });

  it('the answer batch reads each player and answer by primary key, on tables without statistics (issue 20: with 500 players it read the whole game per batch)', async () => {
    const { gameId, host, players } = await startedGame({ questionSeconds: 60 }, ['가람', '나무', '다솜']);
    const [game] = await ctx.database.db.select().from(liveGames).where(eq(liveGames.id, gameId));
    if (!game?.deadline) throw new Error('the started game has no open question');
    const rows: LiveAnswerRow[] = players.map((player, index) => ({
      index,
      playerId: player.playerId,
      answer: RIGHT.mc000001 as number[],
      isCorrect: true,
      points: 10,
      elapsedMs: 1_000,
      receivedAt: new Date(),
    }));
    const tables = ['live_games', 'live_game_players', 'live_game_answers'];
    const primaryKeyOf = await primaryKeysOf(ctx.database.db, tables);
    const reads = await readsOf(ctx.database.db, liveBatchSql(game, 'mc000001', game.deadline, rows), tables);
    expect(new Set(reads.map((read) => read.split(':')[0]))).toEqual(new Set(primaryKeyOf.keys()));
    for (const read of reads) {
      const table = read.split(':')[0] as string;
      // The game is one row whichever index finds it: its id, or its deadline to the millisecond in
      // the index of open questions (live_games_due_idx), which the planner may take for the clock's test.
      const indexes =
        table === 'live_games' ? `(${primaryKeyOf.get(table)}|live_games_due_idx)` : primaryKeyOf.get(table);
      expect(read).toMatch(new RegExp(`^${table}: Index (Only )?Scan ${indexes}$`));
    }
    host.disconnect();
  });

  it('a host action pressed on a step the game has left is refused and changes nothing: a second "Next" on a slow network skips no leaderboard', async () => {
    const { gameId, hostToken, host } = await startedGame({}, ['다온']);
    const reveal = await action(host, 'skip');
    const atReveal = liveStepOf(reveal);
    const next = (atStep: unknown) =>
      emit<{ view: LiveGameView }>(host, LIVE_EVENTS.hostAction, { action: 'next', atStep });
    expect(ok(await next(atReveal)).view.phase).toBe('leaderboard');
    expect(await next(atReveal)).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect((await hostOf(gameId, hostToken)).view.phase).toBe('leaderboard');
    for (const bad of [-1, 1.5, '4', 1e9])
      expect(await next(bad)).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect((await hostOf(gameId, hostToken)).view.phase).toBe('leaderboard');
    const board = (await hostOf(gameId, hostToken)).view;
    const question = ok(await next(liveStepOf(board))).view;
    expect([question.phase, question.questionIndex]).toEqual(['question', 1]);
  });

  it('the host removes a player: their token stops working', async () => {
    const { gameId, pin, hostToken } = await createGame();
    const { host } = await hostOf(gameId, hostToken);
    const kid = await joinPlayer(pin, '장난꾸러기');
    const removed = new Promise((resolve) => kid.socket.once(LIVE_EVENTS.removed, resolve));
    ok(await emit(host, LIVE_EVENTS.hostRemove, { playerId: kid.playerId }));
    await removed;
    const back = await emit(open(), LIVE_EVENTS.playerJoin, { playerToken: kid.playerToken });
    expect(back).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });

  it('a restart mid-question loses no answer, and the stored deadline still closes the question', async () => {
    const { gameId, hostToken, host, players } = await startedGame({ questionSeconds: 5, speedBonus: 0 }, [
      '하나',
      '두리',
      '세찬',
    ]);
    ok(await answer(players[0]!.socket, 'mc000001', RIGHT.mc000001));
    ok(await answer(players[1]!.socket, 'mc000001', WRONG.mc000001));
    // The process goes away mid-question, its sockets with it; a new process on the same database.
    await ctx.app.close();
    const second = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
    const secondUrl = await listen(second);
    try {
      // The third player reconnects to the new process: phase, question and their (empty) answers.
      const back = open(secondUrl);
      const rejoined = ok(
        await emit<{ view: LivePlayerView; you: LiveYou }>(back, LIVE_EVENTS.playerJoin, {
          playerToken: players[2]!.playerToken,
        }),
      );
      expect(rejoined.view.phase).toBe('question');
      expect(rejoined.you.answers).toEqual({});
      const first = open(secondUrl);
      const firstBack = ok(
        await emit<{ you: LiveYou }>(first, LIVE_EVENTS.playerJoin, { playerToken: players[0]!.playerToken }),
      );
      expect(firstBack.you.answers).toEqual({ mc000001: { answer: [1] } });
      ok(await answer(back, 'mc000001', RIGHT.mc000001));
      // The host's projector reconnects too; nobody presses anything: the stored deadline closes the
      // question in the new process.
      const { host: hostBack } = await hostOf(gameId, hostToken, secondUrl);
      const phoneReveal = nextState(back, (view) => view.phase === 'reveal', 12_000);
      const reveal = await nextState<LiveGameView>(hostBack, (view) => view.phase === 'reveal', 12_000);
      expect((await phoneReveal).standing).toMatchObject({ nickname: '세찬', rank: 1, lastCorrect: true });
      expect(reveal.answeredCount).toBe(3);
      expect(reveal.standings.map((row) => [row.nickname, row.lastCorrect, row.points])).toEqual([
        ['세찬', true, 10],
        ['하나', true, 10],
        ['두리', false, 0],
      ]);
      expect(await answer(back, 'mc000001', RIGHT.mc000001)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      host.disconnect();
      await second.close();
    }
  });
});

describe('live game PIN lookups are rate-limited (issue 23 item 7: "the join rate limit of rooms")', () => {
  let ctx: TestContext;
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers 404 for a wrong PIN and 429 to the N+1th lookup of an address; another address still looks up', async () => {
    ctx = await createTestContext('pglite', { RATE_LIMIT_JOINS: '3' });
    const owner = await ctx.signIn('pro@demo.example');
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: owner,
      payload: withOptions({}, { title: 'PIN', templateId: 'team-forest' }),
    });
    const game = await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${created.json().data.id}/live-games`,
      cookie: owner,
      payload: {},
    });
    const { pin } = game.json().data as { pin: string };
    const wrongPin = pin === '000000' ? '000001' : '000000';
    const lookUp = (code: string, remoteAddress = '203.0.113.7') =>
      ctx.request({ method: 'GET', url: `/api/live-games/${code}`, remoteAddress });
    expect((await lookUp(pin)).statusCode).toBe(200);
    const wrong = await lookUp(wrongPin);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.code).toBe('NOT_FOUND');
    expect((await lookUp(wrongPin)).statusCode).toBe(404);
    // The fourth lookup of the address is refused, even for the right PIN, before any query.
    const refused = await lookUp(pin);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await lookUp(pin, '198.51.100.4')).statusCode).toBe(200);
    // The lookup budget is its own: the limited address can still join once it has the PIN.
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/live-games/${pin}/players`,
      payload: { nickname: '민지' },
      remoteAddress: '203.0.113.7',
    });
    expect(joined.statusCode).toBe(201);
  });
});

const LIVE_REDIS_URL = 'redis://127.0.0.1:6379/5';
describe.skipIf(!(await redisAvailable(LIVE_REDIS_URL)))(
  'two API processes share a live game through Redis (issue 23 item 5)',
  () => {
    let ctx: TestContext;
    let second: FastifyInstance | null = null;
    const sockets: Socket[] = [];
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await second?.close();
      await ctx?.close();
    });

    it('a change made on one process reaches the phones of the other: one view per change, each phone its own row', async () => {
      ctx = await createTestContext('pglite', { RATE_LIMIT_JOINS: '1000', REDIS_URL: LIVE_REDIS_URL });
      second = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
      const urls: string[] = [];
      for (const app of [ctx.app, second]) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      }
      const open = (base: string) => {
        const socket = connect(base, { path: '/socket.io', transports: ['websocket'], forceNew: true });
        sockets.push(socket);
        return socket;
      };
      const owner = await ctx.signIn('pro@demo.example');
      const set = await ctx.request({
        method: 'POST',
        url: '/api/quizsets',
        cookie: owner,
        payload: withOptions({ isShuffle: false }, { title: '두 프로세스', templateId: 'team-forest' }),
      });
      const game = await ctx.request({
        method: 'POST',
        url: `/api/quizsets/${set.json().data.id}/live-games`,
        cookie: owner,
        payload: { questionSeconds: 60 },
      });
      const { gameId, pin } = game.json().data as { gameId: string; pin: string };
      const token = await ctx.request({
        method: 'POST',
        url: `/api/live-games/${gameId}/host-token`,
        cookie: owner,
      });
      const host = open(urls[0] as string);
      ok(await emit(host, LIVE_EVENTS.hostJoin, { gameId, hostToken: token.json().data.hostToken }));
      const phones: { socket: Socket; playerId: string }[] = [];
      for (const [index, nickname] of ['첫째', '둘째'].entries()) {
        const joined = await ctx.request({
          method: 'POST',
          url: `/api/live-games/${pin}/players`,
          payload: { nickname },
        });
        const { playerToken, playerId } = joined.json().data as { playerToken: string; playerId: string };
        const socket = open(urls[index] as string);
        ok(await emit(socket, LIVE_EVENTS.playerJoin, { playerToken }));
        phones.push({ socket, playerId });
      }
      const [onFirst, onSecond] = phones as [(typeof phones)[0], (typeof phones)[0]];
      // The lobby's list reaches the host from the other process's join.
      await nextState<LiveGameView>(host, (view) => view.players.length === 2);
      const asked = nextState(onSecond.socket, (view) => view.phase === 'question');
      ok(await emit(host, LIVE_EVENTS.hostAction, { action: 'start' }));
      expect((await asked).question?.id).toBe('mc000001');
      ok(await emit(onSecond.socket, LIVE_EVENTS.playerAnswer, { questionId: 'mc000001', answer: [1] }));
      ok(await emit(onFirst.socket, LIVE_EVENTS.playerAnswer, { questionId: 'mc000001', answer: [0] }));
      const revealed = phones.map(({ socket }) => nextState(socket, (view) => view.phase === 'reveal'));
      ok(await emit(host, LIVE_EVENTS.hostAction, { action: 'skip' }));
      const [first, secondView] = await Promise.all(revealed);
      expect(secondView?.standing).toMatchObject({ playerId: onSecond.playerId, rank: 1, lastCorrect: true });
      expect(first?.standing).toMatchObject({ playerId: onFirst.playerId, rank: 2, lastCorrect: false });
      expect(secondView?.reveal?.correctAnswer).toEqual([1]);
      expect(secondView).not.toHaveProperty('standings');
    });
  },
);
