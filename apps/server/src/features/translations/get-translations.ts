import type { QuizSaved } from '@quizset/domain';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizSetTranslations } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { canEdit, canRead, findQuizSet } from '../quizsets/get-quiz-set';

export type TranslationStatus = (typeof quizSetTranslations.$inferSelect)['status'];

/** The state of one language (issue 9 "reports its state"). */
export interface TranslationState {
  status: TranslationStatus;
  updatedAt: string;
  /** Why the last try failed: NEEDS_MODEL (no model can translate), UPSTREAM, INVALID_OUTPUT …; else null. */
  error: string | null;
  /** True when the stored translation is of the set as it is now (not of an older save). */
  isCurrent: boolean;
}

/** The set, readable and editable by the caller (translations hold answers: owner and admins only). */
async function ownedSet(db: Db, id: string, caller: SessionUser) {
  const record = await findQuizSet(db, id);
  if (!record || !canRead(record.row, caller)) throw new AppError('NOT_FOUND', msg('server.quizSetNotFound'));
  if (!canEdit(record.row, caller)) throw new AppError('FORBIDDEN', msg('server.forbidden'));
  return record.row;
}

/**
 * `GET /api/quizsets/{id}/translations`: per chosen language `{status, updatedAt, error, isCurrent}`
 * (pending, running, done, failed, or unavailable when no configured model can translate).
 * @throws AppError NOT_FOUND (missing, or private and not the caller's), FORBIDDEN (not owner/admin).
 */
export async function listTranslations(
  db: Db,
  params: { id: string; caller: SessionUser },
): Promise<Record<string, TranslationState>> {
  const set = await ownedSet(db, params.id, params.caller);
  const rows = await db.select().from(quizSetTranslations).where(eq(quizSetTranslations.quizSetId, set.id));
  return Object.fromEntries(
    rows.map((row) => [
      row.language,
      {
        status: row.status,
        updatedAt: row.updatedAt.toISOString(),
        error: row.error,
        isCurrent: row.status === 'done' && row.sourceVersion.getTime() === set.updatedAt.getTime(),
      },
    ]),
  );
}

/**
 * `GET /api/quizsets/{id}/translations/{language}`: the state and the translated questions in the
 * saved form (spec §3; null until a first translation is done).
 * @throws AppError NOT_FOUND (also for a language not chosen), FORBIDDEN.
 */
export async function getTranslation(
  db: Db,
  params: { id: string; language: string; caller: SessionUser },
): Promise<TranslationState & { language: string; quizList: QuizSaved[] | null }> {
  const set = await ownedSet(db, params.id, params.caller);
  const [row] = await db
    .select()
    .from(quizSetTranslations)
    .where(and(eq(quizSetTranslations.quizSetId, set.id), eq(quizSetTranslations.language, params.language)));
  if (!row) throw new AppError('NOT_FOUND', msg('server.translationNotFound'));
  return {
    language: row.language,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    error: row.error,
    isCurrent: row.status === 'done' && row.sourceVersion.getTime() === set.updatedAt.getTime(),
    quizList: row.quizList,
  };
}
