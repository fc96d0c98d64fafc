/*
 * Settings of a live hosted game (issue 23 "Scoring", "Limits"): how long each question stays open and
 * the speed bonus. Checked by the server when the host creates a game; the host page uses the same
 * schema, so both refuse the same values with the same words.
 */
import { z } from 'zod';

/** Shortest and longest question window, in seconds. */
export const LIVE_QUESTION_SECONDS_MIN = 5;
export const LIVE_QUESTION_SECONDS_MAX = 240;
/** Default question window, in seconds (issue 23 bench: "its 20 s window"). */
export const LIVE_QUESTION_SECONDS_DEFAULT = 20;
/** Largest speed bonus a host may set, in points on top of a right answer. */
export const LIVE_SPEED_BONUS_MAX = 100;
/** Default speed bonus: up to 5 points for the fastest right answer. */
export const LIVE_SPEED_BONUS_DEFAULT = 5;
/** Seconds one "extend" adds to the running question. */
export const LIVE_EXTEND_SECONDS = 10;
/** Default most players in one game (LIVE_MAX_PLAYERS overrides it on the server). */
export const LIVE_MAX_PLAYERS_DEFAULT = 500;

/**
 * `{ questionSeconds, speedBonus }`: the window of each question (5–240 s) and the speed bonus (0 =
 * off, else up to that many points for an instant right answer, falling linearly to 0 at the deadline).
 */
export const liveSettingsSchema = z.object({
  questionSeconds: z
    .number()
    .int()
    .min(LIVE_QUESTION_SECONDS_MIN)
    .max(LIVE_QUESTION_SECONDS_MAX)
    .default(LIVE_QUESTION_SECONDS_DEFAULT),
  speedBonus: z.number().int().min(0).max(LIVE_SPEED_BONUS_MAX).default(LIVE_SPEED_BONUS_DEFAULT),
});
export type LiveSettings = z.infer<typeof liveSettingsSchema>;

/** A number field's value as typed: a number, or a string while it is empty ('') or part-typed. */
export type TypedNumber = number | string;

/**
 * The settings a host's two fields give (issue 23): each a whole number within its range, an empty
 * or unreadable field its default. The fields keep what is typed (an empty field stays empty while
 * the host types a new number: it snapped back to the default, so "20" cleared and typed over as
 * "45" became 4520, clamped to 240); this turns it into what the server accepts, the same range
 * the fields clamp to on blur.
 */
export function liveSettingsFromFields(fields: {
  questionSeconds: TypedNumber;
  speedBonus: TypedNumber;
}): LiveSettings {
  return {
    questionSeconds: wholeWithin(
      fields.questionSeconds,
      LIVE_QUESTION_SECONDS_MIN,
      LIVE_QUESTION_SECONDS_MAX,
      LIVE_QUESTION_SECONDS_DEFAULT,
    ),
    speedBonus: wholeWithin(fields.speedBonus, 0, LIVE_SPEED_BONUS_MAX, LIVE_SPEED_BONUS_DEFAULT),
  };
}

function wholeWithin(typed: TypedNumber, min: number, max: number, fallback: number): number {
  const value = typeof typed === 'number' ? typed : typed.trim() === '' ? Number.NaN : Number(typed);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}
