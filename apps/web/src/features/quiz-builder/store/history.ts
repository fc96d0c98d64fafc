import type { QuizEdit, QuizSetForm } from '@quizset/domain';
import { applyOptionRules } from '../lib/option-rules';

/**
 * Undo / redo of the card list (issue 3 "Undo and redo across the whole list … for structural edits
 * (add, delete, move, duplicate, type change), separate from TipTap's own text undo").
 *
 * The history holds whole forms taken before each structural edit, but restoring one brings back
 * only its *structure* — which cards, in which order, of which type — and keeps what was typed since:
 * a card present in both keeps its current content, so undoing a move never reverts the text typed
 * after it. Only a card the current form lacks (deleted) comes back as it was, and a card whose type
 * is restored keeps its current question, image and hint. Settings and title always stay current.
 */
export interface ListHistory {
  past: QuizSetForm[];
  future: QuizSetForm[];
}

/** The most undo steps kept; older ones are dropped first. */
export const HISTORY_LIMIT = 50;

export const emptyHistory = (): ListHistory => ({ past: [], future: [] });

/** Records `before` as the state to return to; a new edit clears the redo stack. */
export function recordEdit(history: ListHistory, before: QuizSetForm): ListHistory {
  return { past: [...history.past, before].slice(-HISTORY_LIMIT), future: [] };
}

export interface HistoryStep {
  history: ListHistory;
  form: QuizSetForm;
}

/** One step back; null when there is nothing to undo. */
export function undoEdit(history: ListHistory, current: QuizSetForm): HistoryStep | null {
  const target = history.past.at(-1);
  if (!target) return null;
  return {
    form: restoreStructure(current, target),
    history: {
      past: history.past.slice(0, -1),
      future: [current, ...history.future].slice(0, HISTORY_LIMIT),
    },
  };
}

/** One step forward again; null when there is nothing to redo. */
export function redoEdit(history: ListHistory, current: QuizSetForm): HistoryStep | null {
  const target = history.future[0];
  if (!target) return null;
  return {
    form: restoreStructure(current, target),
    history: { past: [...history.past, current].slice(-HISTORY_LIMIT), future: history.future.slice(1) },
  };
}

/** `target`'s list structure with `current`'s content (see the module docstring). */
export function restoreStructure(current: QuizSetForm, target: QuizSetForm): QuizSetForm {
  const byId = new Map(current.quizList.map((quiz) => [quiz.id, quiz]));
  const quizList = target.quizList.map((snapshot): QuizEdit => {
    const live = byId.get(snapshot.id);
    if (!live) return snapshot;
    if (live.type === snapshot.type) return live;
    const { question, questionRichText, questionImageUrl, questionImageAlt, hint } = live;
    return { ...snapshot, question, questionRichText, questionImageUrl, questionImageAlt, hint };
  });
  return applyOptionRules({ ...current, quizList });
}
