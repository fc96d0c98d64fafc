import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSession } from '../../auth/session';
import { user } from '../../db/schema';
import { createRateLimit } from '../../plugins/rate-limit';
import { issueAiToken } from './token';

/**
 * `POST /api/ai/token` (api.md "AI"): a short-lived bearer token for the AI service from the session
 * cookie. Lives in the API process whatever AI_SERVICE says (only the API knows sessions). With an
 * external AI service, `service_url` tells the browser where to send AI calls.
 */
export async function aiTokenRoutes(app: FastifyInstance): Promise<void> {
  const { env } = app;
  app.post(
    '/api/ai/token',
    {
      config: { rateLimit: createRateLimit(env, 'creates') },
      schema: {
        tags: ['ai'],
        summary: 'Issue an AI access token for the signed-in user',
        response: {
          200: z.object({
            access_token: z.string(),
            expires_in: z.number().int(),
            service_url: z.string().nullable(),
          }),
        },
      },
    },
    async (request) => {
      const sessionUser = await requireSession(request);
      const [row] = await app.db
        .select({ userType: user.userType })
        .from(user)
        .where(eq(user.id, sessionUser.id));
      const accessToken = await issueAiToken(
        env.authSecret,
        {
          userId: sessionUser.id,
          plan: sessionUser.planType,
          countryCode: sessionUser.countryCode,
          isTeacher: sessionUser.isAdmin || row?.userType === 'TEACHER',
          sessionId: sessionUser.sessionId,
        },
        env.ai.tokenTtlSeconds,
      );
      const serviceUrl = env.ai.service === 'external' ? (env.ai.publicUrl ?? null) : null;
      return { access_token: accessToken, expires_in: env.ai.tokenTtlSeconds, service_url: serviceUrl };
    },
  );
}
