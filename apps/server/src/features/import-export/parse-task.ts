import { AppError, type ErrorCode, type Localizable } from '../../lib/app-error';
import { noteWarm, reportThread, type ThreadReport } from '../ai/jobs/thread-memory';
import { type BuiltImport, buildImport } from './finish-import';
import { parseImportFile } from './parse-import-file';

/** What the parse thread sends back: the built items, or the AppError it threw (as data). */
export type ParseOutcome =
  | { ok: true; built: BuiltImport }
  | { ok: false; code: ErrorCode; message: Localizable };

/** One parse handed to the import thread (parse-pool.ts): the uploaded file's bytes, moved over. */
export interface ParseTask {
  bytes: Uint8Array;
}

// The parsers are loaded with this module (an import handed over meanwhile waits: thread-start.ts):
// the size a thread comes back to after an import is measured from here (thread-memory.ts,
// recycling-pool.ts).
noteWarm();

/**
 * The task of the import thread: parseImportFile and buildImport on the bytes handed over, with the
 * thread's report (a thread a 10 MB file left big is replaced once idle: recycling-pool.ts).
 */
export default async function parseTask({ bytes }: ParseTask): Promise<ThreadReport<ParseOutcome>> {
  try {
    const parsed = await parseImportFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return reportThread({ ok: true, built: buildImport(parsed) });
  } catch (error) {
    if (error instanceof AppError)
      return reportThread({ ok: false, code: error.code, message: error.localizable });
    throw error;
  }
}
