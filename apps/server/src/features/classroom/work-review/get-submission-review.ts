import { and, desc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../auth/session';
import type { Db } from '../../../db/client';
import { classroomAttemptLinks, quizAttempts, quizRooms } from '../../../db/schema';
import type { GoogleEnv } from '../../../env';
import { AppError, msg } from '../../../lib/app-error';
import { requireOwnedSet } from '../../rooms/manage-rooms';
import { type AttemptReview, reviewOfAttempt } from '../../rooms/results';
import { type AttachmentLaunch, authorizeCourseTeacher } from '../authorize-course-teacher';
import type { TokenCipher } from '../google-auth/token-cipher';
import { sendGradeAsTeacher } from '../grade-passback/send-grade-as-teacher';

/** The Student Work Review iframe's launch (authorize-course-teacher.ts). */
export type WorkReviewLaunch = AttachmentLaunch;

/**
 * `GET /api/classroom/rooms/{entryMapHashId}/submissions/{submissionId}` (issue 11 "Teacher: student
 * work review"; classroom.md studentWorkReviewUri): the attempt a Classroom submission played — each
 * question with the student's answer, right or wrong, the score and the time.
 *
 * Who may see it (issue 18 item 5): with the iframe's `launch`, a teacher of the course as
 * `getAddOnContext` says (authorizeCourseTeacher: a co-teacher sees results; a copy reviews its own
 * room, item 1), and that teacher also sets the submission's waiting grade with their own
 * credentials — the grade is set here when no teacher of the course has an offline grant the worker
 * could use. Without a launch (a call from outside the iframe) only the owner of the room's set (or
 * an admin) may look, with no Google call.
 * @param submissionId Classroom's id, as the Student Work Review iframe receives it.
 * @returns the submission's latest finished attempt, else its latest unfinished one; null when the
 *   student has not opened the assignment yet.
 * @throws AppError NOT_FOUND (room; a set the caller cannot read), FORBIDDEN (no launch, not the
 *   owner), and authorizeCourseTeacher's errors (spec §8).
 */
export async function getSubmissionReview(
  db: Db,
  params: {
    caller: SessionUser;
    roomId: string;
    submissionId: string;
    launch?: WorkReviewLaunch;
    google?: GoogleEnv;
    cipher?: TokenCipher;
  },
): Promise<AttemptReview | null> {
  const { caller, launch, google, cipher } = params;
  let roomId = params.roomId;
  let quizSetId: string;
  if (launch) {
    if (!google || !cipher) throw new AppError('FORBIDDEN', msg('server.forbidden'));
    const teacher = await authorizeCourseTeacher(db, { caller, launch, uriRoomId: roomId, google, cipher });
    roomId = teacher.attachment.roomId;
    const room = await roomOf(db, roomId);
    quizSetId = room.quizSetId;
    await sendGradeAsTeacher(db, { api: teacher.api, ...launch, submissionId: params.submissionId, google });
  } else {
    const room = await roomOf(db, roomId);
    quizSetId = (await requireOwnedSet(db, room.quizSetId, caller)).row.id;
  }
  const [link] = await db
    .select({ attemptId: quizAttempts.id })
    .from(classroomAttemptLinks)
    .innerJoin(quizAttempts, eq(quizAttempts.id, classroomAttemptLinks.attemptId))
    .where(and(eq(classroomAttemptLinks.submissionId, params.submissionId), eq(quizAttempts.roomId, roomId)))
    // A finished attempt (the graded one) first, the newest of each kind first.
    .orderBy(
      sql`${quizAttempts.finishedAt} is null`,
      desc(quizAttempts.finishedAt),
      desc(quizAttempts.startedAt),
    )
    .limit(1);
  if (!link) return null;
  return reviewOfAttempt(db, quizSetId, link.attemptId);
}

async function roomOf(db: Db, roomId: string): Promise<{ quizSetId: string }> {
  const [room] = await db
    .select({ quizSetId: quizRooms.quizSetId })
    .from(quizRooms)
    .where(eq(quizRooms.id, roomId))
    .limit(1);
  if (!room) throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  return room;
}
