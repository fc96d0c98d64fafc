import type { MapType } from '@quizset/domain';

/**
 * How each map type looks and paces in the player (issue 10: "`linear`, `free`, `round` and `team`
 * each look and pace differently"). Colours are Mantine palette names; the template's art is the
 * backdrop of the header.
 * - linear: one path, question after question, a step trail;
 * - free: a board of question tiles the player picks from in any order;
 * - round: a "Round N" card before each question;
 * - team: points collected for the team, shown as a running total.
 */
export interface PlayTheme {
  color: string;
  accent: string;
  /** The player picks the next question from a board (free) instead of following the order. */
  picksQuestions: boolean;
  /** A round card is shown before each question. */
  showsRounds: boolean;
  /** A running points total is shown in the header. */
  showsPoints: boolean;
}

export const PLAY_THEMES: Record<MapType, PlayTheme> = {
  linear: { color: 'indigo', accent: 'cyan', picksQuestions: false, showsRounds: false, showsPoints: false },
  free: { color: 'teal', accent: 'lime', picksQuestions: true, showsRounds: false, showsPoints: false },
  round: { color: 'orange', accent: 'grape', picksQuestions: false, showsRounds: true, showsPoints: false },
  team: { color: 'pink', accent: 'violet', picksQuestions: false, showsRounds: false, showsPoints: true },
};
