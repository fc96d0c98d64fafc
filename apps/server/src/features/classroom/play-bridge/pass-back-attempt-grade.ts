import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { classroomAttachments, classroomAttemptLinks } from '../../../db/schema';
import { enqueueGradePassback } from '../grade-passback/enqueue-grade-passback';

/**
 * On an attempt's first finish (issue 11 "grade passback"): when the attempt was played from a
 * Classroom attachment with max points, queues its grade for the student's submission, scaled to the
 * attachment's max points. Meant to run in the finish's transaction, so the result and its grade are
 * stored together. An attempt not played from Classroom, or an ungraded attachment: nothing.
 * @param result the attempt's score out of maxScore (points, 10 a right answer).
 * @returns whether a grade was queued.
 */
export async function passBackAttemptGrade(
  db: Db,
  { attemptId, score, maxScore }: { attemptId: string; score: number; maxScore: number },
): Promise<boolean> {
  const [link] = await db
    .select({ link: classroomAttemptLinks, maxPoints: classroomAttachments.maxPoints })
    .from(classroomAttemptLinks)
    .innerJoin(
      classroomAttachments,
      and(
        eq(classroomAttachments.courseId, classroomAttemptLinks.courseId),
        eq(classroomAttachments.itemId, classroomAttemptLinks.itemId),
        eq(classroomAttachments.id, classroomAttemptLinks.attachmentId),
      ),
    )
    .where(eq(classroomAttemptLinks.attemptId, attemptId))
    .limit(1);
  if (!link || link.maxPoints === null || link.maxPoints <= 0) return false;
  const { courseId, itemId, attachmentId, submissionId } = link.link;
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
