import {
  canUseTemplate,
  type MapType,
  type OriginCredit,
  type PlanType,
  type QuizSaved,
  type SavedQuizSet,
} from '@quizset/domain';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import {
  type SessionUser,
  sessionRowIsLive,
  toCurrentCaller,
  type VerifiedSession,
} from '../../auth/session';
import type { Db } from '../../db/client';
import { mapTemplates, quizAttempts, quizRooms, quizSets, session, user } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { isPlayingSet, playingAttemptOf } from './playing-lock';
import { canSeeAnswers, redactAnswers } from './redact-answers';

/**
 * The search columns (search-quiz-sets.ts): only Explore's WHERE reads them. Left out of every set a
 * read loads (issue 20: up to 8,000 characters of text and two arrays the driver parsed on each
 * read of a set, each join of its room).
 */
const {
  titleBigrams: _titleBigrams,
  searchText: _searchText,
  searchBigrams: _searchBigrams,
  ...setColumns
} = getTableColumns(quizSets);

/** A stored quiz set as the reads load it: every column but the search ones. */
export type QuizSetRow = Omit<typeof quizSets.$inferSelect, 'titleBigrams' | 'searchText' | 'searchBigrams'>;

export interface QuizSetRecord {
  row: QuizSetRow;
  author: { id: string; name: string; image: string | null };
  templateType: MapType;
  templatePlanType: PlanType;
}

/** The columns of a QuizSetRecord (toRecord), on quiz_sets joined with its author and template. */
const recordColumns = {
  row: setColumns,
  authorName: user.name,
  authorImage: user.image,
  templateType: mapTemplates.type,
  templatePlanType: mapTemplates.templatePlanType,
};

/** A QuizSetRecord from a row of recordColumns. */
function toRecord(found: {
  row: QuizSetRow;
  authorName: string;
  authorImage: string | null;
  templateType: string;
  templatePlanType: string;
}): QuizSetRecord {
  return {
    row: found.row,
    author: { id: found.row.ownerId, name: found.authorName, image: found.authorImage },
    templateType: found.templateType as MapType,
    templatePlanType: found.templatePlanType as PlanType,
  };
}

function buildFindQuizSet(db: Db) {
  return db
    .select(recordColumns)
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
  return toRecord(found);
}

const callerUser = alias(user, 'caller');

function buildFindQuizSetForSession(db: Db) {
  const callerId = sql.placeholder('callerId');
  // The playing lock's read (playing-lock.ts), skipped by the CASE for the set's owner.
  const playingAttempt = new QueryBuilder()
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .innerJoin(quizRooms, eq(quizRooms.id, quizAttempts.roomId))
    .where(playingAttemptOf(quizSets.id, callerId))
    .limit(1);
  return db
    .select({
      ...recordColumns,
      callerName: callerUser.name,
      callerEmail: callerUser.email,
      callerPlanType: callerUser.planType,
      callerCountryCode: callerUser.countryCode,
      callerAdmin: callerUser.admin,
      callerUserType: callerUser.userType,
      playing: sql<boolean>`CASE WHEN ${quizSets.ownerId} = ${callerId} THEN false ELSE EXISTS (${playingAttempt}) END`,
    })
    .from(quizSets)
    .innerJoin(user, eq(user.id, quizSets.ownerId))
    .innerJoin(mapTemplates, eq(mapTemplates.id, quizSets.templateId))
    .leftJoin(session, sessionRowIsLive())
    .leftJoin(callerUser, eq(callerUser.id, session.userId))
    .where(eq(quizSets.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_quiz_set_for_session');
}

const findQuizSetForSessionStatements = new WeakMap<Db, ReturnType<typeof buildFindQuizSetForSession>>();

/**
 * The stored quiz set `id` with its author and template, together with the caller of `verified` as
 * they are now (plan, admin flag, user type; null when the session row was signed out, revoked or
 * expired: auth/session.ts withCurrentAccess) and whether they are still playing the set
 * (playing-lock.ts isPlayingSet), in one statement: one round trip where the session check and the
 * set took two (issue 20 table: "read quiz set ≥ 0.8 of the reference"). Null when the set is
 * missing. No access check: callers decide.
 */
export async function findQuizSetForSession(
  db: Db,
  id: string,
  verified: VerifiedSession,
): Promise<{ record: QuizSetRecord; caller: SessionUser | null; playing: boolean } | null> {
  let statement = findQuizSetForSessionStatements.get(db);
  if (!statement) {
    statement = buildFindQuizSetForSession(db);
    findQuizSetForSessionStatements.set(db, statement);
  }
  const [found] = await statement.execute({
    id,
    sessionId: verified.sessionId,
    callerId: verified.user.id,
  });
  if (!found) return null;
  // Left-joined: the caller's columns are null when the session row no longer stands.
  const caller =
    found.callerEmail === null
      ? null
      : toCurrentCaller(verified, {
          name: found.callerName ?? '',
          email: found.callerEmail,
          planType: found.callerPlanType ?? 'FREE',
          countryCode: found.callerCountryCode ?? 'KR',
          admin: found.callerAdmin === true,
          userType: found.callerUserType,
        });
  return {
    record: toRecord(found),
    caller,
    // isPlayingSet's rule: owners and admins are never locked.
    playing: caller !== null && !caller.isAdmin && found.playing === true,
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
 * GET /api/quizsets/{id} for the request's verified session (auth/session.ts readSession; null when
 * signed out): as getQuizSet, with the caller's current access and the playing lock read in the same
 * statement as the set (findQuizSetForSession).
 * @throws AppError NOT_FOUND when missing, or private and not the caller's.
 */
export async function getQuizSetForSession(
  db: Db,
  params: { id: string; session: VerifiedSession | null },
): Promise<SavedQuizSet> {
  if (params.session === null) return getQuizSet(db, { id: params.id, caller: null });
  const found = await findQuizSetForSession(db, params.id, params.session);
  if (!found || !canRead(found.record.row, found.caller))
    throw new AppError('NOT_FOUND', msg('server.quizSetNotFound'));
  const origin = await readOriginCredit(db, found.record.row.originQuizSetId, found.caller);
  return toSavedQuizSet(found.record, found.caller, origin, found.playing);
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
