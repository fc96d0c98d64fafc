import type { MapTemplate, QuizSetForm } from '@quizset/domain';
import { applyOptionRules } from '../lib/option-rules';

/**
 * Every edit of the open draft is a pure `(form, args) => form` function (stack.md style 4). An edit
 * that cannot apply returns the same `form` object, so callers and selectors see "nothing changed".
 * This module holds the quiz set edits and re-exports the category, list and question edits, so
 * callers import every operation from one place.
 */

/** The title as typed; the payload trims it and falls back to the placeholder title (spec §3). */
export function setTitle(form: QuizSetForm, title: string): QuizSetForm {
  return form.title === title ? form : { ...form, title };
}

/** Choosing a map sets its id and type and applies its forcing (a `round` map locks pass options on, §4). */
export function setTemplate(
  form: QuizSetForm,
  template: Pick<MapTemplate, 'templateId' | 'type'>,
): QuizSetForm {
  return applyOptionRules({ ...form, templateId: template.templateId, templateType: template.type });
}

export type OptionKey = 'isPublic' | 'isAllowPass' | 'showIncorrectAnswer' | 'isShuffle';

/** Sets one quiz-setting option, then re-applies §4 so a locked option cannot be changed by hand. */
export function setOption(form: QuizSetForm, key: OptionKey, value: boolean): QuizSetForm {
  return applyOptionRules({ ...form, [key]: value });
}

export * from './category-operations';
export * from './question-operations';
export * from './quiz-list-operations';
