import {
  deriveCategoryTreeData,
  isPlanAtLeast,
  type MapType,
  type PlanType,
  type QuizSubmit,
  type SavedQuizSet,
} from '@quizset/domain';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { mapTemplates, quizSets, user } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';

export type QuizSetRow = typeof quizSets.$inferSelect;

export interface QuizSetRecord {
  row: QuizSetRow;
  author: { id: string; name: string; image: string | null };
  templateType: MapType;
  templatePlan: PlanType;
}

/** The stored quiz set `id` with its author and template, or null. No access check: callers decide. */
export async function findQuizSet(db: Db, id: string): Promise<QuizSetRecord | null> {
  const [found] = await db
    .select({
      row: quizSets,
      authorName: user.name,
      authorImage: user.image,
      templateType: mapTemplates.mapType,
      templatePlan: mapTemplates.planType,
    })
    .from(quizSets)
    .innerJoin(user, eq(user.id, quizSets.ownerId))
    .innerJoin(mapTemplates, eq(mapTemplates.id, quizSets.templateId))
    .where(eq(quizSets.id, id))
    .limit(1);
  if (!found) return null;
  return {
    row: found.row,
    author: { id: found.row.ownerId, name: found.authorName, image: found.authorImage },
    templateType: found.templateType as MapType,
    templatePlan: found.templatePlan as PlanType,
  };
}

/** Owner or admin: may edit, update and delete (api.md "Building"). */
export function canEdit(row: QuizSetRow, caller: SessionUser | null): boolean {
  return caller !== null && (caller.id === row.ownerId || caller.isAdmin);
}

/** Public, or the caller's own (admins read everything). */
export function canRead(row: QuizSetRow, caller: SessionUser | null): boolean {
  return row.isPublic || canEdit(row, caller);
}

/** A record as `SavedQuizSet` (domain schema) for `caller`. */
export function toSavedQuizSet(record: QuizSetRecord, caller: SessionUser | null): SavedQuizSet {
  const { row } = record;
  return {
    id: row.id,
    title: row.title,
    templateId: row.templateId,
    templateType: record.templateType,
    categoryId: row.categoryId,
    categoryTreeData: deriveCategoryTreeData(row.categoryId),
    publisher: { id: row.publisherId, customName: row.customPublisher },
    isPublic: row.isPublic,
    allowPass: row.allowPass,
    showIncorrectAnswer: row.showIncorrectAnswer,
    isShuffle: row.isShuffle,
    quizList: row.quizList as QuizSubmit[],
    originQuizSetId: row.originQuizSetId,
    countryCode: row.countryCode,
    author: record.author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // The map is above the reader's plan: they can view but not play/duplicate it as is (spec §6).
    isLocked: !isPlanAtLeast(caller?.planType ?? 'FREE', record.templatePlan),
    enabledEdit: canEdit(row, caller),
    playCount: row.playCount,
  };
}

/**
 * GET /api/quizsets/{id} (api.md "Building"): the saved form plus reader fields.
 * @throws AppError NOT_FOUND when missing, or private and not the caller's.
 */
export async function getQuizSet(
  db: Db,
  params: { id: string; caller: SessionUser | null },
): Promise<SavedQuizSet> {
  const record = await findQuizSet(db, params.id);
  if (!record || !canRead(record.row, params.caller))
    throw new AppError('NOT_FOUND', msg('server.quizSetNotFound'));
  return toSavedQuizSet(record, params.caller);
}
