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

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** One user's writes in this process: the one running, and the newest info waiting behind it. */
interface UserInfoWriter {
  running: boolean;
  waiting: { params: Parameters<typeof recordQuizSetCreationInfo>[1]; waiters: Waiter[] } | null;
}

const writersOf = new WeakMap<Db, Map<string, UserInfoWriter>>();

/**
 * recordQuizSetCreationInfo for a save that has committed (create-quiz-set.ts), with one user's
 * writes in this process folded together (issue 20 item 2): every save updated the same user row,
 * and each UPDATE waited for the previous one's commit on that row's lock, so 50 parallel creates
 * of one teacher were queued one fsync after another (pg_stat_activity: `Lock tuple` on it).
 * Here at most one UPDATE per user runs at a time; saves arriving meanwhile wait for the next one,
 * which writes the newest of their infos (by `at`) once for all of them.
 * Resolves when the stored info is this save's or a newer one's — the guarantee a lone call gives
 * (the `createdAt` guard still orders writes across processes).
 * @throws the database's error, to every save whose info that UPDATE carried.
 */
export function recordLatestQuizSetCreationInfo(
  db: Db,
  params: Parameters<typeof recordQuizSetCreationInfo>[1],
): Promise<void> {
  let writers = writersOf.get(db);
  if (!writers) {
    writers = new Map();
    writersOf.set(db, writers);
  }
  let writer = writers.get(params.userId);
  if (!writer) {
    writer = { running: false, waiting: null };
    writers.set(params.userId, writer);
  }
  const own = writer;
  const ownWriters = writers;
  return new Promise<void>((resolve, reject) => {
    const waiting = own.waiting;
    const newer = !waiting || waiting.params.at.getTime() <= params.at.getTime() ? params : waiting.params;
    own.waiting = { params: newer, waiters: [...(waiting?.waiters ?? []), { resolve, reject }] };
    if (!own.running) void writeInTurn(db, ownWriters, own, params.userId);
  });
}

async function writeInTurn(
  db: Db,
  writers: Map<string, UserInfoWriter>,
  writer: UserInfoWriter,
  userId: string,
): Promise<void> {
  writer.running = true;
  while (writer.waiting) {
    const { params, waiters } = writer.waiting;
    writer.waiting = null;
    try {
      await recordQuizSetCreationInfo(db, params);
      for (const waiter of waiters) waiter.resolve();
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
    }
  }
  writer.running = false;
  writers.delete(userId);
}
