import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { classroomAttachments, classroomCourseTeachers, gradePassbackOutbox } from '../../../db/schema';

/** Which FAILED grades to send again: a whole course, or one attachment (optionally one submission). */
export type FailedPassbacks =
  | { courseId: string }
  | { courseId: string; itemId: string; attachmentId: string; submissionId?: string };

/**
 * Makes FAILED grade passbacks due again (issue 18 item 5: "a FAILED passback is driven again when a
 * teacher of that course signs in"; the teacher view's "send again"): status PENDING, attempts 0, due
 * now, so the worker's next pass sends them with the course's teachers' credentials. PENDING and
 * SENT rows are left as they are.
 * @returns how many rows were made due.
 */
export async function requeueFailedPassbacks(db: Db, which: FailedPassbacks): Promise<number> {
  const where: SQL[] = [eq(gradePassbackOutbox.courseId, which.courseId)];
  if ('attachmentId' in which) {
    where.push(eq(gradePassbackOutbox.itemId, which.itemId));
    where.push(eq(gradePassbackOutbox.attachmentId, which.attachmentId));
    if (which.submissionId) where.push(eq(gradePassbackOutbox.submissionId, which.submissionId));
  }
  return makeDue(db, and(...where));
}

async function makeDue(db: Db, where: SQL | undefined): Promise<number> {
  const now = new Date();
  const rows = await db
    .update(gradePassbackOutbox)
    .set({ status: 'PENDING', attempts: 0, nextAttemptAt: now, lockedUntil: null, updatedAt: now })
    .where(and(eq(gradePassbackOutbox.status, 'FAILED'), where))
    .returning({ id: gradePassbackOutbox.id });
  return rows.length;
}

/**
 * On a Google sign-in (issue 18 item 5): the FAILED grades of every course `userId` is known to teach
 * — confirmed by getAddOnContext before (classroom_course_teachers) or the teacher of one of its
 * attachments — are due again, since the new grant may send them. Nothing for anyone else.
 * @returns how many rows were made due.
 */
export async function requeueFailedPassbacksOfTeacher(db: Db, userId: string): Promise<number> {
  const taught = await db
    .select({ courseId: classroomCourseTeachers.courseId })
    .from(classroomCourseTeachers)
    .where(eq(classroomCourseTeachers.userId, userId))
    .union(
      db
        .select({ courseId: classroomAttachments.courseId })
        .from(classroomAttachments)
        .where(eq(classroomAttachments.teacherUserId, userId)),
    );
  if (taught.length === 0) return 0;
  return makeDue(
    db,
    inArray(
      gradePassbackOutbox.courseId,
      taught.map((row) => row.courseId),
    ),
  );
}
