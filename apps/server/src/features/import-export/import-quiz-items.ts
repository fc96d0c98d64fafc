import type { ImportResult } from '@quizset/domain';
import type { SessionUser } from '../../auth/session';
import { AppError, msg } from '../../lib/app-error';
import { storeImportImages } from './finish-import';
import type { ParsePool } from './parse-pool';

/**
 * POST /api/quizsets/import (issue 21 "Import"): a file → quiz list items of spec §3 for the
 * builder's preview, nothing saved but the re-encoded images the items point at. Teachers (and
 * admins) only. The file is parsed on the import thread (parse-pool.ts), never on the event loop.
 * @throws AppError FORBIDDEN (a student), and the parse's 400/415/422 (parse-import-file.ts).
 */
export async function importQuizItems(
  pool: ParsePool,
  params: { caller: SessionUser; data: Buffer; uploadDir: string },
): Promise<ImportResult> {
  if (params.caller.userType !== 'TEACHER' && !params.caller.isAdmin)
    throw new AppError('FORBIDDEN', msg('server.forbidden'));
  const built = await pool.parse(params.data);
  return storeImportImages(built, params.uploadDir);
}
