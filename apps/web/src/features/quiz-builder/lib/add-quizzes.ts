import type { QuizEdit } from '@quizset/domain';
import { useBuildStore } from '../store/build-store';
import { type AddQuizzesResult, addQuizzes } from '../store/operations';

/**
 * AI add into the open draft (issue 3 "The 20-question limit applies to add, duplicate and AI add
 * alike"): appends what fits as one undoable list edit and opens the limit alert when some did not
 * fit. The caller (the AI issue's dialog) reads `added` / `requested` to say how many were added.
 */
export function addQuizzesToDraft(quizzes: readonly QuizEdit[]): AddQuizzesResult {
  const store = useBuildStore.getState();
  const result = addQuizzes(store.form, quizzes);
  store.editList(() => result.form);
  if (result.isLimited) useBuildStore.setState({ isLimitAlertOpen: true });
  return result;
}
