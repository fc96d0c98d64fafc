import { and, desc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../auth/session';
import type { Db } from '../../../db/client';
import { classroomAttemptLinks, quizAttempts, quizRooms } from '../../../db/schema';
import { AppError, msg } from '../../../lib/app-error';
import { requireOwnedSet } from '../../rooms/manage-rooms';
import { type AttemptReview, reviewOfAttempt } from '../../rooms/results';

/**
 * `GET /api/classroom/rooms/{entryMapHashId}/submissions/{submissionId}` (issue 11 "Teacher: student
 * work review"; classroom.md studentWorkReviewUri): the attempt a Classroom submission played in the
 * room — each question with the student's answer, right or wrong, the score and the time — for the
 * teacher who owns the room's set (or an admin).
 *
 * Choice: authorization is ownership of the room, not a Google call. Only the room's owner can have
 * attached it (createClassroomAttachment checks that), the review needs no Google token, and so it
 * still opens when the teacher's Google sign-in has lapsed. A co-teacher of the course who does not
 * own the set is refused like anyone else.
 * @param submissionId Classroom's id, as the Student Work Review iframe receives it.
 * @returns the submission's latest finished attempt, else its latest unfinished one; null when the
 *   student has not opened the assignment yet.
 * @throws AppError NOT_FOUND (room; a set the caller cannot read), FORBIDDEN (not the owner).
 */
export async function getSubmissionReview(
  db: Db,
  params: { caller: SessionUser; roomId: string; submissionId: string },
): Promise<AttemptReview | null> {
  const [room] = await db
    .select({ id: quizRooms.id, quizSetId: quizRooms.quizSetId })
    .from(quizRooms)
    .where(eq(quizRooms.id, params.roomId))
    .limit(1);
  if (!room) throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  const record = await requireOwnedSet(db, room.quizSetId, params.caller);
  const [link] = await db
    .select({ attemptId: quizAttempts.id })
    .from(classroomAttemptLinks)
    .innerJoin(quizAttempts, eq(quizAttempts.id, classroomAttemptLinks.attemptId))
    .where(and(eq(classroomAttemptLinks.submissionId, params.submissionId), eq(quizAttempts.roomId, room.id)))
    // A finished attempt (the graded one) first, the newest of each kind first.
    .orderBy(
      sql`${quizAttempts.finishedAt} is null`,
      desc(quizAttempts.finishedAt),
      desc(quizAttempts.startedAt),
    )
    .limit(1);
  if (!link) return null;
  return reviewOfAttempt(db, record.row.id, link.attemptId);
}
