import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /api/site-config: what the signed-out pages may show about this server. */
export const siteConfigResponseSchema = z.object({
  data: z.object({
    /**
     * True when this server seeds the demo accounts (SEED_DEMO): only then does the sign-in page list
     * them and their shared password (issue 19 item 3; on PostgreSQL with seeding off they do not exist).
     */
    demoAccounts: z.boolean(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigResponseSchema>['data'];

/** The public, cacheable facts of this deployment; anyone may read them. */
export async function siteConfigRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/site-config',
    {
      schema: {
        tags: ['site'],
        summary: 'Public facts of this server (demo accounts seeded or not)',
        response: { 200: siteConfigResponseSchema },
      },
    },
    async () => ({ data: { demoAccounts: app.env.seedDemo } }),
  );
}
