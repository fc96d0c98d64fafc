import {
  AI_FILE_MAX_BYTES,
  AI_FILE_MAX_PAGES,
  aiAnswerListRequestSchema,
  aiChoiceListRequestSchema,
  aiGenerationOptionsSchema,
  aiQueryRequestSchema,
  aiSimilarAnswerRequestSchema,
  aiSimilarPromptRequestSchema,
  aiSimilarQuizRequestSchema,
  aiSingleAnswerRequestSchema,
  type PlanFeature,
} from '@quizset/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, msg } from '../../lib/app-error';
import { useMultipart } from '../../plugins/multipart';
import { jobProblemError } from './ai-errors';
import { callerOf, requireAiCaller, requireFeature } from './caller';
import { sendJobAnswer } from './file-answer';
import { parseAiRequest } from './parse-request';
import { generationOptionsOf, type ProviderContext } from './providers/provider';
import { readAiUpload } from './read-ai-upload';
import type { AiServiceParts } from './service';
import type { AiCaller } from './token';
import { snakeizeKeys } from './wire';

const GENERATE = '/api/quiz-builder/generate';

/**
 * The AI service's routes (api.md "AI", spec §7): the eight generate calls, each behind a bearer
 * token + X-Server-Name, its plan feature of spec §6 (403 PLAN_REQUIRED) and a per-user rate limit;
 * the file call's job can be re-attached; capabilities are public. Bodies are snake_case.
 */
export async function aiServiceRoutes(app: FastifyInstance, parts: AiServiceParts): Promise<void> {
  const { env } = app;
  const rateLimit = {
    max: env.ai.rateLimit,
    timeWindow: env.rateLimit.windowMs,
    keyGenerator: async (request: FastifyRequest) => {
      const caller = await callerOf(request, env.authSecret);
      return caller ? `ai:${caller.userId}` : `ai-ip:${request.ip}`;
    },
  };
  /** The token's caller (requireAiCaller), whose session must still be signed in when the token names one. */
  const callerFor = async (request: FastifyRequest): Promise<AiCaller> => {
    const caller = await requireAiCaller(request, env.authSecret, env.ai);
    if (
      caller.sessionId &&
      parts.sessionAlive &&
      !(await parts.sessionAlive(caller.sessionId, caller.userId))
    )
      throw new AppError('UNAUTHENTICATED', msg('ai.tokenInvalid'));
    return caller;
  };
  const contextFor = (caller: AiCaller): ProviderContext => ({ bank: caller.isTeacher ? parts.bank : null });

  /** A JSON generate call: auth, feature gate, body → request, provider → snake_case answer. */
  function jsonRoute<S extends z.ZodType>(
    path: string,
    feature: PlanFeature,
    schema: S,
    summary: string,
    run: (request: z.infer<S>, context: ProviderContext) => Promise<unknown>,
  ): void {
    app.post(
      `${GENERATE}/${path}`,
      { config: { rateLimit }, schema: { tags: ['ai'], summary } },
      async (request: FastifyRequest) => {
        const caller = await callerFor(request);
        requireFeature(caller, feature);
        return snakeizeKeys(await run(parseAiRequest(schema, request.body), contextFor(caller)));
      },
    );
  }

  jsonRoute(
    'query',
    'AI_FROM_QUERY',
    aiQueryRequestSchema,
    'Questions about a topic (spec §7)',
    async (request, context) => {
      const generation = await parts.provider.generateFromQuery(request, context);
      const questions = generation.items.slice(0, request.quizCount);
      return {
        questions,
        sourceLength: generation.sourceLength,
        usedSourceLength: generation.usedSourceLength,
      };
    },
  );
  jsonRoute(
    'similar-quiz',
    'AI_SIMILAR_QUIZ_GENERATION',
    aiSimilarQuizRequestSchema,
    'Questions like a question',
    async (request, context) => ({
      questions: await parts.provider.similarQuiz(request, context),
    }),
  );
  jsonRoute(
    'get-similar-quiz-prompt',
    'AI_SIMILAR_QUIZ_GENERATION',
    aiSimilarPromptRequestSchema,
    'Suggested prompts for similar questions',
    async (request, context) => ({ prompts: await parts.provider.similarQuizPrompts(request, context) }),
  );
  jsonRoute(
    'choice-list',
    'AI_CHOICE_GENERATION',
    aiChoiceListRequestSchema,
    'A choice list keeping the marked answers',
    (request, context) => parts.provider.choiceList(request, context),
  );
  jsonRoute(
    'subjective-answer-list',
    'AI_ANSWER_GENERATION',
    aiAnswerListRequestSchema,
    'More accepted answers',
    (request, context) => parts.provider.subjectiveAnswerList(request, context),
  );
  jsonRoute(
    'single-subjective-similar-answer',
    'AI_ANSWER_GENERATION',
    aiSimilarAnswerRequestSchema,
    'One answer like a reference answer',
    (request, context) => parts.provider.singleSubjectiveSimilarAnswer(request, context),
  );
  jsonRoute(
    'single-subjective-answer',
    'AI_ANSWER_GENERATION',
    aiSingleAnswerRequestSchema,
    'One answer',
    (request, context) => parts.provider.singleSubjectiveAnswer(request, context),
  );

  // The one call that takes a file: multipart's hooks run on it alone (issue 20 item 2).
  await app.register(async (files) => {
    await useMultipart(files, { fileSize: AI_FILE_MAX_BYTES, files: 1, fields: 10, parts: 12 });
    files.post(
      `${GENERATE}/file`,
      {
        config: { rateLimit },
        schema: {
          tags: ['ai'],
          summary: 'Questions from a file (multipart). Accept: application/x-ndjson streams progress',
          consumes: ['multipart/form-data'],
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const caller = await callerFor(request);
        requireFeature(caller, 'AI_FROM_FILE');
        const upload = await readAiUpload(request);
        const options = generationOptionsOf(parseAiRequest(aiGenerationOptionsSchema, upload.fields));
        // Cheap refusals before the job is queued (issue 16 item 14): type, password, pages, limits,
        // no text, decided in the probe threads while big jobs keep the job threads busy.
        const problem = await parts.probe.aiFile(upload.extension, upload.bytes, AI_FILE_MAX_PAGES);
        if (problem) throw jobProblemError(problem);
        const handle = await parts.jobs.start(
          { extension: upload.extension, bytes: upload.bytes, options, maxPages: AI_FILE_MAX_PAGES },
          caller.userId,
        );
        return sendJobAnswer(request, reply, handle);
      },
    );
  });

  app.get(
    `${GENERATE}/file/jobs/:jobId`,
    { schema: { tags: ['ai'], summary: 'Watch a file job again (progress stream or its answer)' } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = await callerFor(request);
      requireFeature(caller, 'AI_FROM_FILE');
      const { jobId } = request.params as { jobId: string };
      const handle = /^[0-9a-f-]{36}$/.test(jobId) ? await parts.jobs.attach(jobId, caller.userId) : null;
      if (!handle) throw new AppError('NOT_FOUND', msg('ai.jobNotFound'));
      return sendJobAnswer(request, reply, handle);
    },
  );

  app.get(
    '/api/ai/capabilities',
    { schema: { tags: ['ai'], summary: 'What the configured AI provider can do' } },
    async () => ({
      data: snakeizeKeys({ ...parts.provider.capabilities(), jobs: parts.jobs.kind }),
    }),
  );
}
