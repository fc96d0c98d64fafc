import type { AttemptResult } from '@quizset/domain';
import { POINTS_PER_QUESTION, scoreOf } from '@quizset/domain';
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
 * Finishes running at once in this process (issue 20 item 3). Every finish of a set's rooms ends on
 * the set's `playCount` row, whose lock each holds until its commit: the finishes of one class take
 * turns there anyway. Without a bound, a class finishing together parked one pooled connection each
 * on that lock, and the answers and joins behind them waited for a connection.
 */
const MAX_FINISHING = 4;
let finishing = 0;
const waitingToFinish: Array<() => void> = [];

/** Runs `work` when fewer than MAX_FINISHING finishes run; a slot freed goes to the longest waiting. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (finishing < MAX_FINISHING) finishing += 1;
  else await new Promise<void>((resolve) => waitingToFinish.push(resolve));
  try {
    return await work();
  } finally {
    const next = waitingToFinish.shift();
    if (next) next();
    else finishing -= 1;
  }
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
  const result = await inTurn(() => finishInTransaction(db, attempt, onFinished));
  // Again: an answer read while this finish waited its turn cached the head as still open.
  forgetAttemptHeads({ attemptId: attempt.id });
  return result;
}

function finishInTransaction(
  db: Db,
  attempt: Pick<LoadedAttempt['attempt'], 'id' | 'questionOrder' | 'quizSetId'>,
  onFinished?: OnFinished,
): Promise<AttemptResult> {
  return db.transaction(async (tx) => {
    // Lock the attempt before counting (answer-batch.ts): an answer batch that locked it first is
    // committed by now and counted below; one that comes later sees the attempt finished and stores
    // nothing. Without the lock an answer could be stored after the count and never scored.
    await tx
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attempt.id))
      .for('update');
    // Counted inside the UPDATE (one round trip fewer, issue 20 item 3): a statement after the lock,
    // so it sees every batch that locked first. Score as scoreOf: right answers × POINTS_PER_QUESTION.
    const correct = sql<number>`(SELECT count(*) FILTER (WHERE ${quizAttemptAnswers.isCorrect})::int
      FROM ${quizAttemptAnswers} WHERE ${quizAttemptAnswers.attemptId} = ${attempt.id})`;
    const { maxScore } = scoreOf(0, attempt.questionOrder.length);
    const [finished] = await tx
      .update(quizAttempts)
      .set({
        finishedAt: sql`now()`,
        durationMs: sql`GREATEST(0, round(extract(epoch from (now() - ${quizAttempts.startedAt})) * 1000))::int`,
        score: sql`${correct} * ${POINTS_PER_QUESTION}`,
        maxScore,
        correctCount: correct,
      })
      .where(and(eq(quizAttempts.id, attempt.id), isNull(quizAttempts.finishedAt)))
      // Not the question snapshot (issue 20 item 3: it was parsed for nothing with every finish).
      .returning({
        score: quizAttempts.score,
        correctCount: quizAttempts.correctCount,
        durationMs: quizAttempts.durationMs,
      });
    if (!finished) {
      // A finish racing this one won: answer its result.
      const [row] = await tx
        .select({
          finishedAt: quizAttempts.finishedAt,
          score: quizAttempts.score,
          maxScore: quizAttempts.maxScore,
          correctCount: quizAttempts.correctCount,
          durationMs: quizAttempts.durationMs,
        })
        .from(quizAttempts)
        .where(eq(quizAttempts.id, attempt.id))
        .limit(1);
      const raced = row && resultOf(row);
      if (!raced) throw new Error('attempt neither finished nor open');
      return raced;
    }
    const score = finished.score ?? 0;
    const correctCount = finished.correctCount ?? 0;
    await onFinished?.(tx, { attemptId: attempt.id, score, maxScore });
    // Last before the commit (issue 20 item 3): every finish of a set's rooms updates this one row,
    // and its lock is held until the commit; run earlier, the finishes of a class queued on it for
    // the whole passback read too, each holding a pooled connection the answers were waiting for.
    await tx
      .update(quizSets)
      .set({ playCount: sql`${quizSets.playCount} + 1` })
      .where(eq(quizSets.id, attempt.quizSetId));
    return { score, maxScore, correctCount, durationMs: finished.durationMs ?? 0 };
  });
}
