import type { QuestionType } from '../constants';
import type { Hint, SubmitHint } from './base-schema';
import { writtenAlt } from './image-alt';

/*
 * What every question type shares apart from its zod shapes (those are in base-schema.ts): zod-free,
 * so the builder's store and the player do not pull zod into their first load (issue 20 item 1).
 */

// The player's first load needs these alone (play.html).
export { QUESTION_IMAGE_ALT_MAX_LENGTH, questionImageAltOf } from './image-alt';

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

/**
 * The saved form (spec §3) of a validated submit item and its `…Data` object: the common fields, then
 * `own` (the type and its answer fields). `own` goes last inside this one literal: a literal that
 * starts with a spread and then adds keys (`{ ...base, type }`) cost ~0.6 µs per added key on V8 11.3
 * (Node 20), two thirds of turning 20 questions into their saved form (issue 20 item 2).
 */
export function savedFormOf<Own extends { type: QuestionType }>(
  item: { id: string; imageUrl: string | null; imageAlt?: string; hint: SubmitHint | null },
  data: { question: string; questionRichText: string },
  order: number,
  own: Own,
) {
  const questionImageAlt = writtenAlt(item.imageUrl, item.imageAlt);
  return {
    id: item.id,
    order,
    question: data.question,
    questionRichText: data.questionRichText,
    questionImageUrl: item.imageUrl,
    ...(questionImageAlt ? { questionImageAlt } : {}),
    // Validation refused a hint without a value before this point.
    hint: item.hint && { type: item.hint.type, value: item.hint.value ?? '' },
    ...own,
  };
}
