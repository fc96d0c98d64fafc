import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { stderrLog, type UpstreamLog } from '../providers/openai/upstream-errors';
import type { FileJobInput, FileJobOutcome, JobProgress } from './file-job';

export interface ThreadRunnerOptions {
  threads: number;
  /** Jobs that may wait for a free thread; beyond it `run` answers busy at once. */
  maxQueue: number;
  /** Time limit of one job; over it the thread is stopped and the job ends as 'timeout'. */
  timeoutMs: number;
  /** Heap of one thread (MB): a file that would need more ends that thread, not the server. */
  maxHeapMb?: number;
  /** The app's logger: upstream failures logged inside a thread are written here (default: stderr). */
  log?: UpstreamLog;
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
 * crash) ends its job as 'corrupt', and a full queue answers 'busy' without queueing.
 */
export function createThreadRunner(options: ThreadRunnerOptions): ThreadRunner {
  const pool = new Piscina({
    filename: new URL('./thread-entry.mjs', import.meta.url).href,
    // One thread stays loaded (pdf.js and the parsers take ~1 s to load): the first file of the day
    // does not pay for it, and the 500-page refusal stays well under a second.
    minThreads: 1,
    maxThreads: options.threads,
    // One more place than jobs may use: the warm-up task below must never take a job's place.
    maxQueue: options.maxQueue + 1,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? JOB_HEAP_MB },
  });
  // A thread that dies outside a task (out of heap while starting) is reported here, not thrown:
  // the task it would have run is still bounded by its time limit.
  pool.on('error', () => undefined);
  // Load the parsers in the warm thread now rather than on the first file.
  pool.run({ warmup: true }).catch(() => undefined);
  let active = 0;
  return {
    threads: options.threads,
    get load() {
      return active;
    },
    async run(input, onProgress) {
      if (active >= options.threads + options.maxQueue) return { ok: false, problem: { kind: 'busy' } };
      active += 1;
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (message: JobProgress | ThreadLogMessage) => {
        if ('log' in message) (options.log ?? stderrLog).warn(message.log.data, message.log.message);
        else onProgress(message);
      });
      // The bytes are handed over: a buffer of their own (an upload, read-ai-upload.ts) moves into the
      // thread without a copy and is detached here; a small one from Node's shared pool is copied
      // first, so no other Buffer of the pool is detached with it.
      const isPooled =
        input.bytes.buffer.byteLength <= Buffer.poolSize || input.bytes.buffer instanceof SharedArrayBuffer;
      const bytes = isPooled ? new Uint8Array(input.bytes) : input.bytes;
      try {
        return (await pool.run(
          { input: { ...input, bytes }, port: port2 },
          {
            transferList: [port2, bytes.buffer as ArrayBuffer],
            signal: AbortSignal.timeout(options.timeoutMs),
          },
        )) as FileJobOutcome;
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'AbortError' || name === 'TimeoutError')
          return { ok: false, problem: { kind: 'timeout' } };
        if (/queue is at limit|no task queue available/i.test(String((error as Error).message)))
          return { ok: false, problem: { kind: 'busy' } };
        // A thread ended for passing its heap limit: the file needs more than a file may (422).
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          return { ok: false, problem: { kind: 'limit' } };
        return { ok: false, problem: { kind: 'corrupt' } };
      } finally {
        active -= 1;
        port1.close();
      }
    },
    async close() {
      await pool.destroy();
    },
  };
}
