import {
  categoryTreeDataSchema,
  categoryTreeSchema,
  mapTemplateSchema,
  publisherOptionSchema,
} from '@quizset/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSessionUser } from '../../auth/session';
import { getBuildData } from './get-build-data';

const buildDataResponseSchema = z.object({
  data: z.object({
    templates: z.array(mapTemplateSchema),
    userBuildInfo: z.object({
      lastQuizSetCreationInfo: z
        .object({
          createdAt: z.string(),
          categoryTreeData: categoryTreeDataSchema,
          isLastSchoolInfoSaved: z.boolean(),
        })
        .nullable(),
      countryCode: z.string(),
    }),
    categoryTree: categoryTreeSchema,
    publishers: z.array(publisherOptionSchema),
  }),
});

/** GET /api/quiz-builder/build-data (api.md "Building"). */
export async function buildDataRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/quiz-builder/build-data',
    {
      schema: {
        tags: ['building'],
        summary: 'Templates, category tree, publishers, last choices',
        response: { 200: buildDataResponseSchema },
      },
    },
    async (request) => ({ data: await getBuildData(app.db, await getSessionUser(request)) }),
  );
}
