import { z } from 'zod';
import { CLIENT_ID_LENGTH, HINT_TYPES } from '../constants';
import { QUESTION_IMAGE_ALT_MAX_LENGTH } from './image-alt';

/*
 * The zod shapes every question type shares (spec §3 "Question"). The plain functions that go with
 * them sit in base.ts, so the builder's first load does not pull zod in (issue 20 item 1).
 */

/** An 8-character client id (spec §3). Loose on purpose for reads: old saved data may use longer ids. */
export const clientIdSchema = z.string().min(1).max(64);
export const newClientIdSchema = z.string().length(CLIENT_ID_LENGTH);

/**
 * Hint (spec §3 "Question"): `text` (≤300 characters), `image` (an uploaded image URL) or `youtube`
 * (≤200 characters, a youtube.com / youtu.be link), with a non-empty value; kept only if it has one.
 * Length and link rules live in the validation so the same messages reach browser and server.
 */
export const hintSchema = z.object({
  type: z.enum(HINT_TYPES),
  value: z.string(),
});
export type Hint = z.infer<typeof hintSchema>;

/**
 * The hint as the submit payload may carry it: a hint without a `value` is refused by the
 * validation with 'Hint is required' (spec §5) rather than by the shape check.
 */
export const submitHintSchema = z.object({
  type: z.enum(HINT_TYPES),
  value: z.string().optional(),
});
export type SubmitHint = z.infer<typeof submitHintSchema>;

/**
 * The optional alt text of the question's image (issue 24 item 5; docs/spec-decisions.md
 * "Accessibility"): beyond spec §3, absent when the teacher wrote none, and then the question's
 * text is the image's alternative (`questionImageAltOf`).
 */
const imageAltSchema = z.string().max(QUESTION_IMAGE_ALT_MAX_LENGTH).optional();

/**
 * Fields every question has in the builder's edit form (spec §3 "Question"). `order` is not kept
 * here: it is "set from position" when the form becomes the payload, so the list order is the one
 * source of truth while editing (docs/spec-decisions.md).
 */
export const quizEditBaseShape = {
  /** The card's stable client id: the drag key, never replaced (stack.md style 5). */
  id: clientIdSchema,
  /** Plain text derived from `questionRichText`; 1–200 characters. */
  question: z.string(),
  /** Sanitized HTML of the question (allow-list in rich-text.ts). */
  questionRichText: z.string(),
  questionImageUrl: z.string().nullable(),
  questionImageAlt: imageAltSchema,
  hint: hintSchema.nullable(),
};

/** Fields every question has in the saved form, the read model's `quizList` (spec §3). */
export const quizSavedBaseShape = {
  id: clientIdSchema,
  /** 1-based position in the quiz set. */
  order: z.number().int().min(1),
  question: z.string(),
  questionRichText: z.string(),
  questionImageUrl: z.string().nullable(),
  questionImageAlt: imageAltSchema,
  hint: hintSchema.nullable(),
};

/**
 * Fields every `quizList` item of the submit payload has (spec §3 "Submit payload"): the question's
 * image travels as `imageUrl` there; the type's own fields sit in its `…Data` object.
 */
export const quizSubmitBaseShape = {
  id: clientIdSchema,
  order: z.number().int().min(0).max(10_000),
  imageUrl: z.string().nullable(),
  /** Beyond spec §3 (issue 24): the image's alt text, only with an image and when written. */
  imageAlt: imageAltSchema,
  hint: submitHintSchema.nullable(),
};

/** The question text of every `…Data` object (spec §3 "Submit payload"). */
export const questionDataShape = {
  question: z.string(),
  questionRichText: z.string(),
};
