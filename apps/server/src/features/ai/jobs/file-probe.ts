import { availableParallelism } from 'node:os';
import type { AiFileExtension } from '@quizset/domain';
import type { PdfVerdict } from '../files/extract-pdf';
import type { FileProblem } from '../files/file-rejection';
import { globalBusyError } from './busy-errors';
import type { ProbeTask } from './probe-task';
import { createRecyclingPool, PoolQueueFull, PoolWaitTimeout, type RecyclingPool } from './recycling-pool';

/**
 * Time one probe may run once its thread has started it; a file that takes longer to open is refused as
 * over the limits (422). Time in the queue does not count: under a class's uploads a good file that
 * waited behind others was refused as over the limits.
 */
export const PROBE_TIMEOUT_MS = 15_000;
/** Time a probe may wait for a thread; past it the server is busy (503, "try again"), not the file. */
export const PROBE_WAIT_MS = 30_000;
/** Heap of one probe thread: a file that needs more ends that thread (422), not the server. */
const PROBE_HEAP_MB = 384;
/** Probes that may wait for a thread; beyond it the probe answers busy at once. */
const PROBE_QUEUE = 64;

/**
 * Quick checks of uploaded files off the event loop (issue 17 item 1: the material route opened PDFs
 * with pdf.js on the main thread; health p99 rose to 0.5–2.8 s): the learning-material PDF verdict
 * and an AI file's preflight (issue 16 item 14). A pool of its own, apart from the AI job pool, so
 * a quick refusal never waits behind a long job. Each probe has a time limit and the threads a heap
 * limit (resourceLimits); a probe over either is answered as 'limit' (422).
 */
export interface FileProbe {
  /** The PDF verdict of a learning material (pdfVerdict, no page rule). `bytes` stay the caller's. */
  material(bytes: Uint8Array): Promise<PdfVerdict>;
  /** An AI file's cheap refusals (preflightAiFile): the problem, or null when it may be queued. */
  aiFile(extension: AiFileExtension, bytes: Uint8Array, maxPages: number): Promise<FileProblem | null>;
  /** Probes run in the pool's threads so far (all holders): what a test checks the work ran there. */
  readonly tasksRun: number;
  /** Gives this user's hold on the shared pool back; the pool closes with its last user. */
  release(): Promise<void>;
}

let shared: { pool: RecyclingPool; users: number } | null = null;

/**
 * The probe threads. A thread that a probe left holding more than RECYCLE_GROWTH_MB over its warm size
 * (a 19 MB PDF does) is replaced by a fresh one, which loads pdf.js before it takes a probe
 * (probe-task.ts): issue 17 item 3 "server memory returns to its baseline afterwards".
 */
function createPool(warm: boolean): RecyclingPool {
  return createRecyclingPool({
    taskModule: new URL('./probe-task.ts', import.meta.url),
    lowPriority: true,
    // One warm thread (pdf.js takes ~1 s to load): a refusal stays under a second. Cold: threads
    // start with probes and end once idle.
    warm,
    maxThreads: availableParallelism() > 2 ? 2 : 1,
    maxQueue: PROBE_QUEUE,
    idleTimeout: 15_000,
    resourceLimits: { maxOldGenerationSizeMb: PROBE_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
}

/**
 * The probe's own copy of `bytes`, moved into the thread (transferred): one copy on the event loop
 * rather than two (a copy, then structured cloning), which counts for 19 MB uploads.
 */
function ownCopy(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

async function run<T>(pool: RecyclingPool, task: ProbeTask, onFailure: T): Promise<T> {
  try {
    return await pool.run<T>(task, {
      timeoutMs: PROBE_TIMEOUT_MS,
      maxWaitMs: PROBE_WAIT_MS,
      transferList: [task.bytes.buffer as ArrayBuffer],
    });
  } catch (error) {
    // A full queue, or no thread free in time: the server is busy (503), the file is not to blame.
    if (error instanceof PoolWaitTimeout || error instanceof PoolQueueFull) throw globalBusyError();
    // Over the time limit or out of heap (the thread was ended): the file is over the limits.
    return onFailure;
  }
}

/**
 * A hold on the process's one probe pool (every app of the process shares it: the API and the AI
 * service in one process, the apps of a test file). Call `release()` when the app closes.
 * `warm` (FILE_THREADS_WARM, env.ts; default true): the pool keeps one thread loaded from the start;
 * the holder that opens the pool decides, later holders share it as it is.
 */
export function acquireFileProbe({ warm = true }: { warm?: boolean } = {}): FileProbe {
  if (!shared) shared = { pool: createPool(warm), users: 0 };
  const holder = shared;
  holder.users += 1;
  let released = false;
  const limit: FileProblem = { kind: 'limit' };
  return {
    get tasksRun() {
      return holder.pool.completed;
    },
    material: (bytes) =>
      run(holder.pool, { kind: 'material', bytes: ownCopy(bytes) }, { ok: false, problem: limit }),
    aiFile: (extension, bytes, maxPages) =>
      run(holder.pool, { kind: 'aiFile', extension, bytes: ownCopy(bytes), maxPages }, limit),
    async release() {
      if (released) return;
      released = true;
      holder.users -= 1;
      if (holder.users === 0) {
        if (shared === holder) shared = null;
        await holder.pool.destroy();
      }
    },
  };
}
