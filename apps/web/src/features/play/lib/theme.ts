import type { MapType } from '@quizset/domain';
import type { CSSProperties } from 'react';

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

/**
 * The shades a map theme's colours are drawn with (issue 24 item 2: "each map's colours must pass on
 * its own background", checked in theme.test.ts against the app's accessible palettes):
 * - `color` shade 7: white text on it (header, choice numbers) and as text / borders on the
 *   white card and on the page's shade 0;
 * - `accent` shade 8: the focus ring, ≥ 3 : 1 next to the white card and the shade-0 page
 *   (WCAG 2.4.13 focus appearance; shade 5 reached only ~2 : 1 for cyan and lime);
 * - `color` shade 0: the page behind the cards; the light tint for a selected choice.
 */
export const PLAY_SHADES = { color: 7, accent: 8, background: 0 } as const;

/** The CSS variables the player's stylesheet reads for a map theme (`--play-*`). */
export function playThemeVariables(theme: PlayTheme, art: string | null): CSSProperties {
  return {
    '--play-color': `var(--mantine-color-${theme.color}-${PLAY_SHADES.color})`,
    '--play-accent': `var(--mantine-color-${theme.accent}-${PLAY_SHADES.accent})`,
    '--play-light': `var(--mantine-color-${theme.color}-light)`,
    '--play-bg': `var(--mantine-color-${theme.color}-${PLAY_SHADES.background})`,
    '--play-art': art ? `url("${art}")` : 'none',
  } as CSSProperties;
}
