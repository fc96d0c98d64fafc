import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import type { ProviderConfig } from '../providers/create-provider';
import { stderrLog, type UpstreamLog } from '../providers/openai/upstream-errors';
import type { FileJobInput, FileJobOutcome, JobProgress } from './file-job';
import { createRecyclingPool, PoolQueueFull, PoolRunTimeout, PoolWaitTimeout } from './recycling-pool';

export interface ThreadRunnerOptions {
  threads: number;
  /** Jobs that may wait for a free thread; beyond it `run` answers busy at once. */
  maxQueue: number;
  /**
   * Time limit of one job once its thread has started it (a new thread loads first); over it the
   * thread is stopped and the job ends as 'timeout'.
   */
  timeoutMs: number;
  /**
   * Time a job may wait to start (default `timeoutMs`): behind other jobs, or for a new thread to
   * load. Over it the job ends as 'busy' (nothing ran).
   */
  maxWaitMs?: number;
  /** Heap of one thread (MB): a file that would need more ends that thread, not the server. */
  maxHeapMb?: number;
  /** The app's logger: upstream failures logged inside a thread are written here (default: stderr). */
  log?: UpstreamLog;
  /** MiB a thread may grow over its warm size before it is replaced (default RECYCLE_GROWTH_MB). */
  recycleGrowthMb?: number;
  /**
   * The provider that writes the questions (AI_PROVIDER, env.ts): a thread loads the embedded
   * writer's model while it warms only for 'embedded' (default), pdf.js always (thread-task.ts).
   */
  writer?: ProviderConfig['kind'];
  /**
   * One thread loaded from the start (default true; FILE_THREADS_WARM, env.ts). false: the first job
   * starts a thread, which loads before it starts the job, as a replacement thread does; threads end
   * 15 s after their last job.
   */
  warm?: boolean;
}

/** What a job thread reads from `workerData` (set here, read in thread-task.ts). */
export interface JobThreadSettings {
  writer: ProviderConfig['kind'];
}

/** A log line a job thread posts beside its progress (thread-task.ts), written to the runner's `log`. */
export interface ThreadLogMessage {
  log: { data: Record<string, unknown>; message: string };
}

export interface ThreadRunner {
  /** Jobs that run at once (worker threads). */
  readonly threads: number;
  /** Runs a job; `input.bytes` is handed over (its buffer may be detached). Never rejects. */
  run(input: FileJobInput, onProgress: (progress: JobProgress) => void): Promise<FileJobOutcome>;
  /** Jobs running or waiting now. */
  readonly load: number;
  /** Ids of the live job threads (a thread replaced after a big job shows up as a new id). */
  readonly threadIds: number[];
  close(): Promise<void>;
}

/**
 * Heap of one job thread (MB; issue 17 item 3: bombs took 2.7–3.45 GB). With the decompression and
 * text limits of files/file-limits.ts no real file comes near it; a thread past it is ended and its
 * job answered 422.
 */
export const JOB_HEAP_MB = 768;

/**
 * A bounded pool of worker threads for file jobs (piscina; issue 9 "jobs off the event loop, with a
 * bounded pool"): PDF parsing and question writing never block the API's event loop. A job over its
 * time limit is aborted (piscina terminates the thread), a thread that dies (out of heap, a parser
 * crash) ends its job as 'corrupt', and a full queue answers 'busy' without queueing. A thread that
 * a job left holding more than `recycleGrowthMb` over its warm size is replaced by a fresh one
 * (recycling-pool.ts; issue 17 item 3 "server memory returns to its baseline afterwards").
 */
export function createThreadRunner(options: ThreadRunnerOptions): ThreadRunner {
  const pool = createRecyclingPool({
    taskModule: new URL('./thread-task.ts', import.meta.url),
    lowPriority: true,
    // One thread stays loaded (pdf.js and the parsers take ~1 s to load; each thread loads them
    // before it takes a job, thread-task.ts): the first file of the day does not pay for it, and
    // the 500-page refusal stays well under a second. Cold: threads start with jobs, end once idle.
    warm: options.warm !== false,
    maxThreads: options.threads,
    // Jobs may also wait while a thread being replaced still counts against maxThreads.
    maxQueue: options.maxQueue + options.threads,
    // Threads beyond the warm one end 15 s after their last job: each holds 50+ MiB (issue 17 item 3).
    idleTimeout: 15_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? JOB_HEAP_MB },
    recycleGrowthMb: options.recycleGrowthMb,
    threadData: { writer: options.writer ?? 'embedded' } satisfies JobThreadSettings,
  });
  let active = 0;
  return {
    threads: options.threads,
    get load() {
      return active;
    },
    get threadIds() {
      return pool.threadIds;
    },
    async run(input, onProgress) {
      if (active >= options.threads + options.maxQueue) return { ok: false, problem: { kind: 'busy' } };
      active += 1;
      const { port1, port2 } = new MessageChannel();
      const handle = (message: JobProgress | ThreadLogMessage) => {
        if ('log' in message) (options.log ?? stderrLog).warn(message.log.data, message.log.message);
        else onProgress(message);
      };
      port1.on('message', handle);
      // The bytes are handed over: a buffer of their own (an upload, read-ai-upload.ts) moves into the
      // thread without a copy and is detached here; a small one from Node's shared pool is copied
      // first, so no other Buffer of the pool is detached with it.
      const isPooled =
        input.bytes.buffer.byteLength <= Buffer.poolSize || input.bytes.buffer instanceof SharedArrayBuffer;
      const bytes = isPooled ? new Uint8Array(input.bytes) : input.bytes;
      try {
        return await pool.run<FileJobOutcome>(
          { input: { ...input, bytes }, port: port2 },
          {
            transferList: [port2, bytes.buffer as ArrayBuffer],
            timeoutMs: options.timeoutMs,
            maxWaitMs: options.maxWaitMs ?? options.timeoutMs,
          },
        );
      } catch (error) {
        if (error instanceof PoolRunTimeout) return { ok: false, problem: { kind: 'timeout' } };
        if (error instanceof PoolWaitTimeout || error instanceof PoolQueueFull)
          return { ok: false, problem: { kind: 'busy' } };
        // A thread ended for passing its heap limit: the file needs more than a file may (422).
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          return { ok: false, problem: { kind: 'limit' } };
        return { ok: false, problem: { kind: 'corrupt' } };
      } finally {
        active -= 1;
        // The thread's last log lines and progress are on this port, and the result on piscina's:
        // the result may be seen first, so take what is still queued here before closing it.
        for (let left = receiveMessageOnPort(port1); left; left = receiveMessageOnPort(port1))
          handle(left.message as JobProgress | ThreadLogMessage);
        port1.close();
      }
    },
    async close() {
      await pool.destroy();
    },
  };
}
