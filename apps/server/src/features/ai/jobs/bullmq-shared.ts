import type { AiFileExtension } from '@quizset/domain';
import { Redis } from 'ioredis';
import type { GenerationOptions } from '../providers/embedded/plan';

/** The BullMQ queue of AI file jobs, shared by the API (producer) and `start:ai-worker` (consumers). */
export const FILE_JOB_QUEUE = 'quizset-ai-files';

/** Redis key of a queued job's file bytes (kept beside the job, not inside its JSON data). */
export const fileKey = (jobId: string) => `quizset:ai:file:${jobId}`;
/** Redis counter of a user's unfinished jobs (AI_JOBS_PER_USER across every API instance). */
export const userJobsKey = (owner: string) => `quizset:ai:active:${owner}`;

/** What a queued job carries (the bytes sit under `fileKey(job.id)`). */
export interface QueuedFileJob {
  owner: string;
  extension: AiFileExtension;
  options: GenerationOptions;
  maxPages: number;
}

/** A Redis connection as BullMQ wants it (no per-command retry limit for blocking workers). */
export function redisConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null });
}
