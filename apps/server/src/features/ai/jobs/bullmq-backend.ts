import { randomUUID } from 'node:crypto';
import { Job, Queue, QueueEvents } from 'bullmq';
import { FILE_JOB_QUEUE, fileKey, type QueuedFileJob, redisConnection, userJobsKey } from './bullmq-shared';
import { globalBusyError, userBusyError } from './busy-errors';
import type { FileJobOutcome, JobProgress } from './file-job';
import { type FileJobBackend, JobEventStream } from './job-events';

/** How long a job, its result and its file are kept in Redis. */
const KEEP_SECONDS = 3600;

function parseOutcome(value: unknown): FileJobOutcome {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return parsed && typeof parsed === 'object' && 'ok' in parsed
    ? (parsed as FileJobOutcome)
    : { ok: false, problem: { kind: 'corrupt' } };
}

/**
 * The BullMQ job backend (with `REDIS_URL`; issue 9): the API queues each file job on Redis (the file
 * bytes under their own key) and workers started with `npm run start:ai-worker` on any machine run
 * them. Progress and results come back through QueueEvents. A job and its result live in Redis, so
 * a job outlives an API restart and `attach` finds it again. Per-user limits are Redis counters
 * (shared by every API instance); the global limit counts the queue's waiting and active jobs.
 */
export async function createBullBackend(
  redisUrl: string,
  limits: { max: number; perUser: number; timeoutMs: number },
): Promise<FileJobBackend> {
  const queue = new Queue<QueuedFileJob>(FILE_JOB_QUEUE, { connection: redisConnection(redisUrl) });
  const queueEvents = new QueueEvents(FILE_JOB_QUEUE, { connection: redisConnection(redisUrl) });
  const redis = redisConnection(redisUrl);
  await queueEvents.waitUntilReady();
  const watchers = new Map<string, Set<JobEventStream>>();

  const watch = (id: string): JobEventStream => {
    const events = new JobEventStream();
    const set = watchers.get(id) ?? new Set();
    set.add(events);
    watchers.set(id, set);
    return events;
  };
  const finish = (id: string, outcome: FileJobOutcome) => {
    for (const events of watchers.get(id) ?? []) events.push({ type: 'done', outcome });
    watchers.delete(id);
  };
  queueEvents.on('progress', ({ jobId, data }) => {
    if (data && typeof data === 'object')
      for (const events of watchers.get(jobId) ?? [])
        events.push({ type: 'progress', progress: data as JobProgress });
  });
  queueEvents.on('completed', ({ jobId, returnvalue }) => finish(jobId, parseOutcome(returnvalue)));
  queueEvents.on('failed', ({ jobId }) => finish(jobId, { ok: false, problem: { kind: 'corrupt' } }));

  return {
    kind: 'bullmq',
    async start(input, owner) {
      const userKey = userJobsKey(owner);
      const mine = await redis.incr(userKey);
      // A crashed worker cannot leave a user blocked for longer than a job may take.
      await redis.pexpire(userKey, limits.timeoutMs * 2);
      if (mine > limits.perUser) {
        await redis.decr(userKey);
        throw userBusyError();
      }
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).reduce((sum, count) => sum + count, 0) >= limits.max) {
        await redis.decr(userKey);
        throw globalBusyError();
      }
      const id = randomUUID();
      const events = watch(id);
      // Its place in the line (issue 16 item 15), told once: jobs not started yet, and the running
      // ones, go first. Workers take jobs when they have a free thread, so the time limit of a job
      // (bullmq-worker.ts) counts its own run, never its wait.
      const notStarted = (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0);
      if (notStarted > 0)
        events.push({
          type: 'progress',
          progress: { phase: 'queued', ahead: notStarted + (counts.active ?? 0) },
        });
      try {
        await redis.set(fileKey(id), Buffer.from(input.bytes), 'EX', KEEP_SECONDS);
        await queue.add(
          'file',
          { owner, extension: input.extension, options: input.options, maxPages: input.maxPages },
          {
            jobId: id,
            removeOnComplete: { age: KEEP_SECONDS },
            removeOnFail: { age: KEEP_SECONDS },
            attempts: 1,
          },
        );
      } catch (error) {
        watchers.delete(id);
        await redis.decr(userKey);
        throw error;
      }
      return { id, events };
    },
    async attach(id, owner) {
      const events = watch(id);
      const job = await Job.fromId<QueuedFileJob>(queue, id);
      if (!job || job.data.owner !== owner) {
        watchers.get(id)?.delete(events);
        return null;
      }
      const state = await job.getState();
      if (state === 'completed') finish(id, parseOutcome(job.returnvalue));
      else if (state === 'failed') finish(id, { ok: false, problem: { kind: 'corrupt' } });
      else if (job.progress && typeof job.progress === 'object')
        events.push({ type: 'progress', progress: job.progress as JobProgress });
      return { id, events };
    },
    async close() {
      await queueEvents.close();
      await queue.close();
      redis.disconnect();
    },
  };
}
