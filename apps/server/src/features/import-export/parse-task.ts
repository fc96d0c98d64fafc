import { AppError, type ErrorCode, type Localizable } from '../../lib/app-error';
import type { ParsedFile } from './draft-question';
import { parseImportFile } from './parse-import-file';

/** What the parse thread sends back: the parsed file, or the AppError it threw (as data). */
export type ParseOutcome =
  | { ok: true; parsed: ParsedFile }
  | { ok: false; code: ErrorCode; message: Localizable };

/** The task of the import thread: parseImportFile on the bytes handed over. */
export default async function parseTask(bytes: Uint8Array): Promise<ParseOutcome> {
  try {
    return {
      ok: true,
      parsed: await parseImportFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.localizable };
    throw error;
  }
}
