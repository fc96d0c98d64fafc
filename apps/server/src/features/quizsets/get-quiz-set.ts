import {
  canUseTemplate,
  type MapType,
  type OriginCredit,
  type PlanType,
  type QuizSaved,
  type SavedQuizSet,
} from '@quizset/domain';
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { mapTemplates, quizSets, user } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { isPlayingSet } from './playing-lock';
import { canSeeAnswers, redactAnswers } from './redact-answers';

export type QuizSetRow = typeof quizSets.$inferSelect;

export interface QuizSetRecord {
  row: QuizSetRow;
  author: { id: string; name: string; image: string | null };
  templateType: MapType;
  templatePlanType: PlanType;
}

function buildFindQuizSet(db: Db) {
  return db
    .select({
      row: quizSets,
      authorName: user.name,
      authorImage: user.image,
      templateType: mapTemplates.type,
      templatePlanType: mapTemplates.templatePlanType,
    })
    .from(quizSets)
    .innerJoin(user, eq(user.id, quizSets.ownerId))
    .innerJoin(mapTemplates, eq(mapTemplates.id, quizSets.templateId))
    .where(eq(quizSets.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_quiz_set');
}

// Built once per database (issue 6 "Throughput": building the query took ~10% of a read).
const findQuizSetStatements = new WeakMap<Db, ReturnType<typeof buildFindQuizSet>>();

/** The stored quiz set `id` with its author and template, or null. No access check: callers decide. */
export async function findQuizSet(db: Db, id: string): Promise<QuizSetRecord | null> {
  let statement = findQuizSetStatements.get(db);
  if (!statement) {
    statement = buildFindQuizSet(db);
    findQuizSetStatements.set(db, statement);
  }
  const [found] = await statement.execute({ id });
  if (!found) return null;
  return {
    row: found.row,
    author: { id: found.row.ownerId, name: found.authorName, image: found.authorImage },
    templateType: found.templateType as MapType,
    templatePlanType: found.templatePlanType as PlanType,
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

/**
 * A record as the read model (domain `SavedQuizSet`, spec §3) for `caller`: every field of the submit
 * payload, questions in their saved form (answers only for those allowed, issue 6), plus the reader
 * fields of api.md.
 */
export function toSavedQuizSet(
  record: QuizSetRecord,
  caller: SessionUser | null,
  origin: OriginCredit | null = null,
  /** The caller is still playing this set (playing-lock.ts): no answers whatever their account. */
  playing = false,
): SavedQuizSet {
  const { row } = record;
  const quizList = row.quizList as QuizSaved[];
  return {
    id: row.id,
    title: row.title,
    templateId: row.templateId,
    templateType: record.templateType,
    categoryTreeData: {
      categoryTreeId: row.categoryTreeId,
      schoolSemester: row.schoolSemester,
      publisher: row.publisher,
    },
    quizsetOptions: {
      isPublic: row.isPublic,
      isAllowPass: row.isAllowPass,
      showIncorrectAnswer: row.showIncorrectAnswer,
      isLastSchoolInfoSaved: row.isLastSchoolInfoSaved,
      isAiTranslationEnabled: row.isAiTranslationEnabled,
      isShuffle: row.isShuffle,
    },
    materials: row.materials,
    isNextQuizsetAvailable: row.isNextQuizsetAvailable,
    nextQuizsetId: row.nextQuizsetId,
    aiTranslationLanguages: row.aiTranslationLanguages,
    aiTutorId: row.aiTutorId,
    quizList: canSeeAnswers(row.ownerId, caller, playing) ? quizList : quizList.map(redactAnswers),
    originQuizSetId: row.originQuizSetId,
    origin,
    countryCode: row.countryCode,
    author: record.author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // The map is above the reader's plan (or not offered in their country): they can view but not
    // play or duplicate it as is (spec §6).
    isLocked: !canUseTemplate(
      caller?.planType ?? 'FREE',
      { templatePlanType: record.templatePlanType },
      caller?.countryCode,
    ),
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
  const origin = await readOriginCredit(db, record.row.originQuizSetId, params.caller);
  // Only a teacher account would see answers at all, so only then is the lock looked up (issue 6 "Throughput").
  const playing =
    params.caller?.userType === 'TEACHER' &&
    (await isPlayingSet(db, params.caller, record.row.id, record.row.ownerId));
  return toSavedQuizSet(record, params.caller, origin, playing);
}

/**
 * The credit of a duplicate's original (issue 7 "`/quiz/{id}` credits the original set and its
 * author"), joined at read time so a renamed original or author shows as it is now. Null when `id` is
 * null, the original was deleted, or the caller may not read it (private and not theirs): its title
 * and author then stay hidden and the page gives a neutral credit.
 */
export async function readOriginCredit(
  db: Db,
  id: string | null,
  caller: SessionUser | null,
): Promise<OriginCredit | null> {
  if (id === null) return null;
  const origin = await findQuizSet(db, id);
  if (!origin || !canRead(origin.row, caller)) return null;
  return {
    id: origin.row.id,
    title: origin.row.title,
    author: { id: origin.author.id, name: origin.author.name },
  };
}
