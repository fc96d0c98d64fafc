import { LIVE_MAX_PLAYERS_DEFAULT, liveSettingsSchema } from '@quizset/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSessionUser, requireSession } from '../../auth/session';
import { AppError, msg } from '../../lib/app-error';
import { createRateLimit, rateLimitKey } from '../../plugins/rate-limit';
import { idParamsSchema } from '../quizsets/schemas';
import { createLiveGame } from './create-game';
import { signHostToken } from './credentials';
import { findGame, getLiveLobby } from './game-view';
import { joinLiveGame } from './join-game';
import { registerLiveSockets } from './sockets';

const pinParamsSchema = z.object({ pin: z.string().max(12) });
const gameParamsSchema = z.object({ gameId: z.string().max(64) });
const joinBodySchema = z.object({ nickname: z.string().max(200).optional() });

/**
 * Live games (issue 23; docs/api.md "Live games"): the HTTP routes that open a game, hand the host
 * its socket token, show the lobby and let a player join; the game itself runs over Socket.IO
 * (sockets.ts), registered here on the same HTTP server.
 */
export async function liveGameRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app;
  const maxPlayers = env.liveMaxPlayers ?? LIVE_MAX_PLAYERS_DEFAULT;

  r.post(
    '/api/quizsets/:id/live-games',
    {
      config: { rateLimit: createRateLimit(env, 'creates') },
      schema: {
        tags: ['live-games'],
        summary: 'Open a live game of the set (owner)',
        params: idParamsSchema,
        body: liveSettingsSchema.partial().optional(),
      },
    },
    async (request, reply) => {
      const caller = await requireSession(request);
      const settings = liveSettingsSchema.parse(request.body ?? {});
      const created = await createLiveGame(db, { quizSetId: request.params.id, caller, settings });
      return reply.status(201).send({ data: created });
    },
  );

  r.post(
    '/api/live-games/:gameId/host-token',
    {
      schema: { tags: ['live-games'], summary: "The host's socket token (owner)", params: gameParamsSchema },
    },
    async (request) => {
      const caller = await requireSession(request);
      const game = await findGame(db, request.params.gameId);
      if (!game) throw new AppError('NOT_FOUND', msg('server.notFound'));
      if (game.ownerId !== caller.id && !caller.isAdmin)
        throw new AppError('FORBIDDEN', msg('server.forbidden'));
      return {
        data: {
          hostToken: signHostToken(game.id, env.authSecret),
          pin: game.pin,
          quizSetId: game.quizSetId,
          roomId: game.roomId,
        },
      };
    },
  );

  // Both PIN routes share the rooms' join budget (each route counts on its own): a class behind one
  // address still joins, but guessing 6-digit PINs at RATE_LIMIT_JOINS a window is hopeless.
  const perJoiner = {
    max: env.rateLimit.joins,
    timeWindow: env.rateLimit.windowMs,
    keyGenerator: rateLimitKey,
  };

  r.get(
    '/api/live-games/:pin',
    {
      config: { rateLimit: perJoiner },
      schema: {
        tags: ['live-games'],
        summary: 'The lobby of a running game (no questions)',
        params: pinParamsSchema,
      },
    },
    async (request) => ({ data: await getLiveLobby(db, request.params.pin, maxPlayers) }),
  );

  r.post(
    '/api/live-games/:pin/players',
    {
      config: { rateLimit: perJoiner },
      schema: {
        tags: ['live-games'],
        summary: 'Join a game: nickname, or the signed-in account',
        params: pinParamsSchema,
        body: joinBodySchema,
      },
    },
    async (request, reply) => {
      const user = await getSessionUser(request);
      const nickname = request.body.nickname;
      const joiner =
        user && (nickname === undefined || nickname.trim() === '')
          ? ({ kind: 'user', user } as const)
          : ({ kind: 'guest', nickname: nickname ?? '' } as const);
      const joined = await joinLiveGame(db, { pin: request.params.pin, joiner, maxPlayers });
      return reply.status(201).send({ data: joined });
    },
  );

  await registerLiveSockets(app);
}
