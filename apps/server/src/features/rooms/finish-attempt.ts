import type { AttemptResult } from '@quizset/domain';
import { scoreOf } from '@quizset/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttemptAnswers, quizAttempts, quizSets } from '../../db/schema';
import type { LoadedAttempt } from './attempt-access';
import { forgetAttemptHeads } from './attempt-head-cache';

/** Runs once, in a finish's transaction (the Classroom grade passback, issue 11). */
export type OnFinished = (
  tx: Db,
  finished: { attemptId: string; score: number; maxScore: number },
) => Promise<unknown>;

/** An attempt's result once finished, else null. */
export function resultOf(
  attempt: Pick<
    LoadedAttempt['attempt'],
    'finishedAt' | 'score' | 'maxScore' | 'correctCount' | 'durationMs'
  >,
): AttemptResult | null {
  if (attempt.finishedAt === null) return null;
  return {
    score: attempt.score ?? 0,
    maxScore: attempt.maxScore,
    correctCount: attempt.correctCount ?? 0,
    durationMs: attempt.durationMs ?? 0,
  };
}

/**
 * Finishes `attempt` whoever asks (the player's finish, the bell: issue 15 item 7): score from the
 * answers given, unanswered = wrong, `playCount` + 1 and `onFinished` once, all in one transaction.
 * A finish racing this one wins and its result is answered.
 */
export async function finishAttemptRow(
  db: Db,
  attempt: Pick<LoadedAttempt['attempt'], 'id' | 'questionOrder' | 'quizSetId'>,
  onFinished?: OnFinished,
): Promise<AttemptResult> {
  forgetAttemptHeads({ attemptId: attempt.id });
  return db.transaction(async (tx) => {
    // Lock the attempt before counting (answer-batch.ts): an answer batch that locked it first is
    // committed by now and counted below; one that comes later sees the attempt finished and stores
    // nothing. Without the lock an answer could be stored after the count and never scored.
    await tx
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attempt.id))
      .for('update');
    const [counted] = await tx
      .select({ correct: sql<number>`count(*) FILTER (WHERE ${quizAttemptAnswers.isCorrect})::int` })
      .from(quizAttemptAnswers)
      .where(eq(quizAttemptAnswers.attemptId, attempt.id));
    const correctCount = Number(counted?.correct ?? 0);
    const { score, maxScore } = scoreOf(correctCount, attempt.questionOrder.length);
    const [finished] = await tx
      .update(quizAttempts)
      .set({
        finishedAt: sql`now()`,
        durationMs: sql`GREATEST(0, round(extract(epoch from (now() - ${quizAttempts.startedAt})) * 1000))::int`,
        score,
        maxScore,
        correctCount,
      })
      .where(and(eq(quizAttempts.id, attempt.id), isNull(quizAttempts.finishedAt)))
      .returning();
    if (!finished) {
      // A finish racing this one won: answer its result.
      const [row] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id)).limit(1);
      const raced = row && resultOf(row);
      if (!raced) throw new Error('attempt neither finished nor open');
      return raced;
    }
    await tx
      .update(quizSets)
      .set({ playCount: sql`${quizSets.playCount} + 1` })
      .where(eq(quizSets.id, attempt.quizSetId));
    await onFinished?.(tx, { attemptId: attempt.id, score, maxScore });
    return { score, maxScore, correctCount, durationMs: finished.durationMs ?? 0 };
  });
}
