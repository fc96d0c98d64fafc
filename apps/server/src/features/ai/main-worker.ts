import { loadEnv } from '../../env';
import { startFileJobWorker } from './jobs/bullmq-worker';
import { createThreadRunner } from './jobs/thread-runner';
import { providerConfigFromEnv } from './providers/create-provider';

/**
 * `npm run start:ai-worker`: a BullMQ worker for AI file jobs (issue 9). Needs REDIS_URL (the same as
 * the API's); start as many as wanted, on any machine. Each runs AI_WORKER_THREADS jobs at once on its
 * own worker threads, with the AI_* provider settings of its own environment. SIGTERM lets running
 * jobs finish before it exits.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  if (!env.ai.redisUrl) throw new Error('REDIS_URL is required for npm run start:ai-worker');
  const provider = providerConfigFromEnv(env.ai);
  const runner = createThreadRunner({
    threads: env.ai.workerThreads,
    maxQueue: 0,
    timeoutMs: env.ai.fileTimeoutMs,
    writer: provider.kind,
    warm: env.ai.warmThreads,
  });
  const { close } = startFileJobWorker(env.ai.redisUrl, runner, provider, env.ai.workerThreads);
  console.log(`Quizset AI worker: ${env.ai.workerThreads} thread(s), provider ${env.ai.provider}`);
  const shutdown = () => {
    close()
      .then(() => runner.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
