/*
 * Socket.IO for live games (issue 23 item 5; docs/api.md "Live games: the socket contract"): on the API's
 * HTTP server at /socket.io, through @socket.io/redis-adapter when REDIS_URL is set so that several API
 * processes share a game. Every change is made in the database first (play-game.ts, answer-batch.ts)
 * and then the game's view is built by whichever process made it and sent to every screen
 * (live-views.ts: the host the class, each phone its own row); no game state is kept only in a
 * process. Each process closes due questions: a timer at the deadline it knows of, and a
 * sweeper re-reading the stored deadlines every second (a restarted process picks up from there).
 */

import {
  LIVE_EVENTS,
  type LiveAck,
  type LiveGameView,
  type LiveHostAction,
  type LivePlayerView,
  type LiveYou,
  livePlayerViewsOf,
  type PlayerAnswer,
  playerAnswerSchema,
} from '@quizset/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import { AppError, localize, msg } from '../../lib/app-error';
import { badCharacterError, hasBadString } from '../../plugins/bad-input';
import { storeLiveAnswer } from './answer-batch';
import { AnswerGate } from './answer-gate';
import { verifyHostToken } from './credentials';
import { findGame, type LiveGameRow, liveYouOf } from './game-view';
import { LiveViews } from './live-views';
import {
  answeredCountOf,
  closeDueQuestion,
  dueGameIds,
  findPlayerByToken,
  removeLivePlayer,
  runHostAction,
} from './play-game';
import { gameRoom, hostRoom, type LiveSocketData, playerRoom } from './socket-rooms';

const SWEEP_MS = 1_000;
/** Answers of one process in the database (batches: answer-batch.ts) or waiting, before "busy". */
const ANSWERS_IN_FLIGHT = 500;
const ANSWERS_WAITING = 5_000;
/** The lobby's list is sent at most this often while players pour in (500 joins, not 500 sends). */
const LOBBY_SEND_MS = 250;
const HOST_ACTIONS = ['start', 'next', 'pause', 'resume', 'skip', 'extend', 'end'] as const;

const hostJoinSchema = z.object({ gameId: z.string().max(64), hostToken: z.string().max(200) });
// `atStep`: the step of the host's screen (domain liveStepOf; at most 1 + 3 × the question limit).
const hostActionSchema = z.object({
  action: z.enum(HOST_ACTIONS),
  atStep: z.number().int().min(0).max(100_000).optional(),
});
const hostRemoveSchema = z.object({ playerId: z.string().max(64) });
const playerJoinSchema = z.object({ playerToken: z.string().max(200) });
const playerAnswerEventSchema = z.object({ questionId: z.string().max(100), answer: playerAnswerSchema });

type Ack<T> = (reply: LiveAck<T>) => void;

