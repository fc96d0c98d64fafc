import { type QuizSetSubmit, quizSetSubmitSchema } from '@quizset/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  readSession,
  requireMember,
  requireMemberWith,
  requireSession,
  requireVerifiedSession,
} from '../../auth/session';
import { createRateLimit } from '../../plugins/rate-limit';
import { getTemplateWithAccess } from '../templates/get-template';
import { createQuizSet } from './create-quiz-set';
import { deleteQuizSet } from './delete-quiz-set';
import { getQuizSetForSession } from './get-quiz-set';
import {
  createdQuizSetSchema,
  deletedQuizSetSchema,
  idParamsSchema,
  publicSearchQuerySchema,
  quizSetPageSchema,
  savedQuizSetResponseSchema,
  updatedQuizSetSchema,
} from './schemas';
import { searchQuizSets } from './search-quiz-sets';
import { updateQuizSet } from './update-quiz-set';

// Twenty questions of formatted text fit well under this; anything larger is refused with 413.
const QUIZ_SET_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * Starts the translation runner after a save that queued translations (issue 9): a save without
 * languages queues none, and kicking anyway cost a claim query on every create (issue 20 item 2: under
 * parallel creates the runner kept one pool connection busy claiming nothing). Rows due otherwise
 * (retries, a stopped process's) are the runner's poll's.
 */
function kickTranslations(app: FastifyInstance, payload: QuizSetSubmit): void {
  if (payload.aiTranslationLanguages.length > 0) app.translations.kick();
}

/** Quiz set routes of api.md "Building". Thin: parse, call the feature function, wrap in `{ data }`. */
export async function quizSetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.post(
    '/api/quizsets',
    {
      bodyLimit: QUIZ_SET_BODY_LIMIT,
      config: { rateLimit: createRateLimit(app.env, 'creates') },
      schema: {
        tags: ['quizsets'],
        summary: 'Create (or duplicate with originQuizSetId)',
        body: quizSetSubmitSchema,
        response: { 201: createdQuizSetSchema },
      },
      // As the read below: the answer is built from the domain type (createQuizSet), so checking it
      // against the schema on every create only cost time (issue 20 item 2); the schema documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      // The caller's access and the set's map in one statement (issue 20 item 2), checked in the
      // order requireMember and prepareQuizSet check them.
      const verified = await requireVerifiedSession(request);
      const { access, template } = await getTemplateWithAccess(db, {
        verified,
        templateId: request.body.templateId,
      });
      const caller = requireMemberWith(request, verified, access);
      const data = await createQuizSet(db, {
        caller,
        payload: request.body,
        uploadDir: app.env.uploadDir,
        template,
      });
      kickTranslations(app, request.body);
      return reply.status(201).send({ data });
    },
  );

  r.put(
    '/api/quizsets/:id',
    {
      bodyLimit: QUIZ_SET_BODY_LIMIT,
      config: { rateLimit: createRateLimit(app.env, 'updates') },
      schema: {
        tags: ['quizsets'],
        summary: 'Update (409 on a stale updatedAt)',
        params: idParamsSchema,
        body: quizSetSubmitSchema,
        response: { 200: updatedQuizSetSchema },
      },
    },
    async (request) => {
      const caller = await requireMember(request);
      const data = await updateQuizSet(db, {
        id: request.params.id,
        caller,
        payload: request.body,
        uploadDir: app.env.uploadDir,
      });
      kickTranslations(app, request.body);
      return { data };
    },
  );

  r.get(
    '/api/quizsets/:id',
    {
      schema: {
        tags: ['quizsets'],
        summary: 'Read a quiz set',
        params: idParamsSchema,
        response: { 200: savedQuizSetResponseSchema },
      },
      // The answer is built from the domain type, so checking it against the schema again on every
      // read only cost time (issue 6 "Throughput"); the schema still documents it (OpenAPI).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      // The session is verified from its cookie here; whether its row still stands and what its user
      // may do now are read in the same statement as the set (getQuizSetForSession).
      const session = await readSession(request);
      return { data: await getQuizSetForSession(db, { id: request.params.id, session }) };
    },
  );

  r.delete(
    '/api/quizsets/:id',
    {
      schema: {
        tags: ['quizsets'],
        summary: 'Delete (owner or admin)',
        params: idParamsSchema,
        response: { 200: deletedQuizSetSchema },
      },
    },
    async (request) => {
      const caller = await requireSession(request);
      return { data: await deleteQuizSet(db, { id: request.params.id, caller }) };
    },
  );

  r.get(
    '/api/quizsets',
    {
      schema: {
        tags: ['quizsets'],
        summary: 'Search public quiz sets',
        querystring: publicSearchQuerySchema,
        response: { 200: quizSetPageSchema },
      },
    },
    async (request) => {
      const { q, qType, order, page, category } = request.query;
      return searchQuizSets(db, { publicOnly: true, q, qType, order, page, categoryPrefix: category });
    },
  );
}
