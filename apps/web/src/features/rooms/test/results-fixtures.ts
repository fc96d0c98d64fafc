import type { QuizSaved } from '@quizset/domain';
import type { AttemptSummary, QuizSetResults } from '../api';

/*
 * Results fixtures shared by the rooms components' tests (live grid, player actions): one attempt
 * row of `GET /api/quizsets/{id}/results` and the per-question analysis of a quiz list, so each test
 * states only what it is about.
 */

/** An unfinished, signed-in player's attempt on question 1; `overrides` set what the test is about. */
export const attemptSummary = (overrides: Partial<AttemptSummary>): AttemptSummary => ({
  attemptId: 'a',
  entryMapHashId: 'room',
  player: { name: 'x', isGuest: false },
  score: null,
  maxScore: 30,
  correctCount: null,
  answeredCount: 0,
  durationMs: null,
  startedAt: '2026-01-01T00:00:00Z',
  finishedAt: null,
  team: null,
  counted: false,
  rejoinCode: null,
  answers: [],
  currentQuizId: 'q1',
  ...overrides,
});

/** An empty item analysis for each question of `quizList` (nobody has answered yet). */
export const emptyAnalysisOf = (quizList: QuizSaved[]): QuizSetResults['questions'] =>
  quizList.map((quiz) => ({
    quizId: quiz.id,
    order: quiz.order,
    question: quiz.question,
    type: quiz.type,
    answeredCount: 0,
    passCount: 0,
    correctRate: null,
    medianMs: null,
    topWrongAnswers: [],
  }));
