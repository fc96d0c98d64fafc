import { createId } from '../ids';
import { issue, type ValidationIssue } from '../validation-issue';
import { questionDataOf, questionDataPath, savedFormOf, submitBaseOf } from './base';
import type { OxEdit, OxSaved, OxSubmit } from './ox-schema';
import { validateQuestionData } from './rules';

/*
 * OX's plain functions (spec §3, §5); its shapes are in ox-schema.ts. Zod-free: the builder's store
 * needs these on first load (issue 20 item 1).
 */

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
  return savedFormOf(item, item.oxData, order, {
    type: 'ox',
    answer: item.oxData.answer === 'x' ? 'x' : 'o',
  });
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
