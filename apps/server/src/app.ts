import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { MATERIAL_MAX_BYTES } from '@quizset/domain';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth';
import { AUTH_OPENAPI_PATHS } from './auth/openapi';
import { authRoutes } from './auth/routes';
import { type DatabaseHandle, openDatabase } from './db/client';
import type { Env } from './env';
import { buildDataRoutes } from './features/build-data/routes';
import { quizSetRoutes } from './features/quizsets/routes';
import { uploadRoutes } from './features/uploads/routes';
import { userRoutes } from './features/users/routes';
import { registerCrossSiteGuard } from './plugins/cross-site';
import { registerErrorHandler } from './plugins/error-handler';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerRateLimit } from './plugins/rate-limit';
import { registerStaticFiles } from './plugins/static-files';
import { SHUTDOWN_GRACE_MS } from './shutdown';

export interface BuildAppOptions {
  env: Env;
  /** An open, migrated database. Absent: opened from `env` (and migrated), closed with the app. */
  database?: DatabaseHandle;
  /** Fastify logger on/off (tests pass false); default follows env.logLevel. */
  logger?: boolean;
}

/**
 * The whole HTTP app (issue 2 "Architecture"), used by main.ts, the tests and the benchmarks:
 * Fastify 5 + zod type provider, OpenAPI at /api/openapi.json, better-auth at /api/auth/*, the routes
 * of api.md "Accounts" and "Building", uploads, static files. Listening is the caller's job.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  let database = options.database;
  const ownsDatabase = !database;
  if (!database) {
    database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
    await database.migrate();
  }
  mkdirSync(env.uploadDir, { recursive: true });

  const app = Fastify({
    logger: options.logger === false ? false : { level: env.logLevel },
    // Only behind a proxy may X-Forwarded-* decide protocol, host and client IP (rate limits, origin
    // check); trusted without one, any client could pick its own IP and dodge the limits.
    trustProxy: env.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON is a JSON route's body: a text/plain "simple request" from another site gets 415.
  app.removeContentTypeParser('text/plain');

  const auth = createAuth(database.db, env);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('env', env);
  app.decorate('auth', auth);
  registerGracefulClose(app);
  // onClose runs once the server has stopped; handlers of abandoned requests may still be querying.
  if (ownsDatabase) {
    app.addHook('onClose', async () => {
      await app.handlersSettled(SHUTDOWN_GRACE_MS);
      await database.close();
    });
  }

  registerErrorHandler(app);
  registerCrossSiteGuard(app, env.publicOrigin);
  await registerRateLimit(app);
  await app.register(multipart, {
    limits: { fileSize: MATERIAL_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Quizset API', version: '0.1.0', description: 'See design/api.md for the contract.' },
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => {
    const document = app.swagger();
    return { ...document, paths: { ...AUTH_OPENAPI_PATHS, ...document.paths } };
  });
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness incl. the database' } },
    async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );

  await app.register(authRoutes, { auth });
  await app.register(userRoutes);
  await app.register(quizSetRoutes);
  await app.register(buildDataRoutes);
  await app.register(uploadRoutes);
  await registerStaticFiles(app);
  return app;
}
