import { aiTutorTemplateSchema } from '@quizset/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../quizsets/schemas';
import { getAiTutorTemplate, listAiTutorTemplates } from './get-ai-tutor-templates';

/** AI tutor template routes of api.md ("Building", "AI"): public reads of the seeded tutors. */
export async function aiTutorTemplateRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/ai-tutor-templates',
    {
      schema: {
        tags: ['building'],
        summary: 'AI tutor templates (spec §3)',
        response: { 200: z.object({ data: z.array(aiTutorTemplateSchema) }) },
      },
    },
    async () => ({ data: await listAiTutorTemplates(app.db) }),
  );
  r.get(
    '/api/ai-tutor-templates/:id',
    {
      schema: {
        tags: ['building'],
        summary: 'One AI tutor template',
        params: idParamsSchema,
        response: { 200: z.object({ data: aiTutorTemplateSchema }) },
      },
    },
    async (request) => ({ data: await getAiTutorTemplate(app.db, request.params.id) }),
  );
}
