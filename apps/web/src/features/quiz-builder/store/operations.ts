import type { MapType, PublisherSelection, QuizSetForm } from '@quizset/domain';
import { applyOptionRules } from '../lib/option-rules';

/**
 * Every edit of the open draft is a pure `(form, args) => form` function (stack.md style 4). An edit
 * that cannot apply returns the same `form` object, so callers and selectors see "nothing changed".
 * This module holds the quiz set edits and re-exports the list and question edits, so callers import
 * every operation from one place.
 */

/** The title as typed; the payload trims it (domain toSubmitPayload). */
export function setTitle(form: QuizSetForm, title: string): QuizSetForm {
  return form.title === title ? form : { ...form, title };
}

/** Choosing a map applies its forcing (a ROUND map locks allowPass and showIncorrectAnswer on, §4). */
export function setTemplate(form: QuizSetForm, template: { id: string; mapType: MapType }): QuizSetForm {
  return applyOptionRules({ ...form, templateId: template.id }, template.mapType);
}

export type OptionKey = 'isPublic' | 'allowPass' | 'showIncorrectAnswer' | 'isShuffle';

/** Sets one option, then re-applies §4 so a locked option cannot be changed by hand. */
export function setOption(
  form: QuizSetForm,
  key: OptionKey,
  value: boolean,
  mapType: MapType | null,
): QuizSetForm {
  return applyOptionRules({ ...form, [key]: value }, mapType);
}

export function setCategory(form: QuizSetForm, categoryId: string | null): QuizSetForm {
  return form.categoryId === categoryId ? form : { ...form, categoryId };
}

export function setPublisher(form: QuizSetForm, publisher: PublisherSelection): QuizSetForm {
  return { ...form, publisher };
}

export * from './question-operations';
export * from './quiz-list-operations';
