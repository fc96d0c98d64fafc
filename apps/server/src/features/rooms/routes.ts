import { type QuizSaved, tutorChatBodySchema } from '@quizset/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser, requireSession } from '../../auth/session';
import type { ThrottleStore } from '../../auth/throttle-store';
import { etagOf, ifNoneMatchHits } from '../../lib/etag';
import { localeFromAcceptLanguage } from '../../lib/locale';
import { rateLimitKey } from '../../plugins/rate-limit';
import { createProvider, providerConfigFromEnv } from '../ai/providers/create-provider';
import { passBackAttemptGrade } from '../classroom/play-bridge/pass-back-attempt-grade';
import { idParamsSchema } from '../quizsets/schemas';
import type { AttemptCaller } from './attempt-access';
import { getPlayerRoom, getPlayerTranslation } from './get-room';
import { ensureGuestKey, readGuestKey } from './guest-key';
import { startOrResumeAttempt } from './join-room';
import { mergeAttempts, removePlayer, renamePlayer } from './manage-players';
import { listRooms, openRoom, updateRoom } from './manage-rooms';
import { openNextRoom } from './next-room';
import {
  finishAttempt,
  getAttemptProgress,
  getAttemptStatus,
  getAttemptTeam,
  startedAttemptProgress,
  submitAnswer,
} from './play-attempt';
import { getAttemptReview, getQuizSetResults } from './results';
import { csvFileName, resultsToCsv } from './results-csv';
import { requireRoomScope } from './room-scope';
import {
  answerBodySchema,
  attemptParamsSchema,
  joinBodySchema,
  mergeAttemptsBodySchema,
  openRoomBodySchema,
  renamePlayerBodySchema,
  resultsCsvQuerySchema,
  resultsQuerySchema,
  roomAttemptParamsSchema,
  roomParamsSchema,
  setAttemptParamsSchema,
  translationParamsSchema,
  updateRoomBodySchema,
} from './schemas';
import { prepareTutorChat } from './tutor-chat';
import { createTutorSpend, tutorSpendLimitsOf } from './tutor-spend';
import { sendTutorStream } from './tutor-stream';

/**
 * Quiz room routes (docs/api.md "Quiz rooms and play", "Results"; issue 10). Thin: parse, find
 * the caller (session user and/or guest cookie), call the feature function, wrap in `{ data }`.
 */
