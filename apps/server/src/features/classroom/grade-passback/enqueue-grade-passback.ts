import { randomUUID } from 'node:crypto';
import { scalePointsEarned } from '@quizset/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gradePassbackOutbox } from '../../../db/schema';

export interface GradePassback {
  courseId: string;
  itemId: string;
  attachmentId: string;
  /** The student's submission (getAddOnContext `studentContext.submissionId`). */
  submissionId: string;
  /** Points the student earned in the room, out of `maxScore`. */
  score: number;
  maxScore: number;
  /** The attachment's max points (what Classroom grades out of). */
  maxPoints: number;
}

/**
 * Puts a student's grade in the durable outbox (issue 11 "grade passback"); the passback worker sends
 * it as `pointsEarned = scalePointsEarned(score, maxScore, maxPoints)`. Written in the caller's
 * transaction when given one, so a finished attempt and its grade are stored together. A later grade
 * for the same submission (a retry of the room) replaces the queued one and is sent afresh.
 * @returns the outbox row id.
 * @throws RangeError for a non-finite score or non-positive maxPoints (a programming error upstream).
 */
export async function enqueueGradePassback(db: Db, passback: GradePassback): Promise<{ id: string }> {
  const pointsEarned = scalePointsEarned(passback);
  const now = new Date();
  const [row] = await db
    .insert(gradePassbackOutbox)
    .values({ id: randomUUID(), ...passback, pointsEarned, status: 'PENDING', nextAttemptAt: now })
    .onConflictDoUpdate({
      target: [
        gradePassbackOutbox.courseId,
        gradePassbackOutbox.itemId,
        gradePassbackOutbox.attachmentId,
        gradePassbackOutbox.submissionId,
      ],
      set: {
        score: passback.score,
        maxScore: passback.maxScore,
        maxPoints: passback.maxPoints,
        pointsEarned,
        status: 'PENDING',
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: gradePassbackOutbox.id });
  return { id: row!.id };
}
