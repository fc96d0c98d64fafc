import { AppError, msg } from '../../lib/app-error';
import { createRecyclingPool, PoolQueueFull, PoolWaitTimeout } from '../ai/jobs/recycling-pool';
import type { DraftImage } from './draft-question';
import type { BuiltImport } from './finish-import';
import type { ParseOutcome, ParseTask } from './parse-task';

/** Time limit of one parse once the thread has started it: a longer one is hostile or broken (422). */
const PARSE_TIMEOUT_MS = 20_000;
/** Time a parse may wait for the thread; past it the server is busy (503, "try again"), not the file. */
const PARSE_WAIT_MS = 30_000;

/**
 * One worker thread for import parsing (issue 21 "parse in a worker thread if needed"): a 10 MB XML
 * or spreadsheet never holds the API's event loop (bench: health p99 < 50 ms). Parses queue on that
 * thread (at most 16 waiting: more → 503 busy).
 */
export interface ParsePool {
  /** The file's items, sanitized and checked (images still to process: storeImportImages). */
  parse(data: Buffer): Promise<BuiltImport>;
  close(): Promise<void>;
}

/** Limits of a parse; tests shorten them. */
export interface ParsePoolOptions {
  /** Time limit of one parse from when the thread starts it (ms, default PARSE_TIMEOUT_MS): over it, 422. */
  timeoutMs?: number;
}

/**
 * The import's parse thread on the AI files' recycling pool (ai/jobs/recycling-pool.ts), so both
 * hold the same rules: the time limit runs from when the thread starts on the file, not from the
 * upload (a teacher's good file queued behind a colleague's slow one was refused as unreadable when
 * the slow one used up the shared 20 s); a wait has its own bound, answered busy; the thread starts
 * with the first import and ends 30 s after the last (it holds ~50 MB: issue 17 item 3), and one
 * ended for its time limit while files wait is replaced at once; a thread an import left holding
 * much more than its warm size is replaced once idle.
 * @throws AppError UPSTREAM_UNAVAILABLE `import.busy` (503) when the queue is full or the wait too
 *   long; UNPROCESSABLE `import.unreadable` (422) over the time limit or heap, or when the thread
 *   fails; the parser's own AppError (its code, its message) for a file it refuses.
 */
export function createParsePool({ timeoutMs = PARSE_TIMEOUT_MS }: ParsePoolOptions = {}): ParsePool {
  const pool = createRecyclingPool({
    taskModule: new URL('./parse-task.ts', import.meta.url),
    warm: false,
    maxThreads: 1,
    maxQueue: 16,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return {
    async parse(data) {
      const bytes = new Uint8Array(data);
      const task: ParseTask = { bytes };
      let outcome: ParseOutcome;
      try {
        outcome = await pool.run<ParseOutcome>(task, {
          timeoutMs,
          maxWaitMs: PARSE_WAIT_MS,
          transferList: [bytes.buffer as ArrayBuffer],
        });
      } catch (error) {
        if (error instanceof PoolWaitTimeout || error instanceof PoolQueueFull)
          throw new AppError('UPSTREAM_UNAVAILABLE', msg('import.busy'));
        throw new AppError('UNPROCESSABLE', msg('import.unreadable'));
      }
      if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
      return revive(outcome.built);
    },
    close: () => pool.destroy(),
  };
}

// Buffers cross the thread as Uint8Arrays: make them Buffers again.
function revive(built: BuiltImport): BuiltImport {
  const reviveImage = (image: DraftImage): DraftImage =>
    'data' in image ? { ...image, data: Buffer.from(image.data) } : image;
  return {
    ...built,
    images: built.images.map((pending) => ({ ...pending, image: reviveImage(pending.image) })),
  };
}
