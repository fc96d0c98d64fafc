import {
  checkQuizCountLimit,
  createId,
  createQuiz,
  type QuestionType,
  type QuizEdit,
  type QuizSetForm,
} from '@quizset/domain';
import { applyOptionRules } from '../lib/option-rules';

/**
 * Edits of the card list (spec §2 Step 1, issue 3 "The list"). Operations that can hit the
 * 20-question limit (add, duplicate, restore, AI add) ask the domain's `checkQuizCountLimit` and
 * return a LimitResult; the store turns `ok: false` into the limit alert.
 */
export type LimitResult =
  | { ok: true; form: QuizSetForm; quizId: string }
  | { ok: false; reason: 'QUIZ_LIMIT' };

const LIMIT_HIT = { ok: false, reason: 'QUIZ_LIMIT' } as const;

export function addQuiz(form: QuizSetForm, type: QuestionType): LimitResult {
  if (!checkQuizCountLimit(form.quizList.length).allowed) return LIMIT_HIT;
  const quiz = createQuiz(type);
  return {
    ok: true,
    form: applyOptionRules({ ...form, quizList: [...form.quizList, quiz] }),
    quizId: quiz.id,
  };
}

/** What `addQuizzes` did: `added` of `requested` fit; `quizIds` are the new cards' ids in order. */
export interface AddQuizzesResult {
  form: QuizSetForm;
  requested: number;
  added: number;
  quizIds: string[];
  /** Some quizzes were left out by the 20-question limit (show the limit alert with the counts). */
  isLimited: boolean;
}

/**
 * AI add (issue 3 "The 20-question limit applies to add, duplicate and AI add alike"): appends as many
 * of `quizzes` as fit under the limit, in order, each with new ids (a generated batch may repeat ids).
 * Reports how many fit so the caller can say "3 of 5 added".
 */
export function addQuizzes(form: QuizSetForm, quizzes: readonly QuizEdit[]): AddQuizzesResult {
  const { available } = checkQuizCountLimit(form.quizList.length, quizzes.length);
  const fitting = quizzes.slice(0, available).map(withNewIds);
  const next =
    fitting.length === 0 ? form : applyOptionRules({ ...form, quizList: [...form.quizList, ...fitting] });
  return {
    form: next,
    requested: quizzes.length,
    added: fitting.length,
    quizIds: fitting.map((quiz) => quiz.id),
    isLimited: fitting.length < quizzes.length,
  };
}

/** A copy with new ids everywhere (card, choices, answers), inserted right below the original. */
export function duplicateQuiz(form: QuizSetForm, id: string): LimitResult {
  if (!checkQuizCountLimit(form.quizList.length).allowed) return LIMIT_HIT;
  const index = form.quizList.findIndex((quiz) => quiz.id === id);
  const original = form.quizList[index];
  if (!original) return { ok: true, form, quizId: id };
  const copy = withNewIds(original);
  const quizList = [...form.quizList.slice(0, index + 1), copy, ...form.quizList.slice(index + 1)];
  return { ok: true, form: applyOptionRules({ ...form, quizList }), quizId: copy.id };
}

/**
 * The delete toast's "Undo" (issue 3 "delete offers undo"): puts `quiz` back at `index` (clamped to
 * the list), keeping its ids. Already present → unchanged; a full list → the limit result.
 */
export function restoreQuiz(form: QuizSetForm, quiz: QuizEdit, index: number): LimitResult {
  if (form.quizList.some((candidate) => candidate.id === quiz.id)) return { ok: true, form, quizId: quiz.id };
  if (!checkQuizCountLimit(form.quizList.length).allowed) return LIMIT_HIT;
  const at = Math.max(0, Math.min(index, form.quizList.length));
  const quizList = [...form.quizList.slice(0, at), quiz, ...form.quizList.slice(at)];
  return { ok: true, form: applyOptionRules({ ...form, quizList }), quizId: quiz.id };
}

/** A new `{key, id}` pair for a copied choice or answer (spec §3 edit forms). */
function freshKey(): { key: string; id: string } {
  const id = createId();
  return { key: id, id };
}

function withNewIds(quiz: QuizEdit): QuizEdit {
  const id = createId();
  switch (quiz.type) {
    case 'multiple':
      return { ...quiz, id, choiceList: quiz.choiceList.map((choice) => ({ ...choice, ...freshKey() })) };
    case 'subjective':
      return { ...quiz, id, answerList: quiz.answerList.map((answer) => ({ ...answer, ...freshKey() })) };
    case 'ox':
      return { ...quiz, id };
  }
}

/** Deleting may leave fewer than 2 questions, which turns shuffle off (spec §4). */
export function deleteQuiz(form: QuizSetForm, id: string): QuizSetForm {
  const quizList = form.quizList.filter((quiz) => quiz.id !== id);
  if (quizList.length === form.quizList.length) return form;
  return applyOptionRules({ ...form, quizList });
}

/** Moves the card at `from` to position `to` (0-based); out-of-range indexes change nothing. */
export function moveQuiz(form: QuizSetForm, from: number, to: number): QuizSetForm {
  const count = form.quizList.length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return form;
  const quizList = [...form.quizList];
  const [moved] = quizList.splice(from, 1);
  if (moved) quizList.splice(to, 0, moved);
  return { ...form, quizList };
}
