import { tutorChatBodySchema } from '@quizset/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser, requireSession } from '../../auth/session';
import { localeFromAcceptLanguage } from '../../lib/locale';
import { rateLimitKey } from '../../plugins/rate-limit';
import { createProvider, providerConfigFromEnv } from '../ai/providers/create-provider';
import { passBackAttemptGrade } from '../classroom/play-bridge/pass-back-attempt-grade';
import { idParamsSchema } from '../quizsets/schemas';
import type { AttemptCaller } from './attempt-access';
import { getPlayerRoom, getPlayerTranslation } from './get-room';
import { ensureGuestKey, readGuestKey } from './guest-key';
import { joinRoom } from './join-room';
import { listRooms, openRoom, updateRoom } from './manage-rooms';
import { finishAttempt, getAttemptProgress, getAttemptTeam, submitAnswer } from './play-attempt';
import { getAttemptReview, getQuizSetResults } from './results';
import { resultsToCsv } from './results-csv';
import {
  answerBodySchema,
  attemptParamsSchema,
  joinBodySchema,
  openRoomBodySchema,
  resultsQuerySchema,
  roomParamsSchema,
  setAttemptParamsSchema,
  translationParamsSchema,
  updateRoomBodySchema,
} from './schemas';
import { prepareTutorChat } from './tutor-chat';
import { createTutorSpend, tutorSpendLimitsOf } from './tutor-spend';
import { sendTutorStream } from './tutor-stream';

/**
 * Quiz room routes (api.md "Quiz rooms and play", docs/rooms-api.md; issue 10). Thin: parse, find
 * the caller (session user and/or guest cookie), call the feature function, wrap in `{ data }`.
 */
export async function roomRoutes(app: FastifyInstance): Promise<void> {
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
        summary: 'Open a quiz room (owner)',
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
    { schema: { tags: ['rooms'], summary: "A quiz set's rooms (owner)", params: idParamsSchema } },
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
          } as const);
      const joined = await joinRoom(db, { roomId: request.params.entryMapHashId, player });
      return reply.status(joined.resumed ? 200 : 201).send({ data: joined });
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

  const provider = createProvider(providerConfigFromEnv(env.ai));
  const tutorSpend = createTutorSpend(tutorSpendLimitsOf(env));
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
        summary: 'Attempts and item analysis (owner or admin), of one room with ?entryMapHashId=',
        params: idParamsSchema,
        querystring: resultsQuerySchema,
      },
    },
    async (request) => {
      const caller = await requireSession(request);
      return {
        data: await getQuizSetResults(db, {
          quizSetId: request.params.id,
          caller,
          roomId: request.query.entryMapHashId,
        }),
      };
    },
  );

  r.get(
    '/api/quizsets/:id/results.csv',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Attempts as CSV, UTF-8 with BOM (owner or admin)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const caller = await requireSession(request);
      const results = await getQuizSetResults(db, { quizSetId: request.params.id, caller });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="quizset-${request.params.id}-results.csv"`)
        .send(resultsToCsv(results));
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
