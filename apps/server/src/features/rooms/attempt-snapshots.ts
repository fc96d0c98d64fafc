import type { QuizSaved } from '@quizset/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttempts } from '../../db/schema';

/**
 * The question snapshots of attempts, kept in memory after the first read (issue 10 "Performance":
 * each answer would otherwise read and parse the whole set's questions again). A snapshot never
 * changes once the attempt exists, so a cached one is never stale, in this process or another.
 * Bounded: the oldest entries go first.
 */
const MAX_ENTRIES = 5_000;
const snapshots = new WeakMap<Db, Map<string, QuizSaved[]>>();

function cacheOf(db: Db): Map<string, QuizSaved[]> {
  let cache = snapshots.get(db);
  if (!cache) {
    cache = new Map();
    snapshots.set(db, cache);
  }
  return cache;
}

function keep(cache: Map<string, QuizSaved[]>, attemptId: string, quizList: QuizSaved[]): void {
  cache.set(attemptId, quizList);
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

/** The question snapshot of attempt `attemptId`, from memory or read once; null when it is missing. */
export async function attemptQuizList(db: Db, attemptId: string): Promise<QuizSaved[] | null> {
  const cache = cacheOf(db);
  const known = cache.get(attemptId);
  if (known) return known;
  const [row] = await db
    .select({ quizList: quizAttempts.quizList })
    .from(quizAttempts)
    .where(eq(quizAttempts.id, attemptId))
    .limit(1);
  if (!row) return null;
  keep(cache, attemptId, row.quizList);
  return row.quizList;
}

/** Whether this process holds the question snapshot of attempt `attemptId` (for `db`). */
export function knowsAttemptQuizList(db: Db, attemptId: string): boolean {
  return cacheOf(db).has(attemptId);
}

/**
 * Keeps the snapshot a join has just stored with its new attempt (join-room.ts), so the attempt's
 * first answer does not read it back (issue 20 item 3), or one read with the attempt's head
 * (attempt-head-cache.ts). `quizList` must be exactly what was stored.
 */
export function rememberAttemptQuizList(db: Db, attemptId: string, quizList: QuizSaved[]): void {
  keep(cacheOf(db), attemptId, quizList);
}