/** Attaches Socket.IO for live games to `app`'s HTTP server; closed with the app. */
export async function registerLiveSockets(app: FastifyInstance): Promise<void> {
  const { env, db } = app;
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 16_000,
    // A page of another site must not drive a game with the visitor's cookies: same origin only
    // (a client without an Origin header is not a browser page: tests, the bench).
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin === undefined || origin === env.publicOrigin || isLoopbackOf(origin, env.port));
    },
  });
  let redis: Redis[] = [];
  if (env.redisUrl) {
    const pub = new Redis(env.redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    redis = [pub, sub];
    io.adapter(createAdapter(pub, sub, { key: 'quizset-live' }));
  }
  const gate = new AnswerGate(ANSWERS_IN_FLIGHT, ANSWERS_WAITING);
  const views = new LiveViews(io, db, redis.length > 0);
  const timers = new Map<string, NodeJS.Timeout>();

  const broadcast = async (game: LiveGameRow) => {
    const view = await views.publish(game);
    schedule(game);
    return view;
  };
  // Joins in the lobby: one send of the list per LOBBY_SEND_MS, read when it goes out.
  const lobbySends = new Map<string, NodeJS.Timeout>();
  function broadcastLobbySoon(gameId: string) {
    if (lobbySends.has(gameId)) return;
    const timer = setTimeout(() => {
      lobbySends.delete(gameId);
      findGame(db, gameId)
        .then((game) => (game ? broadcast(game) : undefined))
        .catch((error) => app.log.error({ err: error }, 'live lobby send failed'));
    }, LOBBY_SEND_MS);
    timer.unref();
    lobbySends.set(gameId, timer);
  }
  const closeAndBroadcast = async (gameId: string) => {
    const closed = await closeDueQuestion(db, gameId);
    if (closed) await broadcast(closed);
  };
  // A timer at the deadline this process knows of; the sweeper covers the rest (restarts, other
  // processes' games, an extend seen elsewhere).
  function schedule(game: LiveGameRow) {
    const previous = timers.get(game.id);
    if (previous) clearTimeout(previous);
    timers.delete(game.id);
    if (game.phase !== 'question' || !game.deadline) return;
    const timer = setTimeout(
      () => {
        timers.delete(game.id);
        closeAndBroadcast(game.id).catch((error) => app.log.error({ err: error }, 'live close failed'));
      },
      Math.max(0, game.deadline.getTime() - Date.now()) + 5,
    );
    timer.unref();
    timers.set(game.id, timer);
  }
  let sweeping: Promise<unknown> | null = null;
  const sweeper = setInterval(() => {
    if (sweeping) return;
    sweeping = dueGameIds(db)
      .then((ids) => Promise.all(ids.map(closeAndBroadcast)))
      .catch((error) => app.log.error({ err: error }, 'live sweep failed'))
      .finally(() => {
        sweeping = null;
      });
  }, SWEEP_MS);
  sweeper.unref();

  const fail = <T>(ack: Ack<T> | undefined, socket: Socket, error: unknown) => {
    const locale = (socket.data as LiveSocketData).locale ?? 'ko';
    if (error instanceof AppError) {
      ack?.({ ok: false, code: error.code, message: localize(error.localizable, locale) });
      return;
    }
    app.log.error({ err: error }, 'live socket handler failed');
    ack?.({ ok: false, code: 'INTERNAL', message: localize(msg('server.internal'), locale) });
  };
  const handle = <T>(socket: Socket, ack: unknown, work: () => Promise<T>) => {
    const reply = typeof ack === 'function' ? (ack as Ack<T>) : undefined;
    work().then(
      (value) => reply?.({ ok: true, ...value } as LiveAck<T>),
      (error: unknown) => fail(reply, socket, error),
    );
  };
  const parsed = <S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> => {
    const result = schema.safeParse(payload);
    if (!result.success) throw new AppError('VALIDATION_FAILED', msg('server.invalidInput'));
    // As the HTTP guard does (plugins/bad-input.ts): PostgreSQL refuses a NUL or a lone surrogate,
    // and an answer holding one used to fail its whole batch, every other player's answer with it.
    if (hasBadString(result.data)) throw badCharacterError(result.data);
    return result.data;
  };

  io.on('connection', (socket) => {
    const data = socket.data as LiveSocketData;
    data.locale = String(socket.handshake.headers['accept-language'] ?? '').startsWith('en') ? 'en' : 'ko';

    socket.on(LIVE_EVENTS.hostJoin, (payload: unknown, ack: unknown) =>
      handle<{ view: LiveGameView }>(socket, ack, async () => {
        const { gameId, hostToken } = parsed(hostJoinSchema, payload);
        if (!verifyHostToken(gameId, hostToken, env.authSecret))
          throw new AppError('FORBIDDEN', msg('server.liveNotHost'));
        const game = await findGame(db, gameId);
        if (!game) throw new AppError('NOT_FOUND', msg('server.notFound'));
        data.gameId = gameId;
        data.isHost = true;
        await socket.join([gameRoom(gameId), hostRoom(gameId)]);
        schedule(game);
        return { view: await views.current(game) };
      }),
    );

    socket.on(LIVE_EVENTS.hostAction, (payload: unknown, ack: unknown) =>
      handle<{ view: LiveGameView }>(socket, ack, async () => {
        const { action, atStep } = parsed(hostActionSchema, payload);
        if (!data.isHost || !data.gameId) throw new AppError('FORBIDDEN', msg('server.liveNotHost'));
        const game = await runHostAction(db, {
          gameId: data.gameId,
          action: action as LiveHostAction,
          atStep,
        });
        return { view: await broadcast(game) };
      }),
    );

    socket.on(LIVE_EVENTS.hostRemove, (payload: unknown, ack: unknown) =>
      handle<Record<string, never>>(socket, ack, async () => {
        const { playerId } = parsed(hostRemoveSchema, payload);
        if (!data.isHost || !data.gameId) throw new AppError('FORBIDDEN', msg('server.liveNotHost'));
        await removeLivePlayer(db, { gameId: data.gameId, playerId });
        io.to(playerRoom(playerId)).emit(LIVE_EVENTS.removed, {});
        io.in(playerRoom(playerId)).disconnectSockets(true);
        const game = await findGame(db, data.gameId);
        if (game) await broadcast(game);
        return {};
      }),
    );

    socket.on(LIVE_EVENTS.playerJoin, (payload: unknown, ack: unknown) =>
      handle<{ view: LivePlayerView; you: LiveYou }>(socket, ack, async () => {
        const { playerToken } = parsed(playerJoinSchema, payload);
        const found = await findPlayerByToken(db, playerToken);
        if (!found) throw new AppError('FORBIDDEN', msg('server.liveNotPlayer'));
        const { player, game } = found;
        data.gameId = game.id;
        data.playerId = player.id;
        await socket.join([gameRoom(game.id), playerRoom(player.id)]);
        schedule(game);
        // The first connection of a player changes the lobby every screen shows.
        if (game.phase === 'lobby') broadcastLobbySoon(game.id);
        const [view, you] = await Promise.all([views.current(game, player.id), liveYouOf(db, game, player)]);
        return { view: livePlayerViewsOf(view)(player.id), you };
      }),
    );

    socket.on(LIVE_EVENTS.playerAnswer, (payload: unknown, ack: unknown) =>
      handle<{ you: LiveYou }>(socket, ack, async () => {
        const { questionId, answer } = parsed(playerAnswerEventSchema, payload);
        const { gameId, playerId } = data;
        if (!gameId || !playerId) throw new AppError('FORBIDDEN', msg('server.liveNotPlayer'));
        const receivedAt = new Date();
        const done = await gate.run(() =>
          storeLiveAnswer(db, { gameId, playerId, questionId, answer: answer as PlayerAnswer, receivedAt }),
        );
        if (!done.ran) throw new AppError('RATE_LIMITED', msg('server.liveBusy'));
        tellHostAnswered(gameId, questionId, done.value.questionIndex);
        return {
          you: {
            playerId,
            nickname: '',
            team: null,
            answers: { [questionId]: { answer: answer as PlayerAnswer } },
          },
        };
      }),
    );
  });

  // The host's count of answers, at most every 200 ms per game from this process.
  const pendingCounts = new Map<string, NodeJS.Timeout>();
  function tellHostAnswered(gameId: string, questionId: string, questionIndex: number) {
    if (pendingCounts.has(gameId)) return;
    const timer = setTimeout(() => {
      pendingCounts.delete(gameId);
      answeredCountOf(db, gameId, questionId).then(
        (answeredCount) =>
          io.to(hostRoom(gameId)).emit(LIVE_EVENTS.answered, { questionIndex, answeredCount }),
        (error: unknown) => app.log.error({ err: error }, 'live answered count failed'),
      );
    }, 200);
    timer.unref();
    pendingCounts.set(gameId, timer);
  }

  app.addHook('preClose', async () => {
    clearInterval(sweeper);
    for (const timer of [...timers.values(), ...pendingCounts.values(), ...lobbySends.values()])
      clearTimeout(timer);
    views.clear();
    io.local.disconnectSockets(true);
    io.engine.close();
    await sweeping;
  });
  app.addHook('onClose', async () => {
    await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
  });
}

/** The app's own loopback origin on its port (the dev server and tests open pages there). */
function isLoopbackOf(origin: string, port: number): boolean {
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}
