import type { FastifyInstance } from 'fastify';
import { createProvider, providerConfigFromEnv } from '../ai/providers/create-provider';
import { translationRoutes } from './routes';
import { createTranslationRunner } from './translation-runner';

/**
 * Translations in the API process (issue 9 "Translation"): the runner works where the database is,
 * whatever AI_SERVICE says, with the provider of the AI_* configuration (openai translates; embedded
 * marks the rows `unavailable`). `app.translations.kick()` after a save starts it at once; it also
 * polls for retries and rows left by a stopped process.
 */
export async function registerTranslations(app: FastifyInstance): Promise<void> {
  const runner = createTranslationRunner({
    db: app.db,
    provider: createProvider(providerConfigFromEnv(app.env.ai), app.log),
    log: app.log,
  });
  app.decorate('translations', runner);
  app.addHook('onClose', () => runner.close());
  await app.register(translationRoutes);
  // Rows left pending by a previous run are picked up right away.
  app.addHook('onReady', async () => runner.kick());
}
