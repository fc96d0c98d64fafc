import { and, eq, isNull, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizAttempts, quizRooms } from '../../db/schema';

/**
 * Whether `caller` is still playing quiz set `quizSetId` (issue 15 item 3 "A joined player cannot
 * read the answer key anywhere"): they have an unfinished attempt on it in any room, or a finished
 * one in a room that is still open and lets them start another (more than one attempt per player).
 * While playing, every route that would show the set's answers shows it without them — whatever the
 * caller's `userType` (a student may switch themselves to TEACHER). The set's owner and admins are
 * never locked: they wrote, or may edit, the answers. One indexed read (quiz_attempts_set_idx).
 */
export async function isPlayingSet(db: Db, caller: SessionUser | null, quizSetId: string, ownerId: string) {
  if (caller === null || caller.id === ownerId || caller.isAdmin) return false;
  const [row] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .innerJoin(quizRooms, eq(quizRooms.id, quizAttempts.roomId))
    .where(playingAttemptOf(quizSetId, caller.id))
    .limit(1);
  return row !== undefined;
}

/**
 * The condition of isPlayingSet on quiz_attempts joined with quiz_rooms: an attempt of `userId` on
 * `quizSetId` (values, columns or placeholders) that still lets them play. Shared with the quiz set
 * read that checks the lock in the same statement as the set (get-quiz-set.ts).
 */
export function playingAttemptOf(quizSetId: SQLWrapper | string, userId: SQLWrapper | string) {
  return and(
    eq(quizAttempts.quizSetId, quizSetId),
    eq(quizAttempts.userId, userId),
    or(
      isNull(quizAttempts.finishedAt),
      and(
        eq(quizRooms.isOpen, true),
        sql`(${quizRooms.maxAttemptsPerPlayer} IS NULL OR ${quizRooms.maxAttemptsPerPlayer} > 1)`,
      ),
    ),
  );
}
