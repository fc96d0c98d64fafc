import { z } from 'zod';
import { CLIENT_ID_LENGTH, HINT_TYPES } from '../constants';

/** An 8-character client id (spec §3). Loose on purpose for reads: old saved data may use longer ids. */
export const clientIdSchema = z.string().min(1).max(64);
export const newClientIdSchema = z.string().length(CLIENT_ID_LENGTH);

/**
 * Hint (spec §3 "Question"): TEXT (≤300 chars), IMAGE (an uploaded image URL) or YOUTUBE (≤200 chars,
 * a youtube.com / youtu.be link). Length and link rules live in validation so that the same messages
 * reach the browser and the server; the schema only fixes the shape.
 */
export const hintSchema = z.object({
  type: z.enum(HINT_TYPES),
  value: z.string(),
});
export type Hint = z.infer<typeof hintSchema>;

/** Fields every question has, in the edit form and the saved form alike (spec §3). */
export const quizBaseShape = {
  /** Plain text derived from `questionRichText`; 1–200 characters. */
  question: z.string(),
  /** Sanitized HTML of the question (allow-list in rich-text.ts). */
  questionRichText: z.string(),
  imageUrl: z.string().nullable(),
  hint: hintSchema.nullable(),
};

/** Edit form base: the card's stable client id is the drag key and is never replaced (stack.md style 5). */
export const quizEditBaseShape = {
  id: clientIdSchema,
  ...quizBaseShape,
};

/** Saved/submitted base: `quizId` is the card's id carried to the server so updates keep identity. */
export const quizSubmitBaseShape = {
  quizId: clientIdSchema.optional(),
  ...quizBaseShape,
};
