import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gradePassbackOutbox } from '../../../db/schema';
import type { GoogleEnv } from '../../../env';
import { type ClassroomApi, patchPointsEarned } from '../classroom-api/classroom-client';

/**
 * Sets a submission's waiting grade with the credentials of a teacher who is looking at it (issue 18
 * item 5; Google's grade requirements allow "when a teacher opens the Student Work Review"): a PENDING
 * or FAILED outbox row of the submission is patched now with `api` (that teacher's Classroom client)
 * and marked SENT. Used when the attachment's own teacher has no usable offline grant, or left the
 * course. A failure leaves the row as it was for the worker (and answers false); never throws.
 * @returns whether a grade was sent.
 */
export async function sendGradeAsTeacher(
  db: Db,
  params: {
    api: ClassroomApi;
    courseId: string;
    itemId: string;
    attachmentId: string;
    submissionId: string;
    google: GoogleEnv;
  },
): Promise<boolean> {
  const { api, courseId, itemId, attachmentId, submissionId } = params;
  const [row] = await db
    .select()
    .from(gradePassbackOutbox)
    .where(
      and(
        eq(gradePassbackOutbox.courseId, courseId),
        eq(gradePassbackOutbox.itemId, itemId),
        eq(gradePassbackOutbox.attachmentId, attachmentId),
        eq(gradePassbackOutbox.submissionId, submissionId),
        ne(gradePassbackOutbox.status, 'SENT'),
      ),
    )
    .limit(1);
  if (!row) return false;
  try {
    await patchPointsEarned(api, {
      courseId,
      itemId,
      attachmentId,
      submissionId,
      pointsEarned: row.pointsEarned,
    });
  } catch {
    return false;
  }
  await db
    .update(gradePassbackOutbox)
    .set({
      status: 'SENT',
      attempts: row.attempts + 1,
      lockedUntil: null,
      lastError: null,
      updatedAt: new Date(),
    })
    // A newer grade enqueued meanwhile keeps its own state.
    .where(and(eq(gradePassbackOutbox.id, row.id), eq(gradePassbackOutbox.updatedAt, row.updatedAt)));
  return true;
}
