import {
  type CategoryTreeData,
  categoryPathOf,
  categoryTreeFor,
  gradeNumber,
  type SchoolSemester,
} from '@quizset/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LastQuizSetCreationInfo, type RecentQuizsetInfo, user } from '../../db/schema';

/**
 * What a save tells about the user's school info (spec §3 "User"): `recentQuizsetInfo` (school type
 * value, grade number by the spec's rule, semester) and the build info's `lastQuizSetCreationInfo`
 * (the set's `categoryTreeData` and whether the teacher asked to keep it).
 */
export function creationInfoOf(input: {
  countryCode: string;
  categoryTreeData: CategoryTreeData;
  isLastSchoolInfoSaved: boolean;
  at: Date;
}): { recentQuizsetInfo: RecentQuizsetInfo; lastQuizSetCreationInfo: LastQuizSetCreationInfo } {
  const createdAt = input.at.toISOString();
  const path = categoryPathOf(categoryTreeFor(input.countryCode), input.categoryTreeData);
  const schoolType = path.schoolType?.value ?? null;
  return {
    recentQuizsetInfo: {
      createdAt,
      schoolType,
      schoolGrade: path.grade && schoolType ? gradeNumber(path.grade.categoryTreeId, schoolType) : null,
      schoolSemester: (path.semester?.value as SchoolSemester | undefined) ?? null,
    },
    lastQuizSetCreationInfo: {
      createdAt,
      categoryTreeData: input.categoryTreeData,
      isLastSchoolInfoSaved: input.isLastSchoolInfoSaved,
    },
  };
}

/**
 * Writes `recentQuizsetInfo` and `lastQuizSetCreationInfo` on the user after a save (issue 7 "Plans
 * and gates"; the builder pre-fills school info from the latter). Info older than the stored one is
 * not written (a create runs it after its commit: create-quiz-set.ts).
 */
export async function recordQuizSetCreationInfo(
  db: Db,
  params: { userId: string } & Parameters<typeof creationInfoOf>[0],
): Promise<void> {
  const { userId, ...input } = params;
  const info = creationInfoOf(input);
  // Only newer info: two saves committing out of order leave the later save's info (ISO times sort).
  await db
    .update(user)
    .set(info)
    .where(
      and(
        eq(user.id, userId),
        sql`coalesce(${user.recentQuizsetInfo}->>'createdAt', '') <= ${info.recentQuizsetInfo.createdAt}`,
      ),
    );
}
