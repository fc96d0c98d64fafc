import type { ClassroomItemType } from '@quizset/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../auth/session';
import type { Db } from '../../../db/client';
import { classroomAttemptLinks, quizAttempts, quizRooms } from '../../../db/schema';
import type { GoogleEnv } from '../../../env';
import { AppError, msg } from '../../../lib/app-error';
import { canEdit, findQuizSet } from '../../quizsets/get-quiz-set';
import { requireOwnedSet } from '../../rooms/manage-rooms';
import { type AttemptReview, reviewOfAttempt } from '../../rooms/results';
import { createClassroomApi } from '../classroom-api/classroom-client';
import { resolveAttachment } from '../copies/resolve-attachment';
import { getClassroomRole } from '../get-classroom-role';
import { checkLoginHint } from '../google-auth/check-login-hint';
import { getGoogleAuthClient } from '../google-auth/google-credentials';
import type { TokenCipher } from '../google-auth/token-cipher';
import { sendGradeAsTeacher } from '../grade-passback/send-grade-as-teacher';

/** What Classroom put in the Student Work Review iframe's URL (its launch), keyed on the attachment. */
export interface WorkReviewLaunch {
  courseId: string;
  itemId: string;
  itemType: ClassroomItemType;
  attachmentId: string;
  loginHint?: string;
}

/**
 * `GET /api/classroom/rooms/{entryMapHashId}/submissions/{submissionId}` (issue 11 "Teacher: student
 * work review"; classroom.md studentWorkReviewUri): the attempt a Classroom submission played — each
 * question with the student's answer, right or wrong, the score and the time.
 *
 * Who may see it: the owner of the room's set (or an admin), with no Google call, so it still opens
 * when the owner's Google sign-in has lapsed; or, with the iframe's `launch`, any teacher of the
 * course as `getAddOnContext` says (issue 18 item 5: a co-teacher sees results). With a launch the
 * attachment is resolved first (a copy reviews its own room, issue 18 item 1), and a teacher who is
 * there through Google also sets the submission's waiting grade with their own credentials (the
 * attachment's teacher may have no offline grant, or have left the course).
 * @param submissionId Classroom's id, as the Student Work Review iframe receives it.
 * @returns the submission's latest finished attempt, else its latest unfinished one; null when the
 *   student has not opened the assignment yet.
 * @throws AppError NOT_FOUND (room; a set the caller cannot read), FORBIDDEN (neither owner nor a
 *   teacher of the course), CLASSROOM_ACCOUNT_MISMATCH, and the Classroom errors (spec §8).
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
  let teacherApi: Awaited<ReturnType<typeof clientOf>> | null = null;
  const clientOf = async () => {
    if (!google || !cipher) throw new AppError('FORBIDDEN', msg('server.forbidden'));
    const { client } = await getGoogleAuthClient(db, { userId: caller.id, google, cipher });
    return createClassroomApi({ auth: client, rootUrl: google.classroomRootUrl });
  };
  if (launch && google && cipher) {
    await checkLoginHint(db, { userId: caller.id, loginHint: launch.loginHint, cipher });
    const attachment = await resolveAttachment(db, { ...launch, uriRoomId: roomId, api: clientOf });
    roomId = attachment.roomId;
  }
  const [room] = await db
    .select({ id: quizRooms.id, quizSetId: quizRooms.quizSetId })
    .from(quizRooms)
    .where(eq(quizRooms.id, roomId))
    .limit(1);
  if (!room) throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  const owned = await findQuizSet(db, room.quizSetId);
  let quizSetId: string;
  if (owned && canEdit(owned.row, caller)) quizSetId = owned.row.id;
  else if (launch && google && cipher && owned) {
    const role = await getClassroomRole(db, { userId: caller.id, ...launch, google, cipher });
    if (role.role !== 'TEACHER') throw new AppError('FORBIDDEN', msg('server.forbidden'));
    quizSetId = owned.row.id;
    teacherApi = await clientOf();
  } else quizSetId = (await requireOwnedSet(db, room.quizSetId, caller)).row.id;
  if (teacherApi && launch && google)
    await sendGradeAsTeacher(db, { api: teacherApi, ...launch, submissionId: params.submissionId, google });
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
  return reviewOfAttempt(db, quizSetId, link.attemptId);
}
