import { z } from 'zod';
import { CLIENT_ID_LENGTH, HINT_TYPES, type QuestionType } from '../constants';
import { QUESTION_IMAGE_ALT_MAX_LENGTH, writtenAlt } from './image-alt';

// Zod-free, so the player's first load (questionImageAltOf) does not pull zod in (issue 20 item 1).
export { QUESTION_IMAGE_ALT_MAX_LENGTH, questionImageAltOf } from './image-alt';

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

/** Where each type keeps its fields in a submit `quizList` item (spec §3 "Submit payload"). */
export const QUESTION_DATA_KEYS = {
  multiple: 'multipleData',
  ox: 'oxData',
  subjective: 'subjectiveData',
} as const satisfies Record<QuestionType, string>;
export type QuestionDataKey = (typeof QUESTION_DATA_KEYS)[QuestionType];

/**
 * The payload path of a question's `…Data` object, e.g. `quizList.2.multipleData` (validation paths
 * and the builder's field ids both start from it).
 */
export function questionDataPath(index: number, type: QuestionType): string {
  return `quizList.${index}.${QUESTION_DATA_KEYS[type]}`;
}

/** The common fields of a submit item from a question (edit or saved form): its image travels as `imageUrl`. */
export function submitBaseOf(
  quiz: { id: string; questionImageUrl: string | null; questionImageAlt?: string; hint: Hint | null },
  order: number,
) {
  const imageAlt = writtenAlt(quiz.questionImageUrl, quiz.questionImageAlt);
  return {
    id: quiz.id,
    order,
    imageUrl: quiz.questionImageUrl,
    ...(imageAlt ? { imageAlt } : {}),
    hint: quiz.hint,
  };
}

/** The question text of a question as its `…Data` object carries it. */
export function questionDataOf(quiz: { question: string; questionRichText: string }) {
  return { question: quiz.question, questionRichText: quiz.questionRichText };
}

/** The common fields of the saved form from a validated submit item and its `…Data` object. */
export function savedBaseOf(
  item: { id: string; imageUrl: string | null; imageAlt?: string; hint: SubmitHint | null },
  data: { question: string; questionRichText: string },
  order: number,
) {
  const questionImageAlt = writtenAlt(item.imageUrl, item.imageAlt);
  return {
    id: item.id,
    order,
    ...questionDataOf(data),
    questionImageUrl: item.imageUrl,
    ...(questionImageAlt ? { questionImageAlt } : {}),
    // Validation refused a hint without a value before this point.
    hint: item.hint && { type: item.hint.type, value: item.hint.value ?? '' },
  };
}
