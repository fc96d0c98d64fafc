import { isDeepStrictEqual } from 'node:util';
import type { QuizSaved } from '@quizset/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizSetTranslations } from '../../db/schema';

export interface ScheduleTranslations {
  quizSetId: string;
  /** The set's `aiTranslationLanguages` as just saved (empty when the option is off, spec §3). */
  languages: readonly string[];
  /** The set's new `updatedAt`. */
  sourceVersion: Date;
  /** The questions as just saved. */
  quizList: readonly QuizSaved[];
  /** The questions before this save (update); undefined on create. */
  previousQuizList?: readonly QuizSaved[];
}

/**
 * The translation outbox (issue 9 "Translation": the job re-runs on update). Called inside the save's
 * transaction, so a failed save schedules nothing: languages no longer chosen lose their row; each
 * chosen language gets a `pending` row for this version, picked up by the runner
 * (translation-runner.ts). When an update left the questions as they were (settings only), a finished
 * translation stays finished and is moved to the new version instead of being paid for again.
 */
export async function scheduleTranslations(db: Db, params: ScheduleTranslations): Promise<void> {
  const { quizSetId, languages, sourceVersion } = params;
  await db
    .delete(quizSetTranslations)
    .where(
      languages.length > 0
        ? and(
            eq(quizSetTranslations.quizSetId, quizSetId),
            notInArray(quizSetTranslations.language, [...languages]),
          )
        : eq(quizSetTranslations.quizSetId, quizSetId),
    );
  if (languages.length === 0) return;
  // Deep equality, not JSON text: jsonb read back from PostgreSQL has its keys in another order.
  const isSameContent =
    params.previousQuizList !== undefined && isDeepStrictEqual(params.previousQuizList, params.quizList);
  const now = new Date();
  await db
    .insert(quizSetTranslations)
    .values(
      languages.map((language) => ({
        quizSetId,
        language,
        status: 'pending' as const,
        sourceVersion,
        attempts: 0,
        availableAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [quizSetTranslations.quizSetId, quizSetTranslations.language],
      set: isSameContent
        ? {
            // Done stays done (same questions); anything else starts over for this version.
            status: sql`CASE WHEN ${quizSetTranslations.status} = 'done' THEN 'done' ELSE 'pending' END`,
            sourceVersion,
            attempts: sql`CASE WHEN ${quizSetTranslations.status} = 'done' THEN ${quizSetTranslations.attempts} ELSE 0 END`,
            availableAt: now,
          }
        : { status: 'pending', sourceVersion, attempts: 0, error: null, availableAt: now, updatedAt: now },
    });
}
