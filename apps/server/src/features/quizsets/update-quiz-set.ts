import type { QuizSetSubmit } from '@quizset/domain';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizSets } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { forgetAttemptHeads } from '../rooms/attempt-head-cache';
import { scheduleTranslations } from '../translations/schedule-translations';
import { recordQuizSetCreationInfo } from '../users/record-creation-info';
import { canEdit, canRead, findQuizSet } from './get-quiz-set';
import { prepareQuizSet, quizSetColumns } from './prepare-quiz-set';
import { isUnlistedCopyPublishedBy } from './unlisted-copy';

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
 * two racing saves cannot both win. Spec §4 UPDATE: the map cannot change, a map above the caller's
 * plan refuses the update (403 PLAN_REQUIRED), and a set of another country than the caller's
 * cannot be edited (403). Records the caller's school info like a create.
 * @throws AppError NOT_FOUND (missing / private and not the caller's), FORBIDDEN (not owner or admin,
 *   other country), VALIDATION_FAILED (rules, id mismatch, map changed, updatedAt missing),
 *   PLAN_REQUIRED, CONFLICT.
 */
export async function updateQuizSet(
  db: Db,
  params: { id: string; caller: SessionUser; payload: QuizSetSubmit; uploadDir: string },
): Promise<{ id: string; updatedAt: string }> {
  const { id, caller, payload } = params;
  const record = await findQuizSet(db, id);
  if (!record || !canRead(record.row, caller)) throw new AppError('NOT_FOUND', msg('server.quizSetNotFound'));
  if (!canEdit(record.row, caller)) throw new AppError('FORBIDDEN', msg('server.forbidden'));
  if (record.row.countryCode !== caller.countryCode)
    throw new AppError('FORBIDDEN', msg('server.countryMismatch'));
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

  // Her first edit of an unlisted copy publishes it, as the plan requires (issue 19 item 20).
  const publish = isUnlistedCopyPublishedBy(caller, record.row);
  const { values } = await prepareQuizSet(db, {
    caller,
    payload: publish
      ? { ...payload, quizsetOptions: { ...payload.quizsetOptions, isPublic: true } }
      : payload,
    uploadDir: params.uploadDir,
    quizSetId: id,
  });
  const updatedAt = nextVersion(record.row.updatedAt);
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(quizSets)
      .set({ ...quizSetColumns(values), updatedAt })
      .where(and(eq(quizSets.id, id), eq(quizSets.updatedAt, new Date(expected))))
      .returning({ id: quizSets.id });
    if (rows.length > 0)
      await recordQuizSetCreationInfo(tx, {
        userId: caller.id,
        countryCode: values.countryCode,
        categoryTreeData: {
          categoryTreeId: values.categoryTreeId,
          schoolSemester: values.schoolSemester,
          publisher: values.publisher,
        },
        isLastSchoolInfoSaved: values.isLastSchoolInfoSaved,
        at: updatedAt,
      });
    if (rows.length > 0)
      await scheduleTranslations(tx, {
        quizSetId: id,
        languages: values.aiTranslationLanguages,
        sourceVersion: updatedAt,
        quizList: values.quizList,
        previousQuizList: record.row.quizList,
      });
    return rows;
  });
  // A room's players read the set's pass and show-answer options from cached heads (issue 20 item 3).
  forgetAttemptHeads({ quizSetId: id });
  if (updated.length === 0) {
    const current = await findQuizSet(db, id);
    if (!current) throw new AppError('NOT_FOUND', msg('server.quizSetNotFound'));
    conflict(current.row.updatedAt);
  }
  return { id, updatedAt: updatedAt.toISOString() };
}
