import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';
import type { Env } from '../../env';
import { createQuestionBank, type QuestionBank } from './bank/question-bank';
import { createBullBackend } from './jobs/bullmq-backend';
import { acquireFileProbe, type FileProbe } from './jobs/file-probe';
import type { FileJobBackend } from './jobs/job-events';
import { createThreadBackend } from './jobs/thread-backend';
import { createThreadRunner } from './jobs/thread-runner';
import { createProvider, providerConfigFromEnv } from './providers/create-provider';
import type { UpstreamLog } from './providers/openai/upstream-errors';
import type { AiProvider } from './providers/provider';

/** What the AI routes work with: one provider, one job backend, the question bank. */
export interface AiServiceParts {
  provider: AiProvider;
  jobs: FileJobBackend;
  /** The public question bank; an empty one when the service runs without a database. */
  bank: QuestionBank;
  /** Quick checks of uploaded files in threads of their own (cheap refusals before a job is queued). */
  probe: FileProbe;
  /**
   * Whether the session an AI token names is still signed in (issue 17 item 2); null when the service
   * runs without a database (then a token lives its AI_TOKEN_TTL_SECONDS).
   */
  sessionAlive: ((sessionId: string, userId: string) => Promise<boolean>) | null;
}

const emptyBank: QuestionBank = { search: async () => [] };

/**
 * Builds the AI service's parts from the environment (issue 9): the provider of AI_PROVIDER, file
 * jobs on BullMQ when REDIS_URL is set (workers: `npm run start:ai-worker`) or else on this
 * process's worker-thread pool, and the question bank on `db` when there is one. `log` (the app's
 * pino logger) receives the model's upstream failures, those of worker threads included.
 */
export async function createAiServiceParts(
  env: Env,
  db: Db | null,
  log?: UpstreamLog,
): Promise<AiServiceParts> {
  const providerConfig = providerConfigFromEnv(env.ai);
  const limits = { max: env.ai.jobsMax, perUser: env.ai.jobsPerUser, timeoutMs: env.ai.fileTimeoutMs };
  const jobs = env.ai.redisUrl
    ? await createBullBackend(env.ai.redisUrl, limits)
    : createThreadBackend(
        createThreadRunner({
          threads: env.ai.workerThreads,
          maxQueue: Math.max(0, env.ai.jobsMax - env.ai.workerThreads),
          timeoutMs: env.ai.fileTimeoutMs,
          log,
          writer: providerConfig.kind,
          warm: env.ai.warmThreads,
        }),
        providerConfig,
        limits,
      );
  return {
    provider: createProvider(providerConfig, log),
    jobs,
    bank: db ? createQuestionBank(db) : emptyBank,
    probe: acquireFileProbe({ warm: env.ai.warmThreads }),
    sessionAlive: db ? (sessionId, userId) => isSessionAlive(db, sessionId, userId) : null,
  };
}

/** One primary-key read: the session exists, belongs to `userId` and has not expired. */
async function isSessionAlive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId), gt(session.expiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

/** Closes the parts with the app (job pool threads, Redis connections). */
export function closeAiServiceWith(app: FastifyInstance, parts: AiServiceParts): void {
  app.addHook('onClose', async () => {
    await parts.jobs.close();
    await parts.probe.release();
  });
}
