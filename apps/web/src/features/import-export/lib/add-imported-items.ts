import { checkQuizCountLimit, type QuizSaved, type QuizSetForm, quizFromSaved } from '@quizset/domain';
import { addQuizzes } from '../../quiz-builder/store/operations';

/** What an import add did: the new form and the new cards' ids, or the refusal with the room left. */
export type AddImportedResult =
  | { ok: true; form: QuizSetForm; quizIds: string[] }
  | { ok: false; reason: 'QUIZ_LIMIT'; remaining: number };

/**
 * Adds the questions the teacher confirmed in the import preview (issue 21: "a preview the teacher
 * confirms, item by item, before anything is added to her draft") as normal cards, in file order,
 * through the builder's pure `addQuizzes` (new ids, option rules): one edit, undone as one. All or
 * nothing under the 20-question limit (spec §5), like the AI add.
 */
export function addImportedItems(form: QuizSetForm, items: readonly QuizSaved[]): AddImportedResult {
  const limit = checkQuizCountLimit(form.quizList.length, items.length);
  if (!limit.allowed) return { ok: false, reason: 'QUIZ_LIMIT', remaining: limit.available };
  const result = addQuizzes(
    form,
    items.map((item) => quizFromSaved(item)),
  );
  return { ok: true, form: result.form, quizIds: result.quizIds };
}
