import { CLASSROOM_ERROR_CODES, roomIsOpenAt } from '@quizset/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { SessionUser } from '../../../auth/session';
import type { Db } from '../../../db/client';
import { classroomAttachments, classroomAttemptLinks, quizAttempts } from '../../../db/schema';
import type { GoogleEnv } from '../../../env';
import { AppError, msg } from '../../../lib/app-error';
import { findRoom } from '../../rooms/get-room';
import { type JoinedAttempt, joinRoom } from '../../rooms/join-room';
import { teamStanding } from '../../rooms/teams';
import { getClassroomRole } from '../get-classroom-role';
import type { TokenCipher } from '../google-auth/token-cipher';

/**
 * The play bridge (issue 11 "students play inside Classroom"; classroom.md "Iframes Classroom
 * opens", studentViewUri): starts or resumes the student's attempt in the attachment's room and links
 * it to their Classroom submission, so its finish passes the grade back. Order: the attachment must
 * be one Quizset created for this room (no Google call otherwise), then `getAddOnContext` with the
 * student's own token (must be a student of the item, with a submission), then the room's join rules
 * (closed, no retries) as for any player. A student who opens the assignment again after finishing
 * gets that finished attempt back (`resumed: true`, the player shows its result) unless the room is
 * open and allows retries (issue 11 "sees their result rather than a fresh attempt").
 * @param roomId the `entryMapHashId` of the iframe's URL.
 * @returns the attempt as `POST /api/rooms/{id}/attempts` answers it.
 * @throws AppError CLASSROOM_INVALID_ACCESS (unknown attachment, or not for this room; no Google
 *   sign-in), CLASSROOM_NOT_TEACHER (a teacher: the student view is for students; neither role),
 *   CLASSROOM_AUTH_ERROR, GOOGLE_AUTH_EXPIRED, CLASSROOM_ERROR (spec §8); the room's FORBIDDEN
 *   (closed) and CONFLICT (finished, no retries).
 */
export async function joinClassroomRoom(
  db: Db,
  params: {
    caller: SessionUser;
    roomId: string;
    courseId: string;
    itemId: string;
    attachmentId: string;
    google: GoogleEnv;
    cipher: TokenCipher;
  },
): Promise<JoinedAttempt> {
  const { caller, roomId, courseId, itemId, attachmentId } = params;
  const [attachment] = await db
    .select({ studentViewUri: classroomAttachments.studentViewUri })
    .from(classroomAttachments)
    .where(
      and(
        eq(classroomAttachments.courseId, courseId),
        eq(classroomAttachments.itemId, itemId),
        eq(classroomAttachments.id, attachmentId),
      ),
    )
    .limit(1);
  // The attachment must name this room: a student cannot move their grade to another room's play.
  if (!attachment || new URL(attachment.studentViewUri).searchParams.get('entryMapHashId') !== roomId)
    throw new AppError(CLASSROOM_ERROR_CODES.invalidAccess, msg('classroom.invalidAccess'));
  const role = await getClassroomRole(db, {
    userId: caller.id,
    courseId,
    itemId,
    itemType: 'courseWork',
    attachmentId,
    google: params.google,
    cipher: params.cipher,
  });
  if (role.role !== 'STUDENT' || !role.submissionId)
    throw new AppError(CLASSROOM_ERROR_CODES.notTeacher, msg('classroom.notStudent'));
  const finished = await finishedAttemptOfSubmission(db, roomId, role.submissionId);
  if (finished) {
    const { room } = await findRoom(db, roomId);
    if (!roomIsOpenAt(room, new Date()) || room.maxAttemptsPerPlayer === 1)
      return { ...finished, resumed: true };
  }
  let joined: JoinedAttempt;
  try {
    joined = await joinRoom(db, { roomId, player: { kind: 'user', user: caller } });
  } catch (error) {
    // Attempts used up (issue 15 item 2) or the bell rang: the student sees their finished attempt.
    if (finished && error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'FORBIDDEN'))
      return { ...finished, resumed: true };
    throw error;
  }
  await db
    .insert(classroomAttemptLinks)
    .values({ attemptId: joined.attemptId, courseId, itemId, attachmentId, submissionId: role.submissionId })
    .onConflictDoNothing();
  return joined;
}

/** The submission's latest finished attempt in the room (its grade is the one in Classroom), or null. */
async function finishedAttemptOfSubmission(
  db: Db,
  roomId: string,
  submissionId: string,
): Promise<Omit<JoinedAttempt, 'resumed'> | null> {
  const [row] = await db
    .select({
      attemptId: quizAttempts.id,
      questionOrder: quizAttempts.questionOrder,
      team: quizAttempts.team,
    })
    .from(classroomAttemptLinks)
    .innerJoin(quizAttempts, eq(quizAttempts.id, classroomAttemptLinks.attemptId))
    .where(
      and(
        eq(classroomAttemptLinks.submissionId, submissionId),
        eq(quizAttempts.roomId, roomId),
        isNotNull(quizAttempts.finishedAt),
      ),
    )
    .orderBy(desc(quizAttempts.finishedAt))
    .limit(1);
  if (!row) return null;
  return {
    attemptId: row.attemptId,
    questionOrder: row.questionOrder,
    team: await teamStanding(db, roomId, row.team),
    rejoinCode: null,
  };
}
