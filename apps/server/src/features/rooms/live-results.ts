import type { AttemptCell } from '@quizset/domain';
import type { quizAttemptAnswers } from '../../db/schema';

type AnswerRow = typeof quizAttemptAnswers.$inferSelect;

/**
 * The live-grid cells of one attempt (issue 15 "Live results": rows players, columns questions,
 * right / wrong / pass): its stored answers as `{ quizId, outcome, answer }`, in the attempt's play
 * order, and the question it is on — the first of `questionOrder` without an answer, or null when the
 * attempt is finished or every question is answered.
 * @param questionOrder the attempt's question ids in play order (quiz_attempts.question_order)
 * @param answers every stored answer of this attempt (any order)
 */
export function liveCellsOf(
  questionOrder: string[],
  answers: AnswerRow[],
  finished: boolean,
): { answers: AttemptCell[]; currentQuizId: string | null } {
  const byQuiz = new Map(answers.map((row) => [row.quizId, row]));
  const cells: AttemptCell[] = [];
  let currentQuizId: string | null = null;
  for (const quizId of questionOrder) {
    const row = byQuiz.get(quizId);
    if (!row) {
      currentQuizId ??= quizId;
      continue;
    }
    cells.push({
      quizId,
      outcome: row.passed ? 'pass' : row.isCorrect ? 'correct' : 'wrong',
      answer: row.passed ? null : row.answer,
    });
  }
  return { answers: cells, currentQuizId: finished ? null : currentQuizId };
}