export async function roomRoutes(
  app: FastifyInstance,
  options: {
    /** The app's counter store (auth/throttle-store.ts; Redis under REDIS_URL): the tutor's spend windows. */
    counters: ThrottleStore;
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app;
  const secureCookie = env.publicOrigin.startsWith('https:');
  const windowMs = env.rateLimit.windowMs;
  const attemptCaller = async (request: Parameters<typeof getSessionUser>[0]): Promise<AttemptCaller> => ({
    user: await getSessionUser(request),
    guestKey: readGuestKey(request),
  });
  // Answers are limited per attempt, not per address: a whole class may play behind one address.
  const perAttempt = {
    max: env.rateLimit.answers,
    timeWindow: windowMs,
    keyGenerator: (request: { params: unknown }) =>
      `attempt:${(request.params as { attemptId?: string }).attemptId}`,
  };

  r.post(
    '/api/quizsets/:id/rooms',
    {
      config: { rateLimit: { max: env.rateLimit.creates, timeWindow: windowMs, keyGenerator: rateLimitKey } },
      schema: {
        tags: ['rooms'],
        summary: 'Open a quiz room (owner, or a teacher hosting a public set as her own room)',
        params: idParamsSchema,
        body: openRoomBodySchema,
      },
    },
    async (request, reply) => {
      const caller = await requireSession(request);
      const room = await openRoom(db, { quizSetId: request.params.id, caller, ...request.body });
      return reply.status(201).send({ data: room });
    },
  );

  r.get(
    '/api/quizsets/:id/rooms',
    {
      schema: {
        tags: ['rooms'],
        summary: "A quiz set's rooms the caller manages (owner's own, or a host's hosted ones)",
        params: idParamsSchema,
      },
    },
    async (request) => {
      const caller = await requireSession(request);
      return { data: await listRooms(db, { quizSetId: request.params.id, caller }) };
    },
  );

  r.patch(
    '/api/rooms/:entryMapHashId',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Close, reopen or change a room (owner)',
        params: roomParamsSchema,
        body: updateRoomBodySchema,
      },
    },
    async (request) => {
      const caller = await requireSession(request);
      return {
        data: await updateRoom(db, { roomId: request.params.entryMapHashId, caller, changes: request.body }),
      };
    },
  );

  r.get(
    '/api/rooms/:entryMapHashId',
    {
      schema: {
        tags: ['rooms'],
        summary: 'The room as a player sees it (no answers)',
        params: roomParamsSchema,
      },
    },
    async (request) => {
      const caller = await getSessionUser(request);
      return { data: await getPlayerRoom(db, { roomId: request.params.entryMapHashId, caller }) };
    },
  );

  r.get(
    '/api/rooms/:entryMapHashId/translations/:language',
    {
      schema: {
        tags: ['rooms'],
        summary: "The room's questions in a language (no answers)",
        params: translationParamsSchema,
      },
    },
    async (request) => ({
      data: await getPlayerTranslation(db, {
        roomId: request.params.entryMapHashId,
        language: request.params.language,
      }),
    }),
  );

  r.post(
    '/api/rooms/:entryMapHashId/attempts',
    {
      config: { rateLimit: { max: env.rateLimit.joins, timeWindow: windowMs, keyGenerator: rateLimitKey } },
      schema: {
        tags: ['rooms'],
        summary: 'Join: start or resume an attempt',
        params: roomParamsSchema,
        body: joinBodySchema,
      },
    },
    async (request, reply) => {
      const user = await getSessionUser(request);
      const player = user
        ? ({ kind: 'user', user } as const)
        : ({
            kind: 'guest',
            guestName: request.body.guestName ?? '',
            guestKey: ensureGuestKey(request, reply, secureCookie),
            rejoinCode: request.body.rejoinCode,
          } as const);
      const { joined, started } = await startOrResumeAttempt(db, {
        roomId: request.params.entryMapHashId,
        player,
      });
      // `withProgress` (the player): what `GET /api/attempts/{id}` would answer next; a guest's new
      // attempt from the row just stored, anything else read now (a user's name is read).
      const progress = !request.body.withProgress
        ? undefined
        : started && player.kind === 'guest'
          ? startedAttemptProgress(started, joined.team)
          : await getAttemptProgress(db, {
              attemptId: joined.attemptId,
              caller: { user, guestKey: player.kind === 'guest' ? player.guestKey : readGuestKey(request) },
            });
      return reply
        .status(joined.resumed ? 200 : 201)
        .send({ data: progress ? { ...joined, progress } : joined });
    },
  );

  r.get(
    '/api/attempts/:attemptId',
    { schema: { tags: ['rooms'], summary: "Progress of the caller's attempt", params: attemptParamsSchema } },
    async (request) => ({
      data: await getAttemptProgress(db, {
        attemptId: request.params.attemptId,
        caller: await attemptCaller(request),
      }),
    }),
  );

  r.get(
    '/api/attempts/:attemptId/status',
    {
      schema: {
        tags: ['rooms'],
        summary: "The room's state (open, bell) and the attempt's result, polled by the player",
        params: attemptParamsSchema,
      },
    },
    async (request) => ({
      data: await getAttemptStatus(db, {
        attemptId: request.params.attemptId,
        caller: await attemptCaller(request),
      }),
    }),
  );

  r.patch(
    '/api/rooms/:entryMapHashId/attempts/:attemptId',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Rename the guest who played the attempt (owner)',
        params: roomAttemptParamsSchema,
        body: renamePlayerBodySchema,
      },
    },
    async (request) => {
      const caller = await requireSession(request);
      const { entryMapHashId, attemptId } = request.params;
      return {
        data: await renamePlayer(db, { roomId: entryMapHashId, attemptId, caller, ...request.body }),
      };
    },
  );

  r.post(
    '/api/rooms/:entryMapHashId/attempts/:attemptId/merge',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Merge the attempt into another of the same child (owner)',
        params: roomAttemptParamsSchema,
        body: mergeAttemptsBodySchema,
      },
    },
    async (request) => {
      const caller = await requireSession(request);
      const { entryMapHashId, attemptId } = request.params;
      return {
        data: await mergeAttempts(db, { roomId: entryMapHashId, attemptId, caller, ...request.body }),
      };
    },
  );

  r.delete(
    '/api/rooms/:entryMapHashId/attempts/:attemptId',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Remove the player who played the attempt, with all their attempts in the room (owner)',
        params: roomAttemptParamsSchema,
      },
    },
    async (request) => {
      const caller = await requireSession(request);
      const { entryMapHashId, attemptId } = request.params;
      return { data: await removePlayer(db, { roomId: entryMapHashId, attemptId, caller }) };
    },
  );

  r.get(
    '/api/attempts/:attemptId/team',
    {
      schema: {
        tags: ['rooms'],
        summary: "The caller's team on a team map: members and points so far (null elsewhere)",
        params: attemptParamsSchema,
      },
    },
    async (request) => ({
      data: await getAttemptTeam(db, {
        attemptId: request.params.attemptId,
        caller: await attemptCaller(request),
      }),
    }),
  );

  r.post(
    '/api/attempts/:attemptId/answers',
    {
      // The hottest route (issue 20 item 3: 1,500 answers a second). Its reply is small (the verdict,
      // at most the right answer and a team's points), so the compression hooks cost more than they
      // save; and two access log lines per answer at `info` are noise at that rate (errors are still
      // logged).
      compress: false,
      logLevel: 'warn',
      config: { rateLimit: perAttempt },
      schema: {
        tags: ['rooms'],
        summary: 'Answer a question (graded on the server, once)',
        params: attemptParamsSchema,
        body: answerBodySchema,
      },
    },
    async (request) => ({
      data: await submitAnswer(db, {
        attemptId: request.params.attemptId,
        caller: await attemptCaller(request),
        ...request.body,
      }),
    }),
  );

  r.post(
    '/api/attempts/:attemptId/finish',
    {
      config: { rateLimit: perAttempt },
      schema: { tags: ['rooms'], summary: 'Finish the attempt', params: attemptParamsSchema },
    },
    async (request) => ({
      data: await finishAttempt(db, {
        attemptId: request.params.attemptId,
        caller: await attemptCaller(request),
        // An attempt played from a Classroom attachment sends its grade back (issue 11).
        onFinished: passBackAttemptGrade,
      }),
    }),
  );

  r.post(
    '/api/attempts/:attemptId/next-room',
    {
      config: { rateLimit: perAttempt },
      schema: {
        tags: ['rooms'],
        summary:
          "The next quiz set's room for the players of a finished attempt's room (created on demand, then reused)",
        params: attemptParamsSchema,
      },
    },
    async (request) => ({
      data: await openNextRoom(db, {
        attemptId: request.params.attemptId,
        caller: await attemptCaller(request),
      }),
    }),
  );

  const provider = createProvider(providerConfigFromEnv(env.ai), app.log); // upstream failures through the app logger
  const tutorSpend = createTutorSpend(tutorSpendLimitsOf(env), options.counters);
  r.post(
    '/api/ai/tutor/chat',
    {
      // Keyed by attempt (a class shares one address); the body is read first, hence preHandler.
      config: {
        compress: false,
        rateLimit: {
          hook: 'preHandler',
          max: env.rateLimit.answers,
          timeWindow: windowMs,
          keyGenerator: (request: { body: unknown }) =>
            `tutor:${(request.body as { attemptId?: string }).attemptId}`,
        },
      },
      schema: { tags: ['rooms'], summary: 'AI tutor chat (server-sent events)', body: tutorChatBodySchema },
    },
    async (request, reply) => {
      const locale = request.body.locale ?? localeFromAcceptLanguage(request.headers['accept-language']);
      const chat = await prepareTutorChat(db, {
        ...request.body,
        caller: await attemptCaller(request),
        locale,
      });
      // Spend limits per address, room and owner's day (issue 17 item 5), once the attempt is the caller's.
      await tutorSpend.reserve(db, { attemptId: request.body.attemptId, address: request.ip });
      return sendTutorStream(reply, provider.tutorChat(chat), locale);
    },
  );

  r.get(
    '/api/quizsets/:id/results',
    {
      schema: {
        tags: ['rooms'],
        summary:
          'Attempts, live answers and item analysis (owner or admin), of one room with ?entryMapHashId=; ETag / If-None-Match → 304',
        params: idParamsSchema,
        querystring: resultsQuerySchema,
      },
    },
    async (request, reply) => {
      const caller = await requireSession(request);
      const results = await getQuizSetResults(db, {
        quizSetId: request.params.id,
        caller,
        roomId: request.query.entryMapHashId,
      });
      // The results page polls every 3 s while students play (issue 15 "Live results"): an unchanged
      // answer is a 304 without a body. Authorization ran first, so a tag never answers a stranger.
      const body = JSON.stringify({ data: results });
      const etag = etagOf(body);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  r.get(
    '/api/quizsets/:id/results.csv',
    {
      schema: {
        tags: ['rooms'],
        summary:
          'Attempts as CSV, UTF-8 with BOM, times in ?tz= (IANA, default UTC), a column pair per question (owner or admin)',
        params: idParamsSchema,
        querystring: resultsCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const caller = await requireSession(request);
      const timeZone = request.query.tz ?? 'UTC';
      const results = await getQuizSetResults(db, { quizSetId: request.params.id, caller });
      const { row } = (await requireRoomScope(db, request.params.id, caller, { mustHost: true })).record;
      const file = csvFileName(row.title, new Date(), timeZone);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', file.header)
        .send(resultsToCsv(results, { quizList: row.quizList as QuizSaved[], timeZone }));
    },
  );

  r.get(
    '/api/quizsets/:id/results/attempts/:attemptId',
    {
      schema: {
        tags: ['rooms'],
        summary: "One attempt's review (owner or admin)",
        params: setAttemptParamsSchema,
      },
    },
    async (request) => {
      const caller = await requireSession(request);
      return {
        data: await getAttemptReview(db, {
          quizSetId: request.params.id,
          attemptId: request.params.attemptId,
          caller,
        }),
      };
    },
  );
}
