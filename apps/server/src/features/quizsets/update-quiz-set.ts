import type { QuizSetSubmit } from '@quizset/domain';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizSets } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { canEdit, canRead, findQuizSet } from './get-quiz-set';
import { prepareQuizSet } from './prepare-quiz-set';

/** A stored timestamp never goes backwards or repeats, so every save yields a new version. */
function nextVersion(previous: Date): Date {
  const now = new Date();
  return now.getTime() > previous.getTime() ? now : new Date(previous.getTime() + 1);
}

function conflict(current: Date): never {
  throw new AppError('CONFLICT', msg('server.conflict'), { updatedAt: current.toISOString() });
}

/**
 * PUT /api/quizsets/{id} (api.md "Building"): optimistic update. `payload.updatedAt` must equal the
 * stored version at millisecond precision, else 409 CONFLICT carrying the current `updatedAt` (the
 * browser offers reload or overwrite with it). The compare-and-set happens in the UPDATE's WHERE, so
 * two racing saves cannot both win.
 * @throws AppError NOT_FOUND (missing / private and not the caller's), FORBIDDEN (not owner or admin),
 *   VALIDATION_FAILED (rules, id mismatch, map changed, updatedAt missing), PLAN_REQUIRED, CONFLICT.
 */
export async function updateQuizSet(
  db: Db,
  params: { id: string; caller: SessionUser; payload: QuizSetSubmit },
): Promise<{ id: string; updatedAt: string }> {
  const { id, caller, payload } = params;
  const record = await findQuizSet(db, id);
  if (!record || !canRead(record.row, caller)) throw new AppError('NOT_FOUND', msg('server.quizSetNotFound'));
  if (!canEdit(record.row, caller)) throw new AppError('FORBIDDEN', msg('server.forbidden'));
  if (payload.quizSetId !== undefined && payload.quizSetId !== id)
    throw new AppError('VALIDATION_FAILED', msg('server.quizSetIdMismatch'), {
      details: [{ path: 'quizSetId', message: msg('server.quizSetIdMismatch') }],
    });
  const expected = payload.updatedAt === undefined ? Number.NaN : Date.parse(payload.updatedAt);
  if (Number.isNaN(expected))
    throw new AppError('VALIDATION_FAILED', msg('server.updatedAtRequired'), {
      details: [{ path: 'updatedAt', message: msg('server.updatedAtRequired') }],
    });
  if (payload.templateId !== record.row.templateId)
    throw new AppError('VALIDATION_FAILED', msg('server.templateLocked'), {
      details: [{ path: 'templateId', message: msg('server.templateLocked') }],
    });
  if (record.row.updatedAt.getTime() !== expected) conflict(record.row.updatedAt);

  const { values } = await prepareQuizSet(db, caller, payload, { skipTemplatePlanCheck: true });
  const updatedAt = nextVersion(record.row.updatedAt);
  const updated = await db
    .update(quizSets)
    .set({ ...values, updatedAt })
    .where(and(eq(quizSets.id, id), eq(quizSets.updatedAt, new Date(expected))))
    .returning({ id: quizSets.id });
  if (updated.length === 0) {
    const current = await findQuizSet(db, id);
    if (!current) throw new AppError('NOT_FOUND', msg('server.quizSetNotFound'));
    conflict(current.row.updatedAt);
  }
  return { id, updatedAt: updatedAt.toISOString() };
}
