import { Queue, Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { redisConnection } from '../../ai/jobs/bullmq-shared';
import { TokenCipher } from '../google-auth/token-cipher';
import { sendDueGradePassbacks } from './send-due-grade-passbacks';

/** The BullMQ queue whose scheduled job runs passback passes (REDIS_URL set). */
export const GRADE_PASSBACK_QUEUE = 'quizset-grade-passback';

/**
 * Runs the grade passback outbox (issue 11): every CLASSROOM_PASSBACK_POLL_MS, one pass of
 * `sendDueGradePassbacks`, never two at once in a process; stopped when the app closes. Off when
 * Google is not configured or the poll is 0.
 *
 * Without REDIS_URL each process runs its own timer (rows are claimed with SKIP LOCKED, so several
 * processes never send one grade twice). With REDIS_URL the passes are a BullMQ job scheduler: one
 * pass per interval for all processes together, run by whichever process's worker takes it, and no
 * process polls the database on its own. Either way the grades, their attempts and their backoff
 * live in the outbox table, so nothing is lost if Redis or a process goes away.
 */
export function registerGradePassbackWorker(app: FastifyInstance): void {
  const { google } = app.env;
  if (!google.client || google.passbackPollMs === 0) return;
  const cipher = new TokenCipher(google.tokenEncryptionKey);
  const runPass = () => sendDueGradePassbacks(app.db, { google, cipher, log: app.log });
  if (app.env.redisUrl) registerBullmqPasses(app, app.env.redisUrl, runPass);
  else registerTimerPasses(app, runPass);
}

function registerTimerPasses(app: FastifyInstance, runPass: () => Promise<unknown>): void {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runPass()
      .catch((error) => app.log.error({ err: error }, 'grade passback pass failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, app.env.google.passbackPollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

function registerBullmqPasses(app: FastifyInstance, redisUrl: string, runPass: () => Promise<unknown>): void {
  let queue: Queue | null = null;
  let worker: Worker | null = null;
  app.addHook('onReady', async () => {
    queue = new Queue(GRADE_PASSBACK_QUEUE, { connection: redisConnection(redisUrl) });
    // Every process upserts the same scheduler: one schedule, not one per process.
    await queue.upsertJobScheduler(
      'passes',
      { every: app.env.google.passbackPollMs },
      { name: 'pass', opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
    worker = new Worker(GRADE_PASSBACK_QUEUE, () => runPass(), {
      connection: redisConnection(redisUrl),
      concurrency: 1,
    });
    worker.on('failed', (_job, error) => app.log.error({ err: error }, 'grade passback pass failed'));
  });
  app.addHook('onClose', async () => {
    await worker?.close();
    await queue?.close();
  });
}
