import type { QuizSaved } from '../questions';
import type { AnsweredQuestion } from './room-wire';

// The wire shapes of a quiz set's rooms and results for its owner (docs/api.md "Quiz rooms and play",
// "Results"; issue 10 "Results for the teacher"), shared by the server that answers them
// and the pages that read them (/quiz/{id}/results, the Classroom teacher view and work review).

/** A room as its owner sees it (`GET /api/quizsets/{id}/rooms`, docs/api.md). */
export interface OwnedRoom {
  entryMapHashId: string;
  quizSetId: string;
  isOpen: boolean;
  allowGuests: boolean;
  allowRetries: boolean;
  /** Attempts one player may start (issue 15 item 2): 1, 2, 3, or null for unlimited. */
  maxAttemptsPerPlayer: 1 | 2 | 3 | null;
  /** Which finished attempt of a player the results and the Classroom grade count. */
  countedAttempt: 'best' | 'first';
  /** When the room closes by itself (the teacher's "close after 1 minute"), else null. */
  closesAt: string | null;
  createdAt: string;
  attemptCount: number;
}

/** A row of `GET /api/quizsets/{id}/results`: one attempt of one room. */
export interface AttemptSummary {
  attemptId: string;
  entryMapHashId: string;
  player: { name: string; isGuest: boolean };
  /** Null until the attempt is finished. */
  score: number | null;
  maxScore: number;
  correctCount: number | null;
  answeredCount: number;
  /** Milliseconds from start to finish; null until finished. */
  durationMs: number | null;
  startedAt: string;
  finishedAt: string | null;
  /** The attempt's team index (`TEAM_KEYS`) on a `team` map, else null. */
  team: number | null;
  /**
   * Whether this attempt is the one counted for its player under the room's `countedAttempt` rule
   * (issue 15 item 2): the best or the first finished attempt; false for unfinished ones.
   */
  counted: boolean;
  /** A guest's rejoin code (issue 15 item 5), for the teacher to read out; null for signed-in players. */
  rejoinCode: string | null;
  /** Every answer given so far, one per question (issue 15 "Live results": the grid's cells). */
  answers: AttemptCell[];
  /**
   * The question the player is on: the first of the attempt's order not answered yet; null once
   * finished or every question is answered (issue 15 "on which question").
   */
  currentQuizId: string | null;
}

/** How one answer went, for the live grid and the CSV (`pass`: skipped where the set allows it). */
export type AnswerOutcome = 'correct' | 'wrong' | 'pass';

/** One answer of an attempt as its owner sees it (issue 15 "Live results", "CSV"). */
export interface AttemptCell {
  quizId: string;
  outcome: AnswerOutcome;
  /** What the player gave: choice indexes (0-based), `'o'`/`'x'`, the typed text; null for a pass. */
  answer: number[] | string | null;
}

/** Item analysis of one question (issue 10 "Results for the teacher"). */
export interface QuestionAnalysis {
  quizId: string;
  order: number;
  question: string;
  type: QuizSaved['type'];
  answeredCount: number;
  passCount: number;
  /** Right answers ÷ answers given (passes included), 0–1; null before anyone answered. */
  correctRate: number | null;
  /** Median milliseconds to answer; null before anyone answered. */
  medianMs: number | null;
  /** The most common wrong answers (at most 3), most frequent first; texts compared as matching does. */
  topWrongAnswers: Array<{ answer: number[] | string; count: number }>;
}

/** One team of a quiz set's rooms on a `team` map (issue 10; spec §3 map type), for its owner. */
export interface TeamResult {
  /** 0–3, named by `TEAM_KEYS`. */
  index: number;
  /** Attempts on the team (every room of the set). */
  members: number;
  /** Right answers of its members × POINTS_PER_QUESTION. */
  score: number;
  /** Right answers ÷ answers given by its members, 0–1; null before any answer. */
  correctRate: number | null;
}

export interface QuizSetResults {
  attempts: AttemptSummary[];
  questions: QuestionAnalysis[];
  /** Team standings, best score first, when the attempts played a `team` map; empty otherwise. */
  teams: TeamResult[];
}

/**
 * One attempt's full review for the owner (`GET /api/quizsets/{id}/results/attempts/{attemptId}`,
 * `GET /api/classroom/rooms/{id}/submissions/{submissionId}`): the snapshot's questions with their
 * answers (the owner wrote them) in play order, each with the player's answer or null.
 */
export interface AttemptReview {
  attemptId: string;
  entryMapHashId: string;
  player: { name: string; isGuest: boolean };
  startedAt: string;
  finishedAt: string | null;
  score: number | null;
  maxScore: number;
  durationMs: number | null;
  items: Array<{ quiz: QuizSaved; answer: AnsweredQuestion | null }>;
}
