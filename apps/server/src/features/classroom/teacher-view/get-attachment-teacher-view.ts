import {
  type AttachmentTeacherView,
  isGradeErrorReason,
  type QuizSaved,
  type WaitingGrade,
} from '@quizset/domain';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  classroomAttemptLinks,
  gradePassbackOutbox,
  quizAttempts,
  quizRooms,
  user,
} from '../../../db/schema';
import { AppError, msg } from '../../../lib/app-error';
import { canEdit, findQuizSet } from '../../quizsets/get-quiz-set';
import { resultsOfSet } from '../../rooms/results';
import { authorizeCourseTeacher, type CourseTeacherLaunch } from '../authorize-course-teacher';
import { requeueFailedPassbacks } from '../grade-passback/requeue-failed-passbacks';

/**
 * `GET /api/classroom/courses/{courseId}/{itemType}/{itemId}/addOnAttachments/{attachmentId}/teacher-view`
 * (issue 11 "Opening the teacher view later shows the attachment's room and its results"; issue 18
 * item 5): for any teacher of the course as `getAddOnContext` says (authorizeCourseTeacher), not the
 * set's owner alone — the attachment's room (a copy's own, item 1), its results as the results page
 * has them, and its grades Classroom has not taken yet (pending or failed, oldest first).
 * @param uriRoomId the `entryMapHashId` of the iframe's URL.
 * @throws AppError NOT_FOUND (the room or set was deleted) and authorizeCourseTeacher's errors.
 */
export async function getAttachmentTeacherView(
  db: Db,
  params: CourseTeacherLaunch,
): Promise<AttachmentTeacherView> {
  const { attachment } = await authorizeCourseTeacher(db, params);
  const [room] = await db.select().from(quizRooms).where(eq(quizRooms.id, attachment.roomId)).limit(1);
  const set = room ? await findQuizSet(db, room.quizSetId) : null;
  if (!room || !set) throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  return {
    entryMapHashId: room.id,
    isOpen: room.isOpen,
    canManage: canEdit(set.row, params.caller),
    quizSet: { id: set.row.id, title: set.row.title, quizList: set.row.quizList as QuizSaved[] },
    results: await resultsOfSet(db, set.row, { kind: 'all' }, room.id),
    waitingGrades: await waitingGradesOf(db, { ...attachment, attachmentId: attachment.id }),
  };
}

async function waitingGradesOf(
  db: Db,
  ids: { courseId: string; itemId: string; attachmentId: string },
): Promise<WaitingGrade[]> {
  const rows = await db
    .select()
    .from(gradePassbackOutbox)
    .where(
      and(
        eq(gradePassbackOutbox.courseId, ids.courseId),
        eq(gradePassbackOutbox.itemId, ids.itemId),
        eq(gradePassbackOutbox.attachmentId, ids.attachmentId),
        ne(gradePassbackOutbox.status, 'SENT'),
      ),
    )
    .orderBy(gradePassbackOutbox.createdAt);
  if (rows.length === 0) return [];
  const names = await db
    .select({ submissionId: classroomAttemptLinks.submissionId, name: user.name })
    .from(classroomAttemptLinks)
    .innerJoin(quizAttempts, eq(quizAttempts.id, classroomAttemptLinks.attemptId))
    .innerJoin(user, eq(user.id, quizAttempts.userId))
    .where(
      and(
        eq(classroomAttemptLinks.courseId, ids.courseId),
        eq(classroomAttemptLinks.itemId, ids.itemId),
        eq(classroomAttemptLinks.attachmentId, ids.attachmentId),
        inArray(
          classroomAttemptLinks.submissionId,
          rows.map((row) => row.submissionId),
        ),
      ),
    )
    .orderBy(desc(quizAttempts.startedAt));
  const nameOf = new Map<string, string>();
  for (const row of names) if (!nameOf.has(row.submissionId)) nameOf.set(row.submissionId, row.name);
  return rows.map((row) => ({
    submissionId: row.submissionId,
    studentName: nameOf.get(row.submissionId) ?? null,
    pointsEarned: row.pointsEarned,
    maxPoints: row.maxPoints,
    status: row.status === 'FAILED' ? 'FAILED' : 'PENDING',
    attempts: row.attempts,
    // Our reason only; a row from before the reasons (Google's raw text) reads as UNKNOWN.
    lastError: row.lastError === null ? null : isGradeErrorReason(row.lastError) ? row.lastError : 'UNKNOWN',
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * `POST …/addOnAttachments/{attachmentId}/grades/send-again` (issue 18 item 5, the teacher view's
 * "send again"): the attachment's FAILED grades — one submission's with `submissionId`, else all —
 * are due again for the worker, which sends them with the course's teachers' credentials. Authorized
 * like the teacher view (a teacher of the course by getAddOnContext).
 * @returns how many grades were made due (0 when none had failed: PENDING and SENT are left alone).
 * @throws authorizeCourseTeacher's errors.
 */
export async function sendFailedGradesAgain(
  db: Db,
  params: CourseTeacherLaunch & { submissionId?: string },
): Promise<{ requeued: number }> {
  const { attachment } = await authorizeCourseTeacher(db, params);
  const requeued = await requeueFailedPassbacks(db, {
    courseId: attachment.courseId,
    itemId: attachment.itemId,
    attachmentId: attachment.id,
    submissionId: params.submissionId,
  });
  return { requeued };
}
