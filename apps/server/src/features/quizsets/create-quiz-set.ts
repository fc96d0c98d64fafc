import { type CategoryIds, deriveCategoryTreeData, type QuizSetSubmit } from '@quizset/domain';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizSets } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { canRead, findQuizSet } from './get-quiz-set';
import { newQuizSetId } from './ids';
import { prepareQuizSet } from './prepare-quiz-set';

export interface CreatedQuizSet {
  id: string;
  createdAt: string;
  categoryTreeData: CategoryIds;
  countryCode: string;
}

/**
 * POST /api/quizsets (api.md "Building"): validates, sanitizes and stores a new quiz set owned by the
 * caller. With `originQuizSetId` it is a duplicate: the origin must be readable by the caller (404).
 * @throws AppError VALIDATION_FAILED | PLAN_REQUIRED | NOT_FOUND; nothing is written on failure.
 */
export async function createQuizSet(
  db: Db,
  params: { caller: SessionUser; payload: QuizSetSubmit },
): Promise<CreatedQuizSet> {
  const { caller, payload } = params;
  let originQuizSetId: string | null = null;
  if (payload.originQuizSetId !== undefined) {
    const origin = await findQuizSet(db, payload.originQuizSetId);
    if (!origin || !canRead(origin.row, caller))
      throw new AppError('NOT_FOUND', msg('server.quizSetNotFound'));
    originQuizSetId = origin.row.id;
  }
  const { values } = await prepareQuizSet(db, caller, payload);
  const now = new Date();
  const id = newQuizSetId();
  await db.insert(quizSets).values({
    id,
    ownerId: caller.id,
    ...values,
    originQuizSetId,
    createdAt: now,
    updatedAt: now,
  });
  return {
    id,
    createdAt: now.toISOString(),
    categoryTreeData: deriveCategoryTreeData(values.categoryId),
    countryCode: values.countryCode,
  };
}
