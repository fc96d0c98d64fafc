import { buildApp } from './app';
import { openDatabase } from './db/client';
import { loadEnv } from './env';
import { seedDatabase } from './seed';
import { closeGracefully } from './shutdown';

/**
 * `npm start`: opens the database (PGlite under DATA_DIR, or DATABASE_URL), migrates, seeds
 * (templates always; demo data per SEED_DEMO), listens on HOST:PORT, and shuts down cleanly on
 * SIGTERM/SIGINT: the app first (requests in flight finish, new ones get 503), then the database, so
 * no request meets a closed pool and PGlite flushes its files (closeGracefully).
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    poolSize: env.databasePoolSize,
  });
  await database.migrate();
  await seedDatabase(database.db, { demo: env.seedDemo });
  // The database is passed in, so the app does not close it: closeGracefully does, after the app.
  const app = await buildApp({ env, database });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    closeGracefully(app, database).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.port, host: env.host });
  app.log.info(
    { database: database.kind, dataDir: env.dataDir, publicOrigin: env.publicOrigin },
    `Quizset listening on http://${env.host}:${env.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
