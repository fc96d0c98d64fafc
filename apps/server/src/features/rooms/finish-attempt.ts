import type { AttemptResult } from '@quizset/domain';
import { POINTS_PER_QUESTION, scoreOf } from '@quizset/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { createTurns } from '../../lib/turns';
import type { LoadedAttempt } from './attempt-access';
import { forgetAttemptHeads } from './attempt-head-cache';
import { countPlay } from './play-count';

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
 * Finishes running at once in this process (lib/turns.ts: each holds a pooled connection while it
 * waits for its attempt's lock and scores it).
 */
const inTurn = createTurns(4);

/**
 * Finishes `attempt` whoever asks (the player's finish, the bell: issue 15 item 7): score from the
 * answers given, unanswered = wrong, and `onFinished` once, atomically (finishOnce); then, once that
 * has committed, the set's `playCount` + 1 (play-count.ts: why not with the finish). A finish racing
 * this one wins and its result is answered; only the finish that closed the attempt counts it.
 * @throws the database's error; a failed count after the commit too (the attempt stays finished and
 *   the count is kept for the set's next one: play-count.ts).
 */
export async function finishAttemptRow(
  db: Db,
  attempt: Pick<LoadedAttempt['attempt'], 'id' | 'questionOrder' | 'quizSetId'>,
  onFinished?: OnFinished,
): Promise<AttemptResult> {
  forgetAttemptHeads({ attemptId: attempt.id });
  const { result, finishedHere } = await inTurn(() => finishOnce(db, attempt, onFinished));
  // Again: an answer read while this finish waited its turn cached the head as still open.
  forgetAttemptHeads({ attemptId: attempt.id });
  if (finishedHere) await countPlay(db, attempt.quizSetId);
  return result;
}

/** A row of `quizset_finish_attempt` (migration 0024; snake_case: a raw statement). */
type FinishRow = {
  /** `finished`: closed by this call; `raced`: already finished; `linked`: left for a transaction. */
  status: 'finished' | 'raced' | 'linked';
  /** Whether a Classroom submission is linked to the attempt (its grade goes back: `onFinished`). */
  linked: boolean;
  score: number | null;
  max_score: number | null;
  correct_count: number | null;
  duration_ms: number | null;
};

/**
 * Runs the finish as one statement (migration 0024 `quizset_finish_attempt`: the attempt's lock, then
 * the score counted from the answers in a statement of its own, so it sees every answer batch that
 * locked the attempt first). With `stopIfLinked`, an attempt linked to a Classroom submission is left
 * open (`linked`) for a transaction that also queues its grade.
 * @throws Error when the attempt does not exist (the caller read its head just before).
 */
async function runFinish(
  db: Db,
  attemptId: string,
  maxScore: number,
  stopIfLinked: boolean,
): Promise<FinishRow> {
  const [row] = await executeNamed<FinishRow>(
    db,
    'finish_attempt',
    sql`SELECT * FROM quizset_finish_attempt(${attemptId}, ${maxScore}, ${POINTS_PER_QUESTION}, ${stopIfLinked})`,
  );
  if (!row) throw new Error('attempt neither finished nor open');
  return row;
}

/** A finished or raced FinishRow as the finish's result. */
function outcome(row: FinishRow): { result: AttemptResult; finishedHere: boolean } {
  return {
    result: {
      score: row.score ?? 0,
      maxScore: row.max_score ?? 0,
      correctCount: row.correct_count ?? 0,
      durationMs: row.duration_ms ?? 0,
    },
    finishedHere: row.status === 'finished',
  };
}

/**
 * The finish's result, and whether this call closed the attempt (not a finish that raced it). One
 * statement, autocommitted (issue 20 item 3: BEGIN, the lock, the update and COMMIT were four round
 * trips, each finish holding a pooled connection and the attempt's lock for all of them). An attempt
 * linked to a Classroom submission, when `onFinished` is given, is finished in a transaction instead,
 * so its grade is queued with the finish or not at all.
 */
async function finishOnce(
  db: Db,
  attempt: Pick<LoadedAttempt['attempt'], 'id' | 'questionOrder'>,
  onFinished?: OnFinished,
): Promise<{ result: AttemptResult; finishedHere: boolean }> {
  const { maxScore } = scoreOf(0, attempt.questionOrder.length);
  const row = await runFinish(db, attempt.id, maxScore, onFinished !== undefined);
  if (row.status !== 'linked') return outcome(row);
  return db.transaction(async (tx) => {
    const locked = await runFinish(tx, attempt.id, maxScore, false);
    const finished = outcome(locked);
    if (finished.finishedHere && locked.linked && onFinished)
      await onFinished(tx, { attemptId: attempt.id, score: finished.result.score, maxScore });
    return finished;
  });
}
