import { AppError, type ErrorCode, type Localizable } from '../../lib/app-error';
import { type BuiltImport, buildImport } from './finish-import';
import { parseImportFile } from './parse-import-file';

/** What the parse thread sends back: the built items, or the AppError it threw (as data). */
export type ParseOutcome =
  | { ok: true; built: BuiltImport }
  | { ok: false; code: ErrorCode; message: Localizable };

/** The task of the import thread: parseImportFile and buildImport on the bytes handed over. */
export default async function parseTask(bytes: Uint8Array): Promise<ParseOutcome> {
  try {
    const parsed = await parseImportFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { ok: true, built: buildImport(parsed) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.localizable };
    throw error;
  }
}
