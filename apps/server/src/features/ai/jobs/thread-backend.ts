import { randomUUID } from 'node:crypto';
import type { ProviderConfig } from '../providers/create-provider';
import { globalBusyError, userBusyError } from './busy-errors';
import type { FileJobInput, FileJobOutcome } from './file-job';
import { type FileJobBackend, type JobEvent, JobEventStream, type JobHandle } from './job-events';
import type { ThreadRunner } from './thread-runner';

interface TrackedJob {
  owner: string;
  history: JobEvent[];
  watchers: Set<JobEventStream>;
  outcome: FileJobOutcome | null;
}

/** Finished jobs stay attachable this long (a client that lost its connection can fetch the result). */
const KEEP_FINISHED_MS = 10 * 60 * 1000;

/**
 * The in-process job backend (the embedded default, no Redis): jobs run on the worker-thread pool of
 * this process, at most `perUser` per user and `max` in all (running + waiting). Jobs live in memory:
 * they end with the process (with Redis they outlive it: bullmq-backend.ts).
 *
 * The waiting line is kept here, not in the pool (issue 16 item 15): a job is handed to a thread
 * only when one is free, so its time limit counts its own run, never its wait, and a waiting job
 * hears its place at once (`queued`, `ahead`) and again as the line moves.
 */
export function createThreadBackend(
  runner: ThreadRunner,
  provider: ProviderConfig,
  limits: { max: number; perUser: number },
): FileJobBackend {
  const jobs = new Map<string, TrackedJob>();
  const running = new Map<string, number>();
  const waiting: Array<{ job: TrackedJob; input: Omit<FileJobInput, 'provider'>; id: string }> = [];
  let total = 0;
  let runningNow = 0;

  const stream = (job: TrackedJob): JobEventStream => {
    const events = new JobEventStream();
    for (const event of job.history) events.push(event);
    if (!job.outcome) job.watchers.add(events);
    return events;
  };
  const emit = (job: TrackedJob, event: JobEvent) => {
    // Only the latest progress matters to a late watcher: keep history short.
    if (event.type === 'progress') job.history = job.history.filter((e) => e.type !== 'progress');
    job.history.push(event);
    for (const watcher of job.watchers) watcher.push(event);
  };
  const tellPlaces = () => {
    for (const [index, { job }] of waiting.entries())
      emit(job, { type: 'progress', progress: { phase: 'queued', ahead: runningNow + index } });
  };
  const launch = (job: TrackedJob, input: Omit<FileJobInput, 'provider'>, id: string) => {
    runningNow += 1;
    runner
      .run({ ...input, provider }, (progress) => emit(job, { type: 'progress', progress }))
      .then((outcome) => {
        job.outcome = outcome;
        emit(job, { type: 'done', outcome });
        job.watchers.clear();
      })
      .finally(() => {
        running.set(job.owner, (running.get(job.owner) ?? 1) - 1);
        if ((running.get(job.owner) ?? 0) <= 0) running.delete(job.owner);
        total -= 1;
        runningNow -= 1;
        setTimeout(() => jobs.delete(id), KEEP_FINISHED_MS).unref();
        const next = waiting.shift();
        if (next) launch(next.job, next.input, next.id);
        tellPlaces();
      });
  };

  return {
    kind: 'threads',
    async start(input, owner) {
      if ((running.get(owner) ?? 0) >= limits.perUser) throw userBusyError();
      if (total >= limits.max) throw globalBusyError();
      running.set(owner, (running.get(owner) ?? 0) + 1);
      total += 1;
      const id = randomUUID();
      const job: TrackedJob = { owner, history: [], watchers: new Set(), outcome: null };
      jobs.set(id, job);
      const handle: JobHandle = { id, events: stream(job) };
      if (runningNow < runner.threads) launch(job, input, id);
      else {
        waiting.push({ job, input, id });
        tellPlaces();
      }
      return handle;
    },
    async attach(id, owner) {
      const job = jobs.get(id);
      return job && job.owner === owner ? { id, events: stream(job) } : null;
    },
    async close() {
      await runner.close();
    },
  };
}
