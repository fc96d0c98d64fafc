import { CLASSROOM_ERROR_CODES, type ClassroomItemType, roomIsOpenAt } from '@quizset/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { SessionUser } from '../../../auth/session';
import type { Db } from '../../../db/client';
import { classroomAttemptLinks, quizAttempts } from '../../../db/schema';
import type { GoogleEnv } from '../../../env';
import { AppError, msg } from '../../../lib/app-error';
import { findRoom } from '../../rooms/get-room';
import { type JoinedAttempt, joinRoom } from '../../rooms/join-room';
import { teamStanding } from '../../rooms/teams';
import { createClassroomApi } from '../classroom-api/classroom-client';
import { resolveAttachment } from '../copies/resolve-attachment';
import { getClassroomRole } from '../get-classroom-role';
import { checkLoginHint } from '../google-auth/check-login-hint';
import { getGoogleAuthClient } from '../google-auth/google-credentials';
import type { TokenCipher } from '../google-auth/token-cipher';

/**
 * The play bridge (issue 11 "students play inside Classroom"; classroom.md "Iframes Classroom
 * opens", studentViewUri): starts or resumes the student's attempt in the attachment's room and links
 * it to their Classroom submission, so its finish passes the grade back. Order: Classroom's
 * `login_hint` must name the signed-in Google account (issue 18 item 2), then the attachment is
 * resolved (resolveAttachment: one Quizset created for this room without a Google call, or a copy of
 * one, which gets its own room: issue 18 item 1), then `getAddOnContext` with the student's own token
 * (must be a student of the item), then the room's join rules (closed, no retries) as for any player.
 * A courseWork that takes student work needs the student's submission and its attempt is linked for
 * the grade; a material or an announcement plays ungraded (issue 18 item 3). A student who opens the
 * assignment again after finishing gets that finished attempt back (`resumed: true`, the player shows
 * its result) unless the room is open and allows retries (issue 11 "sees their result rather than a
 * fresh attempt"). The set's next set (spec §3 `nextQuizsetId`) is not part of the assignment: its
 * room (rooms' openNextRoom) is linked to no submission and sends no grade.
 * @param roomId the `entryMapHashId` of the iframe's URL (for a copy, the original's room).
 * @returns the attempt as `POST /api/rooms/{id}/attempts` answers it, with the room it is in
 *   (`entryMapHashId`, a copy's own room) and whether it is graded.
 * @throws AppError CLASSROOM_ACCOUNT_MISMATCH, CLASSROOM_INVALID_ACCESS (unknown attachment, or not
 *   for this room; no Google sign-in), CLASSROOM_NOT_TEACHER (a teacher: the student view is for
 *   students; neither role), CLASSROOM_AUTH_ERROR, GOOGLE_AUTH_EXPIRED, CLASSROOM_ERROR (spec §8);
 *   the room's FORBIDDEN (closed) and CONFLICT (finished, no retries).
 */
export async function joinClassroomRoom(
  db: Db,
  params: {
    caller: SessionUser;
    roomId: string;
    courseId: string;
    itemId: string;
    /** Default courseWork. */
    itemType?: ClassroomItemType;
    attachmentId: string;
    loginHint?: string;
    google: GoogleEnv;
    cipher: TokenCipher;
  },
): Promise<ClassroomJoinedAttempt> {
  const { caller, courseId, itemId, attachmentId, google, cipher } = params;
  const itemType = params.itemType ?? 'courseWork';
  await checkLoginHint(db, { userId: caller.id, loginHint: params.loginHint, cipher });
  const attachment = await resolveAttachment(db, {
    courseId,
    itemId,
    itemType,
    attachmentId,
    uriRoomId: params.roomId,
    api: async () => {
      const { client } = await getGoogleAuthClient(db, { userId: caller.id, google, cipher });
      return createClassroomApi({ auth: client, rootUrl: google.classroomRootUrl });
    },
  });
  const roomId = attachment.roomId;
  // Neither teacher nor student of the item: the student page's own words (issue 18 item 7), not
  // "not a Classroom teacher account".
  const role = await getClassroomRole(db, {
    userId: caller.id,
    courseId,
    itemId,
    itemType,
    attachmentId,
    google,
    cipher,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === CLASSROOM_ERROR_CODES.notTeacher)
      throw new AppError(CLASSROOM_ERROR_CODES.notTeacher, msg('classroom.notStudent'));
    throw error;
  });
  if (role.role !== 'STUDENT')
    throw new AppError(CLASSROOM_ERROR_CODES.notTeacher, msg('classroom.notStudent'));
  const graded = itemType === 'courseWork' && role.supportsStudentWork;
  if (graded && !role.submissionId)
    throw new AppError(CLASSROOM_ERROR_CODES.notTeacher, msg('classroom.notStudent'));
  const finished =
    graded && role.submissionId ? await finishedAttemptOfSubmission(db, roomId, role.submissionId) : null;
  if (finished) {
    const { room } = await findRoom(db, roomId);
    if (!roomIsOpenAt(room, new Date()) || room.maxAttemptsPerPlayer === 1)
      return { ...finished, resumed: true, entryMapHashId: roomId, graded };
  }
  let joined: JoinedAttempt;
  try {
    joined = await joinRoom(db, { roomId, player: { kind: 'user', user: caller } });
  } catch (error) {
    // Attempts used up (issue 15 item 2) or the bell rang: the student sees their finished attempt.
    if (finished && error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'FORBIDDEN'))
      return { ...finished, resumed: true, entryMapHashId: roomId, graded };
    throw error;
  }
  if (graded && role.submissionId)
    await db
      .insert(classroomAttemptLinks)
      .values({
        attemptId: joined.attemptId,
        courseId,
        itemId,
        attachmentId,
        submissionId: role.submissionId,
      })
      .onConflictDoNothing();
  return { ...joined, entryMapHashId: roomId, graded };
}

/** The play bridge's answer: the attempt, the room it is in, and whether its finish sends a grade. */
export interface ClassroomJoinedAttempt extends JoinedAttempt {
  entryMapHashId: string;
  graded: boolean;
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
