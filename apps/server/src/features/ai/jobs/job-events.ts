import type { FileJobInput, FileJobOutcome, JobProgress } from './file-job';

/** What a job tells its watchers: progress, then exactly one `done`. */
export type JobEvent =
  | { type: 'progress'; progress: JobProgress }
  | { type: 'done'; outcome: FileJobOutcome };

/**
 * A job's event stream for one watcher: `push` from the backend, `for await` in the route. Events
 * pushed before anyone reads are kept; after `done` the iteration ends.
 */
export class JobEventStream implements AsyncIterable<JobEvent> {
  private readonly queue: JobEvent[] = [];
  private wake: (() => void) | null = null;
  private isDone = false;

  push(event: JobEvent): void {
    if (this.isDone) return;
    if (event.type === 'done') this.isDone = true;
    this.queue.push(event);
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<JobEvent> {
    while (true) {
      const event = this.queue.shift();
      if (event) {
        yield event;
        if (event.type === 'done') return;
        continue;
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = null;
    }
  }
}

/** A started (or re-attached) job: its id and its events. */
export interface JobHandle {
  id: string;
  events: JobEventStream;
}

/**
 * Where AI file jobs run (issue 9): in-process worker threads (piscina) by default, BullMQ on Redis
 * with `REDIS_URL` (then workers started with `npm run start:ai-worker` run them).
 */
export interface FileJobBackend {
  readonly kind: 'threads' | 'bullmq';
  /**
   * Starts a job for `owner`.
   * @throws AppError RATE_LIMITED (429) when the owner has AI_JOBS_PER_USER jobs running,
   *   UPSTREAM_UNAVAILABLE (503) when AI_JOBS_MAX jobs are running or waiting.
   */
  start(input: Omit<FileJobInput, 'provider'>, owner: string): Promise<JobHandle>;
  /** Watches an existing job of `owner` again (after a dropped connection or an API restart); null when unknown. */
  attach(id: string, owner: string): Promise<JobHandle | null>;
  close(): Promise<void>;
}
