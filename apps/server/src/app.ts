import { mkdirSync } from 'node:fs';
import swagger from '@fastify/swagger';
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
import { registerSessionCookieRefresh } from './auth/session';
import { SignInThrottle } from './auth/sign-in-throttle';
import { createSignUpGuard } from './auth/sign-up-guard';
import { createThrottleStore } from './auth/throttle-store';
import { type DatabaseHandle, openDatabase } from './db/client';
import type { Env } from './env';
import { adminRoutes } from './features/admin/routes';
import { aiServiceRoutes } from './features/ai/routes';
import { closeAiServiceWith, createAiServiceParts } from './features/ai/service';
import { aiTokenRoutes } from './features/ai/token-routes';
import { aiTutorTemplateRoutes } from './features/ai-tutor-templates/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { billingRoutes } from './features/billing/routes';
import { buildDataRoutes } from './features/build-data/routes';
import { registerGradePassbackWorker } from './features/classroom/grade-passback/passback-worker';
import { classroomPageRoutes } from './features/classroom/page-routes';
import { classroomRoutes } from './features/classroom/routes';
import { importExportRoutes } from './features/import-export/routes';
import { liveGameRoutes } from './features/live-games/routes';
import { createMailer } from './features/mail/send-mail';
import { quizSetRoutes } from './features/quizsets/routes';
import { registerBellSweeper } from './features/rooms/bell';
import { roomRoutes } from './features/rooms/routes';
import { siteConfigRoutes } from './features/site-config/routes';
import { registerTranslations } from './features/translations/register-translations';
import { uploadRoutes } from './features/uploads/routes';
import { userRoutes } from './features/users/routes';
import { registerBadInputGuard } from './plugins/bad-input';
import { registerCompression } from './plugins/compression';
import { registerCrossSiteGuard } from './plugins/cross-site';
import { answerFrameworkError, registerErrorHandler, serializeErrorForLog } from './plugins/error-handler';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerMultipartPassThrough } from './plugins/multipart';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders, setBaselineSecurityHeaders } from './plugins/security-headers';
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
    database = await openDatabase({
      databaseUrl: env.databaseUrl,
      dataDir: env.dataDir,
      poolSize: env.databasePoolSize,
    });
    await database.migrate();
  }
  mkdirSync(env.uploadDir, { recursive: true });

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: env.logLevel, serializers: { err: (error) => serializeErrorForLog(error) } },
    // Only the proxy TRUST_PROXY names may set X-Forwarded-* (protocol, host, client address for the
    // rate limits and the origin check); trusted from anyone, a client could pick its own address.
    trustProxy: env.trustProxy,
    // Errors raised before routing (a malformed URL) get the envelope and headers too (issue 6).
    frameworkErrors: (error, request, reply) => {
      setBaselineSecurityHeaders(reply);
      answerFrameworkError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON is a JSON route's body: a text/plain "simple request" from another site gets 415.
  app.removeContentTypeParser('text/plain');

  const auth = createAuth(database.db, env, app.log);
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
  registerSecurityHeaders(app);
  await registerCompression(app);
  registerBadInputGuard(app);
  registerSessionCookieRefresh(app);
  registerCrossSiteGuard(app, env.publicOrigin);
  await registerRateLimit(app);
  // @fastify/multipart itself only in the plugins of the routes that take files (issue 20 item 2).
  registerMultipartPassThrough(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Quizset API', version: '0.1.0', description: 'See docs/api.md for the contract.' },
    },
    transform: jsonSchemaTransform,
  });

  app.get(
    '/api/openapi.json',
    { schema: { tags: ['health'], summary: 'This document: every route (docs/api.md is its prose)' } },
    async () => {
      const document = app.swagger();
      return { ...document, paths: { ...AUTH_OPENAPI_PATHS, ...document.paths } };
    },
  );
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

  // Short-lived counters shared by every process under REDIS_URL: the sign-in throttle's and the
  // tutor's spend windows (features/rooms/tutor-spend.ts).
  const counterStore = createThrottleStore(env.redisUrl);
  app.addHook('onClose', () => counterStore.close());
  await app.register(authRoutes, {
    auth,
    signInThrottle: env.rateLimit.auth ? new SignInThrottle(counterStore) : null,
    signUpGuard: createSignUpGuard({
      db: database.db,
      sendMail: createMailer(env.mail, app.log),
      publicOrigin: env.publicOrigin,
      limited: env.rateLimit.auth,
      log: app.log,
    }),
  });
  await app.register(userRoutes);
  await app.register(siteConfigRoutes);
  await app.register(analyticsRoutes);
  await app.register(adminRoutes);
  await app.register(billingRoutes);
  await app.register(quizSetRoutes);
  await app.register(importExportRoutes);
  await app.register(roomRoutes, { counters: counterStore });
  await app.register(liveGameRoutes);
  await registerTranslations(app);
  await app.register(buildDataRoutes);
  await app.register(aiTutorTemplateRoutes);
  await app.register(uploadRoutes);
  await app.register(aiTokenRoutes);
  await app.register(classroomRoutes);
  registerGradePassbackWorker(app);
  registerBellSweeper(app);
  // The AI service runs here unless it runs apart (AI_SERVICE=external, npm run start:ai).
  if (env.ai.service === 'inline') {
    const aiParts = await createAiServiceParts(env, database.db, app.log);
    closeAiServiceWith(app, aiParts);
    await app.register(aiServiceRoutes, aiParts);
  }
  await registerStaticFiles(app);
  await app.register(classroomPageRoutes);
  return app;
}
