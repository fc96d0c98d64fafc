import { AI_TRANSLATION_LANGUAGES } from '@quizset/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/session';
import { getTranslation, listTranslations } from './get-translations';

const idParams = z.object({ id: z.string().min(1).max(64) });
const languageParams = idParams.extend({ language: z.enum(AI_TRANSLATION_LANGUAGES) });

/**
 * The AI translations of a quiz set (issue 9 "Translation"): their state per language, and one
 * language's translated questions. Owner and admins only (the questions carry their answers).
 */
export async function translationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/quizsets/:id/translations',
    { schema: { tags: ['quizsets'], summary: 'AI translation state per language', params: idParams } },
    async (request) => ({
      data: await listTranslations(app.db, { id: request.params.id, caller: await requireSession(request) }),
    }),
  );
  r.get(
    '/api/quizsets/:id/translations/:language',
    {
      schema: {
        tags: ['quizsets'],
        summary: 'One language: state and translated questions',
        params: languageParams,
      },
    },
    async (request) => ({
      data: await getTranslation(app.db, {
        id: request.params.id,
        language: request.params.language,
        caller: await requireSession(request),
      }),
    }),
  );
}
