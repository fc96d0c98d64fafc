import type { QuestionType, QuizEdit } from '@quizset/domain';
import type { ComponentType } from 'react';

/**
 * The web side of one question type (stack.md style 3): every type's editor takes the same props —
 * its own quiz, narrowed by type, and its position — and edits through the build store.
 */
export type QuizOf<T extends QuestionType> = Extract<QuizEdit, { type: T }>;

export interface QuestionEditorProps<T extends QuestionType> {
  quiz: QuizOf<T>;
  /** 0-based position in quizList; field ids derive from it (lib/field-id.ts). */
  index: number;
}

/** View mode (issue 3): the card as a player will see it. No index, so a reorder never re-renders it. */
export interface QuestionViewProps<T extends QuestionType> {
  quiz: QuizOf<T>;
}

export interface QuestionTypeUi<T extends QuestionType> {
  type: T;
  /** Key in the `quiz-builder` namespace, e.g. `types.ox`. */
  labelKey: `types.${T}`;
  Editor: ComponentType<QuestionEditorProps<T>>;
  View: ComponentType<QuestionViewProps<T>>;
}

/** Adding a question type is a compile error until its UI module exists. */
export type QuestionTypeUiMap = { [T in QuestionType]: QuestionTypeUi<T> };
