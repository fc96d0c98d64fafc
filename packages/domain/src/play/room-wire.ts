import type { AiTutorTemplate, MapTemplate, Material } from '../quiz-set-schema';
import type { PlayerAnswer, PlayerQuestion } from './room';

// The wire shapes of a quiz room (api.md "Quiz rooms and play"), shared by the server that answers
// them and the player that reads them: one definition, so the two cannot drift apart.

/**
 * The quiz set of a room as a player sees it (api.md `GET /api/rooms/{entryMapHashId}`): questions,
 * choices, hints, options, template; never an answer (issue 10 "Grading is on the server").
 */
export interface PlayerRoom {
  entryMapHashId: string;
  isOpen: boolean;
  allowGuests: boolean;
  allowRetries: boolean;
  /**
   * Issue 15: the room's attempts rule and its bell. `closesAt` is when the room closes by itself
   * (the teacher's "close after 1 minute"), for the players' countdown; null when no bell is set.
   */
  maxAttemptsPerPlayer: 1 | 2 | 3 | null;
  closesAt: string | null;
  quizSet: {
    /**
     * The set's id, only for its owner or an admin (the Classroom teacher view): a player is never
     * handed the key to the set's other routes (issue 15 item 3).
     */
    id?: string;
    title: string;
    author: { id: string; name: string };
    template: Pick<
      MapTemplate,
      'templateId' | 'type' | 'thumbnailImage' | 'detailsImage' | 'serializedLocalize'
    >;
    options: { isAllowPass: boolean; showIncorrectAnswer: boolean; isShuffle: boolean };
    /**
     * Every learning material (spec §3 "Material"): all are shown before the first question; only
     * those with `allowReopenDuringPlay` stay in the header during play (issue 15 item 12).
     */
    materials: Material[];
    /**
     * The set offered at the end (spec §3 `nextQuizsetId`) when it is on, still there and the same
     * owner's (so it can be played: `POST /api/attempts/{attemptId}/next-room`); its title only.
     */
    nextQuizset: { title: string } | null;
    /** The AI tutor (spec §3 "AI tutor template"; KR only), or null. */
    aiTutor: {
      id: string;
      avatarSrc: string;
      serializedLocalize: AiTutorTemplate['serializedLocalize'];
    } | null;
    /** Languages with a translation of the set as it is now (issue 9), for the player's picker. */
    languages: string[];
    quizCount: number;
    questions: PlayerQuestion[];
  };
}

export type CorrectAnswer = number[] | string | string[];

/** One stored answer as its player sees it again (review, resume). */
export interface AnsweredQuestion {
  quizId: string;
  answer: PlayerAnswer | null;
  passed: boolean;
  isCorrect: boolean;
  elapsedMs: number;
  /** Only when the set shows incorrect answers (spec §3 `showIncorrectAnswer`), and only once answered. */
  correctAnswer?: CorrectAnswer;
}

export interface AttemptResult {
  score: number;
  maxScore: number;
  correctCount: number;
  durationMs: number;
}

/**
 * The player's team on a `team` map (issue 10; spec §3 map type): its index (0–3, named by
 * `TEAM_KEYS`), how many attempts of the room are on it, and its points so far (the sum of its
 * members' right answers × POINTS_PER_QUESTION, counted by the server). Never an answer.
 */
export interface TeamStanding {
  index: number;
  score: number;
  members: number;
}

/** `GET /api/attempts/{attemptId}` (api.md): the attempt's questions (no answers) and its progress. */
export interface AttemptProgress {
  attemptId: string;
  entryMapHashId: string;
  player: { name: string; isGuest: boolean };
  /** A guest's rejoin code (issue 15 item 5), to take the attempt over on another device; null for users. */
  rejoinCode: string | null;
  /** When the room's bell rings (issue 15 item 7), for the countdown; null when none is set. */
  closesAt: string | null;
  questionOrder: string[];
  /** The snapshot's questions in play order, as a player sees them (no answers). */
  questions: PlayerQuestion[];
  answers: AnsweredQuestion[];
  /** Index in `questionOrder` of the first unanswered question (= its length when all are answered). */
  currentIndex: number;
  startedAt: string;
  finishedAt: string | null;
  result: AttemptResult | null;
  /** The player's team and its points on a `team` map; null on other map types. */
  team: TeamStanding | null;
}
