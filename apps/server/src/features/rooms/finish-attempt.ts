import type { AttemptResult } from '@quizset/domain';
import { POINTS_PER_QUESTION, scoreOf } from '@quizset/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classroomAttemptLinks, quizAttemptAnswers, quizAttempts, quizSets } from '../../db/schema';
import type { LoadedAttempt } from './attempt-access';
import { forgetAttemptHeads } from './attempt-head-cache';

/**
 * Runs once, in a finish's transaction, for an attempt linked to a Classroom submission (the grade
 * passback, issue 11); an attempt without a link skips it (issue 20: no lookup for most finishes).
 */
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

/** The finishing UPDATE's row (snake_case: a raw statement). */
type FinishedRow = {
  score: number | null;
  correct_count: number | null;
  duration_ms: number | null;
  /** Whether a Classroom submission is linked to the attempt (its grade goes back: `onFinished`). */
  linked: boolean;
};

function finishInTransaction(
  db: Db,
  attempt: Pick<LoadedAttempt['attempt'], 'id' | 'questionOrder' | 'quizSetId'>,
  onFinished?: OnFinished,
): Promise<AttemptResult> {
  return db.transaction(async (tx) => {
    // Lock the attempt before counting (answer-batch.ts): an answer batch that locked it first is
    // committed by now and counted below; one that comes later sees the attempt finished and stores
    // nothing. Without the lock an answer could be stored after the count and never scored. The lock
    // returns the row as committed last: a finish that raced this one and won is answered from it.
    const [locked] = await tx
      .select({
        finishedAt: quizAttempts.finishedAt,
        score: quizAttempts.score,
        maxScore: quizAttempts.maxScore,
        correctCount: quizAttempts.correctCount,
        durationMs: quizAttempts.durationMs,
      })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attempt.id))
      .for('update');
    if (!locked) throw new Error('attempt neither finished nor open');
    const raced = resultOf(locked);
    if (raced) return raced;
    // One statement after the lock (issue 20 items 2–3), so it sees every batch that locked first:
    // the answers counted inside the UPDATE (score as scoreOf: right answers × POINTS_PER_QUESTION);
    // whether a Classroom submission is linked, read in its RETURNING (an attempt without one skips
    // the grade's lookup: most attempts); and, with no grade to queue, the set's playCount + 1.
    const { maxScore } = scoreOf(0, attempt.questionOrder.length);
    const hook = onFinished !== undefined;
    const result = await tx.execute(sql`
      WITH counted AS (
        SELECT count(*) FILTER (WHERE ${quizAttemptAnswers.isCorrect})::int AS correct
        FROM ${quizAttemptAnswers} WHERE ${quizAttemptAnswers.attemptId} = ${attempt.id}
      ), finished AS (
        UPDATE ${quizAttempts} SET
          finished_at = now(),
          duration_ms = GREATEST(0, round(extract(epoch from (now() - ${quizAttempts.startedAt})) * 1000))::int,
          score = (SELECT correct FROM counted) * ${POINTS_PER_QUESTION},
          max_score = ${maxScore},
          correct_count = (SELECT correct FROM counted)
        WHERE ${quizAttempts.id} = ${attempt.id} AND ${quizAttempts.finishedAt} IS NULL
        RETURNING ${quizAttempts.score}, ${quizAttempts.correctCount}, ${quizAttempts.durationMs},
          EXISTS (SELECT 1 FROM ${classroomAttemptLinks}
            WHERE ${classroomAttemptLinks.attemptId} = ${quizAttempts.id}) AS linked
      ), played AS (
        UPDATE ${quizSets} SET play_count = ${quizSets.playCount} + 1
        WHERE ${quizSets.id} = ${attempt.quizSetId}
          AND EXISTS (SELECT 1 FROM finished WHERE NOT (finished.linked AND ${hook}::boolean))
      )
      SELECT score, correct_count, duration_ms, linked FROM finished`);
    const [finished] = (result as unknown as { rows: FinishedRow[] }).rows;
    // Held under the lock, the attempt was open: the UPDATE found it.
    if (!finished) throw new Error('attempt neither finished nor open');
    const score = finished.score ?? 0;
    const correctCount = finished.correct_count ?? 0;
    const durationMs = finished.duration_ms ?? 0;
    if (finished.linked && onFinished) {
      await onFinished(tx, { attemptId: attempt.id, score, maxScore });
      // Last before the commit (issue 20 item 3): every finish of a set's rooms updates this one row,
      // and its lock is held until the commit; run earlier, the finishes of a class queued on it for
      // the whole passback read too, each holding a pooled connection the answers were waiting for.
      await tx
        .update(quizSets)
        .set({ playCount: sql`${quizSets.playCount} + 1` })
        .where(eq(quizSets.id, attempt.quizSetId));
    }
    return { score, maxScore, correctCount, durationMs };
  });
}
