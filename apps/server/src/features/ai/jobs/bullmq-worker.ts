import { type Job, Worker } from 'bullmq';
import type { ProviderConfig } from '../providers/create-provider';
import { FILE_JOB_QUEUE, fileKey, type QueuedFileJob, redisConnection, userJobsKey } from './bullmq-shared';
import type { FileJobOutcome } from './file-job';
import type { ThreadRunner } from './thread-runner';

/**
 * A BullMQ worker for AI file jobs (`npm run start:ai-worker`, issue 9): takes jobs from Redis, runs
 * each on this machine's worker-thread pool (the same runner as the in-process backend), reports
 * progress with `job.updateProgress` and returns the outcome as the job's result. The file bytes are
 * deleted once read, and the owner's job counter is released whatever happens.
 */
export function startFileJobWorker(
  redisUrl: string,
  runner: ThreadRunner,
  provider: ProviderConfig,
  concurrency: number,
): { worker: Worker; close: () => Promise<void> } {
  const redis = redisConnection(redisUrl);
  const worker = new Worker<QueuedFileJob, FileJobOutcome>(
    FILE_JOB_QUEUE,
    async (job: Job<QueuedFileJob, FileJobOutcome>) => {
      try {
        const bytes = await redis.getBuffer(fileKey(job.id as string));
        if (!bytes) return { ok: false, problem: { kind: 'corrupt' } };
        await redis.del(fileKey(job.id as string));
        return await runner.run({ ...job.data, bytes: new Uint8Array(bytes), provider }, (progress) => {
          void job.updateProgress(progress);
        });
      } finally {
        await redis.decr(userJobsKey(job.data.owner));
      }
    },
    { connection: redisConnection(redisUrl), concurrency },
  );
  return {
    worker,
    close: async () => {
      await worker.close();
      redis.disconnect();
    },
  };
}
