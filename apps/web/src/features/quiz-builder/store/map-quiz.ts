import type { QuestionType, QuizEdit, QuizSetForm } from '@quizset/domain';

/** Helpers of the per-card edits: replace one quiz by id, keeping every other quiz's identity. */
export type QuizOf<T extends QuestionType> = Extract<QuizEdit, { type: T }>;

/** Applies `update` to the quiz `id`; returns `form` itself when nothing changed (operations.ts rule). */
export function mapQuiz(form: QuizSetForm, id: string, update: (quiz: QuizEdit) => QuizEdit): QuizSetForm {
  let changed = false;
  const quizList = form.quizList.map((quiz) => {
    if (quiz.id !== id) return quiz;
    const next = update(quiz);
    if (next !== quiz) changed = true;
    return next;
  });
  return changed ? { ...form, quizList } : form;
}

/** Like mapQuiz, for an edit that only makes sense on one question type (others are left alone). */
export function mapQuizOfType<T extends QuestionType>(
  form: QuizSetForm,
  id: string,
  type: T,
  update: (quiz: QuizOf<T>) => QuizOf<T>,
): QuizSetForm {
  return mapQuiz(form, id, (quiz) => (quiz.type === type ? update(quiz as QuizOf<T>) : quiz));
}
