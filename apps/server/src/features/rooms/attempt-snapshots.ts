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

export async function attemptQuizList(db: Db, attemptId: string): Promise<QuizSaved[] | null> {
  let cache = snapshots.get(db);
  if (!cache) {
    cache = new Map();
    snapshots.set(db, cache);
  }
  const known = cache.get(attemptId);
  if (known) return known;
  const [row] = await db
    .select({ quizList: quizAttempts.quizList })
    .from(quizAttempts)
    .where(eq(quizAttempts.id, attemptId))
    .limit(1);
  if (!row) return null;
  cache.set(attemptId, row.quizList);
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return row.quizList;
}
