import { openPostgres } from '../../db/client';
import { loadEnv } from '../../env';
import { buildAiApp } from './standalone-app';

/**
 * `npm run start:ai`: the AI service alone on AI_PORT (issue 9). Run the API with AI_SERVICE=external
 * and AI_PUBLIC_URL pointing here; both need the same AUTH_SECRET (tokens are signed with it).
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = env.databaseUrl ? await openPostgres(env.databaseUrl, 5) : null;
  const app = await buildAiApp({ env, database });
  if (!database)
    app.log.warn('no DATABASE_URL: the public question bank is not available to this AI service');
  const shutdown = () => {
    app.close().then(
      async () => {
        await database?.close();
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await app.listen({ port: env.ai.port, host: env.host });
  app.log.info(
    { provider: env.ai.provider, jobs: env.ai.redisUrl ? 'bullmq' : 'threads' },
    `Quizset AI service on ${env.host}:${env.ai.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
