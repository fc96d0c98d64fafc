import { countedAttemptOf } from '@quizset/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { classroomAttachments, classroomAttemptLinks, quizAttempts, quizRooms } from '../../../db/schema';
import { enqueueGradePassback } from '../grade-passback/enqueue-grade-passback';

/**
 * On an attempt's first finish (issue 11 "grade passback"): when the attempt was played from a
 * Classroom attachment with max points, queues its grade for the student's submission, scaled to the
 * attachment's max points. Meant to run in the finish's transaction, so the result and its grade are
 * stored together. An attempt not played from Classroom, or an ungraded attachment: nothing. Only
 * the attempt the room counts for the submission (`countedAttempt`: best or first) sends its grade.
 * @param result the attempt's score out of maxScore (points, 10 a right answer).
 * @returns whether a grade was queued.
 */
export async function passBackAttemptGrade(
  db: Db,
  { attemptId, score, maxScore }: { attemptId: string; score: number; maxScore: number },
): Promise<boolean> {
  // The link, its attachment's max points and the room's rule in one read (issue 20: a round trip
  // fewer in a finish's transaction).
  const [link] = await db
    .select({
      link: classroomAttemptLinks,
      maxPoints: classroomAttachments.maxPoints,
      roomId: quizRooms.id,
      rule: quizRooms.countedAttempt,
    })
    .from(classroomAttemptLinks)
    .innerJoin(
      classroomAttachments,
      and(
        eq(classroomAttachments.courseId, classroomAttemptLinks.courseId),
        eq(classroomAttachments.itemId, classroomAttemptLinks.itemId),
        eq(classroomAttachments.id, classroomAttemptLinks.attachmentId),
      ),
    )
    .leftJoin(quizAttempts, eq(quizAttempts.id, classroomAttemptLinks.attemptId))
    .leftJoin(quizRooms, eq(quizRooms.id, quizAttempts.roomId))
    .where(eq(classroomAttemptLinks.attemptId, attemptId))
    .limit(1);
  if (!link || link.maxPoints === null || link.maxPoints <= 0) return false;
  const { courseId, itemId, attachmentId, submissionId } = link.link;
  // The grade follows the room's "which attempt counts" rule (issue 15 item 2), like the results: only
  // the counted attempt of the submission is sent — a retry below the best, or after the first, is not.
  // The submission's attempts of this attachment's room (a submission id alone may span items).
  const ofSubmission = await db
    .select({
      id: quizAttempts.id,
      score: quizAttempts.score,
      startedAt: quizAttempts.startedAt,
      finishedAt: quizAttempts.finishedAt,
    })
    .from(classroomAttemptLinks)
    .innerJoin(quizAttempts, eq(quizAttempts.id, classroomAttemptLinks.attemptId))
    .where(
      and(
        eq(classroomAttemptLinks.submissionId, submissionId),
        eq(classroomAttemptLinks.courseId, courseId),
        eq(classroomAttemptLinks.itemId, itemId),
        eq(classroomAttemptLinks.attachmentId, attachmentId),
        eq(quizAttempts.roomId, link.roomId ?? ''),
      ),
    );
  // This attempt is finishing in the caller's transaction: count it with its new score.
  const candidates = ofSubmission.map((row) =>
    row.id === attemptId ? { ...row, score, finishedAt: row.finishedAt ?? new Date() } : row,
  );
  if (countedAttemptOf(candidates, link.rule ?? 'best')?.id !== attemptId) return false;
  await enqueueGradePassback(db, {
    courseId,
    itemId,
    attachmentId,
    submissionId,
    score,
    maxScore,
    maxPoints: link.maxPoints,
  });
  return true;
}
