/*
 * The choices of a quiz room's class rules (issue 15), apart from the zod schemas of room-rules.ts:
 * the room panel on the quiz page offers them, and importing them from a module that builds schemas
 * would put zod in that page's first load (issue 20 item 1).
 */

/** The choices of the room panel's "attempts per player" (issue 15 item 2); null = unlimited. */
export const MAX_ATTEMPTS_CHOICES = [1, 2, 3] as const;
export type MaxAttemptsPerPlayer = (typeof MAX_ATTEMPTS_CHOICES)[number] | null;

/** Which of a player's finished attempts the results and the Classroom grade count (issue 15 item 2). */
export const COUNTED_ATTEMPTS = ['best', 'first'] as const;
export type CountedAttempt = (typeof COUNTED_ATTEMPTS)[number];

/** The bell's delays the teacher may choose (issue 15 item 7): close now, or after one minute. */
export const CLOSE_DELAY_CHOICES = [0, 60] as const;
