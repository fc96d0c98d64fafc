import { z } from 'zod';
import { createId } from '../ids';
import { issue, type ValidationIssue } from '../validation-issue';
import {
  questionDataOf,
  questionDataPath,
  questionDataShape,
  quizEditBaseShape,
  quizSavedBaseShape,
  quizSubmitBaseShape,
  savedBaseOf,
  submitBaseOf,
} from './base';
import { validateQuestionData } from './rules';

/**
 * OX / true-false (spec §3): answer 'o' or 'x', default 'o'. The edit form and the payload admit ''
 * so that an unreadable AI answer reaches validation and gets 'OX Answer is required'.
 */
export const oxAnswerSchema = z.enum(['o', 'x', '']);
export type OxAnswer = z.infer<typeof oxAnswerSchema>;

export const oxEditSchema = z.object({
  ...quizEditBaseShape,
  type: z.literal('ox'),
  answer: oxAnswerSchema,
});
export type OxEdit = z.infer<typeof oxEditSchema>;

/**
 * Saved form: a stored OX question always has 'o' or 'x'; '' in a read means the answer was withheld
 * from this reader (issue 6 "Who sees answers": anonymous visitors and students).
 */
export const oxSavedSchema = z.object({
  ...quizSavedBaseShape,
  type: z.literal('ox'),
  answer: oxAnswerSchema,
});
export type OxSaved = z.infer<typeof oxSavedSchema>;

export const oxDataSchema = z.object({ ...questionDataShape, answer: oxAnswerSchema });
export const oxSubmitSchema = z.object({
  ...quizSubmitBaseShape,
  type: z.literal('ox'),
  oxData: oxDataSchema,
});
export type OxSubmit = z.infer<typeof oxSubmitSchema>;

/** A new OX question (spec §3): empty text, answer 'o'. */
export function createOx(id = createId()): OxEdit {
  return {
    id,
    type: 'ox',
    question: '',
    questionRichText: '',
    questionImageUrl: null,
    hint: null,
    answer: 'o',
  };
}

/** Edit → submit item (spec §3). */
export function oxToSubmit(quiz: OxEdit, order: number): OxSubmit {
  return {
    ...submitBaseOf(quiz, order),
    type: 'ox',
    oxData: { ...questionDataOf(quiz), answer: quiz.answer },
  };
}

/** Saved → edit (spec §3): `id` becomes the card id. */
export function oxFromSaved(saved: OxSaved, id: string): OxEdit {
  const { order: _order, ...rest } = saved;
  return { ...rest, id };
}

/** Validated submit item → saved form (spec §3). */
export function oxSubmitToSaved(item: OxSubmit, order: number): OxSaved {
  // Validation refused '' before this point.
  return {
    ...savedBaseOf(item, item.oxData, order),
    type: 'ox',
    answer: item.oxData.answer === 'x' ? 'x' : 'o',
  };
}

/** Saved → submit item (spec §3). */
export function oxSavedToSubmit(saved: OxSaved, order: number): OxSubmit {
  return {
    ...submitBaseOf(saved, order),
    type: 'ox',
    oxData: { ...questionDataOf(saved), answer: saved.answer },
  };
}

/** The OX rules (spec §5): the question, and 'OX Answer is required' unless the answer is 'o' or 'x'. */
export function validateOx(item: OxSubmit, index: number): ValidationIssue[] {
  const path = questionDataPath(index, 'ox');
  const issues = validateQuestionData(path, item.oxData);
  if (item.oxData.answer !== 'o' && item.oxData.answer !== 'x')
    issues.push(issue(`${path}.answer`, 'validation.ox.answerRequired', 'invalid_quiz'));
  return issues;
}
