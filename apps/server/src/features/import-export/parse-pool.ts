import { Piscina } from 'piscina';
import { AppError, msg } from '../../lib/app-error';
import type { DraftImage } from './draft-question';
import type { BuiltImport } from './finish-import';
import type { ParseOutcome } from './parse-task';

/** Time limit of one parse: a file that takes longer is hostile or broken (422). */
const PARSE_TIMEOUT_MS = 20_000;

/**
 * One worker thread for import parsing (issue 21 "parse in a worker thread if needed"; piscina as
 * the AI file jobs use): a 10 MB XML or spreadsheet never holds the API's event loop (bench: health
 * p99 < 50 ms). Parses queue on that thread (at most 16 waiting: more → 503 busy).
 */
export interface ParsePool {
  /** The file's items, sanitized and checked (images still to process: storeImportImages). */
  parse(data: Buffer): Promise<BuiltImport>;
  close(): Promise<void>;
}

export function createParsePool(): ParsePool {
  let pool: Piscina | null = null;
  const poolOf = () => {
    if (pool) return pool;
    pool = new Piscina({
      filename: new URL('./import-thread-entry.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      maxQueue: 16,
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    // Once per pool: a thread's own failure also rejects its task, which `parse` answers (422).
    pool.on('error', () => undefined);
    return pool;
  };
  return {
    async parse(data) {
      const bytes = new Uint8Array(data);
      let outcome: ParseOutcome;
      try {
        outcome = (await poolOf().run(bytes, {
          transferList: [bytes.buffer as ArrayBuffer],
          signal: AbortSignal.timeout(PARSE_TIMEOUT_MS),
        })) as ParseOutcome;
      } catch (error) {
        if (/queue is at limit/i.test(String((error as Error).message)))
          throw new AppError('UPSTREAM_UNAVAILABLE', msg('import.busy'));
        throw new AppError('UNPROCESSABLE', msg('import.unreadable'));
      }
      if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
      return revive(outcome.built);
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
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
