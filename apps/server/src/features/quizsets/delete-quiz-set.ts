import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizSets } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { canEdit, canRead, findQuizSet } from './get-quiz-set';

/**
 * DELETE /api/quizsets/{id} (api.md "Building"): owner (or admin) only.
 * @throws AppError NOT_FOUND (missing, or private and not the caller's), FORBIDDEN (someone else's).
 */
export async function deleteQuizSet(
  db: Db,
  params: { id: string; caller: SessionUser },
): Promise<{ id: string }> {
  const record = await findQuizSet(db, params.id);
  if (!record || !canRead(record.row, params.caller))
    throw new AppError('NOT_FOUND', msg('server.quizSetNotFound'));
  if (!canEdit(record.row, params.caller)) throw new AppError('FORBIDDEN', msg('server.forbidden'));
  await db.delete(quizSets).where(eq(quizSets.id, params.id));
  return { id: params.id };
}
