import type { CreatedQuizSet, QuizSaved, QuizSetSubmit } from '@quizset/domain';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizSets } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import type { TemplateRef } from '../templates/get-template';
import { scheduleTranslations } from '../translations/schedule-translations';
import { recordLatestQuizSetCreationInfo } from '../users/record-creation-info';
import { canRead, findQuizSet } from './get-quiz-set';
import { newQuizSetId } from './ids';
import { isPlayingSet } from './playing-lock';
import { prepareQuizSet, type QuizSetValues, quizSetColumns } from './prepare-quiz-set';
import { canSeeAnswers, restoreAnswers } from './redact-answers';
import { lowerBigrams } from './search-text';
import { startsUnlisted } from './unlisted-copy';

/** A new row of `quiz_sets` as createQuizSet writes it (the bigrams still literals). */
type NewQuizSetRow = QuizSetValues & {
  id: string;
  ownerId: string;
  originQuizSetId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Every column createQuizSet writes, each a placeholder of the prepared insert. */
const NEW_ROW_KEYS = [
  'id',
  'ownerId',
  'title',
  'templateId',
  'categoryTreeId',
  'schoolSemester',
  'publisher',
  'isPublic',
  'isAllowPass',
  'showIncorrectAnswer',
  'isShuffle',
  'isLastSchoolInfoSaved',
  'isAiTranslationEnabled',
  'aiTranslationLanguages',
  'aiTutorId',
  'materials',
  'isNextQuizsetAvailable',
  'nextQuizsetId',
  'quizList',
  'quizCount',
  'countryCode',
  'searchText',
  'searchBigrams',
  'titleBigrams',
  'originQuizSetId',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof NewQuizSetRow)[];
// A column added to the row but not to the list fails here, not as a NULL in the database.
const everyKeyListed: Exclude<keyof NewQuizSetRow, (typeof NEW_ROW_KEYS)[number]> extends never
  ? true
  : never = true;
void everyKeyListed;

function buildInsertQuizSet(db: Db) {
  const placeholders = Object.fromEntries(NEW_ROW_KEYS.map((key) => [key, sql.placeholder(key)]));
  return db
    .insert(quizSets)
    .values({
      ...(placeholders as Record<(typeof NEW_ROW_KEYS)[number], ReturnType<typeof sql.placeholder>>),
      searchBigrams: lowerBigrams(sql.placeholder('searchBigrams')),
      titleBigrams: lowerBigrams(sql.placeholder('titleBigrams')),
    })
    .prepare('create_quiz_set');
}
// Built once per database (issue 20 item 2): the insert of 26 columns was built into SQL again on every
// create, and PostgreSQL parsed and planned it again; as a named statement it is neither.
const insertStatements = new WeakMap<Db, ReturnType<typeof buildInsertQuizSet>>();

/** Inserts `row` through the prepared statement of `db` (not inside a transaction: its own). */
async function insertQuizSet(db: Db, row: NewQuizSetRow): Promise<void> {
  let statement = insertStatements.get(db);
  if (!statement) {
    statement = buildInsertQuizSet(db);
    insertStatements.set(db, statement);
  }
  const params: Record<string, unknown> = { ...row };
  await statement.execute(params);
}

/**
 * POST /api/quizsets (api.md "Building"): validates, sanitizes and stores a new quiz set owned by the
 * caller, and records the caller's school info (spec §3 "User"). With `originQuizSetId` it is a
 * duplicate: the origin must be readable by the caller (404) and of the caller's country (spec §4:
 * another country's data cannot be edited, 403); questions arriving without answers take them from
 * the origin when the caller may see them (issue 6, redact-answers.ts). On FREE a copy starts unlisted
 * (issue 19 item 20, unlisted-copy.ts).
 * @returns the spec §3 create answer `{id, createdAt, categoryTreeData, countryCode}`.
 * @throws AppError VALIDATION_FAILED | PLAN_REQUIRED | NOT_FOUND | FORBIDDEN; nothing is written on failure.
 */
export async function createQuizSet(
  db: Db,
  params: {
    caller: SessionUser;
    payload: QuizSetSubmit;
    uploadDir: string;
    /** The payload's template, when the route read it with the caller (null: there is none). */
    template?: TemplateRef | null;
  },
): Promise<CreatedQuizSet> {
  const { caller } = params;
  let { payload } = params;
  let originQuizSetId: string | null = null;
  if (payload.originQuizSetId !== undefined) {
    const origin = await findQuizSet(db, payload.originQuizSetId);
    if (!origin || !canRead(origin.row, caller))
      throw new AppError('NOT_FOUND', msg('server.quizSetNotFound'));
    if (origin.row.countryCode !== caller.countryCode)
      throw new AppError('FORBIDDEN', msg('server.countryMismatch'));
    originQuizSetId = origin.row.id;
    // A player of the origin set copies no answers until they are done (issue 15 item 3).
    const playing = await isPlayingSet(db, caller, origin.row.id, origin.row.ownerId);
    if (canSeeAnswers(origin.row.ownerId, caller, playing))
      payload = {
        ...payload,
        quizList: restoreAnswers(payload.quizList, origin.row.quizList as QuizSaved[]),
      };
  }
  const { values } = await prepareQuizSet(db, {
    caller,
    payload,
    uploadDir: params.uploadDir,
    ...(params.template === undefined ? {} : { template: params.template }),
  });
  if (startsUnlisted(caller, originQuizSetId)) values.isPublic = false;
  const now = new Date();
  const id = newQuizSetId();
  const categoryTreeData = {
    categoryTreeId: values.categoryTreeId,
    schoolSemester: values.schoolSemester,
    publisher: values.publisher,
  };
  const row: NewQuizSetRow = {
    id,
    ownerId: caller.id,
    ...values,
    originQuizSetId,
    createdAt: now,
    updatedAt: now,
  };
  // A new set has no translation rows to clear: without languages the set is one INSERT (one round
  // trip instead of BEGIN, INSERT, COMMIT); with languages, the set and its pending translations
  // are one transaction (the translation outbox).
  if (values.aiTranslationLanguages.length === 0) await insertQuizSet(db, row);
  else
    await db.transaction(async (tx) => {
      await tx.insert(quizSets).values({ ...row, ...quizSetColumns(values) });
      await scheduleTranslations(tx, {
        quizSetId: id,
        languages: values.aiTranslationLanguages,
        sourceVersion: now,
        quizList: values.quizList,
      });
    });
  // After the commit, in a statement of its own (issue 20 item 2): inside the transaction, the user
  // row's lock was held until the commit, and every other save of this teacher waited for it — the
  // profile of 50 parallel creates showed them queued on it. It is the builder's pre-fill (spec §3
  // "User"), not part of the set; a save racing this one cannot overwrite it with older info
  // (recordQuizSetCreationInfo writes only newer info). Parallel saves of one teacher share one
  // UPDATE of that row (recordLatestQuizSetCreationInfo) instead of queueing on its lock.
  await recordLatestQuizSetCreationInfo(db, {
    userId: caller.id,
    countryCode: values.countryCode,
    categoryTreeData,
    isLastSchoolInfoSaved: values.isLastSchoolInfoSaved,
    at: now,
  });
  return { id, createdAt: now.toISOString(), categoryTreeData, countryCode: values.countryCode };
}
