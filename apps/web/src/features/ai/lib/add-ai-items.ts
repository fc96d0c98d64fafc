import { type AiItem, aiItemToQuiz, checkQuizCountLimit, type QuizSetForm } from '@quizset/domain';
import { addQuizzes } from '../../quiz-builder/store/operations';

/** What an AI add did: the new form and the new cards' ids, or the refusal with what is left. */
export type AddAiItemsResult =
  | { ok: true; form: QuizSetForm; quizIds: string[] }
  | { ok: false; reason: 'QUIZ_LIMIT'; remaining: number };

/**
 * AI add (spec §3 "Conversion to a quiz item"): the chosen items become normal cards with new
 * 8-character ids, appended in order through the builder's pure `addQuizzes`. All or nothing: spec §5
 * "AI-added questions are rejected if the total would exceed 20", so an add that does not fit changes
 * nothing and reports how many places remain (the count-exceeded alert, spec §8).
 */
export function addAiItems(form: QuizSetForm, items: readonly AiItem[]): AddAiItemsResult {
  const limit = checkQuizCountLimit(form.quizList.length, items.length);
  if (!limit.allowed) return { ok: false, reason: 'QUIZ_LIMIT', remaining: limit.available };
  const result = addQuizzes(form, items.map(aiItemToQuiz));
  return { ok: true, form: result.form, quizIds: result.quizIds };
}
