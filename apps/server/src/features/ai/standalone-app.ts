import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { Env } from '../../env';
import { registerErrorHandler } from '../../plugins/error-handler';
import { registerGracefulClose } from '../../plugins/graceful-close';
import { registerMultipartPassThrough } from '../../plugins/multipart';
import { registerRateLimit } from '../../plugins/rate-limit';
import { aiServiceRoutes } from './routes';
import { closeAiServiceWith, createAiServiceParts } from './service';

const ALLOWED_HEADERS = 'authorization, content-type, accept, accept-language, x-server-name';

/**
 * The AI service alone (issue 9 "its own entry … scale apart"; `npm run start:ai`): the same routes
 * as inline, without sessions. Calls carry bearer tokens issued by the API (same AUTH_SECRET), so
 * there is no cookie to protect from cross-site use; CORS admits the browser app's origin
 * (PUBLIC_ORIGIN). The question bank needs `database` (PostgreSQL: PGlite belongs to the API
 * process); without one, topic generation with the embedded provider finds nothing and says so.
 */
export async function buildAiApp(options: {
  env: Env;
  database: DatabaseHandle | null;
  logger?: boolean;
}): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.logLevel },
    trustProxy: env.trustProxy,
  });
  app.decorate('env', env);
  registerGracefulClose(app);
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin !== env.publicOrigin) return;
    reply.header('access-control-allow-origin', env.publicOrigin).header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .status(204)
        .send();
    }
  });
  await registerRateLimit(app);
  // @fastify/multipart only on the file call (routes.ts; issue 20 item 2).
  registerMultipartPassThrough(app);
  app.options('/api/*', async (_request, reply) => reply.status(204).send());
  app.get('/api/health', async () => ({ status: 'ok', service: 'ai' }));
  const parts = await createAiServiceParts(env, database?.db ?? null, app.log);
  closeAiServiceWith(app, parts);
  await app.register(aiServiceRoutes, parts);
  return app;
}
