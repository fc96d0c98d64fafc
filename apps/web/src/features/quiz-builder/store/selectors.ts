import type { QuizEdit } from '@quizset/domain';
import { useShallow } from 'zustand/react/shallow';
import { type FieldPath, fieldId } from '../lib/field-id';
import { useBuildStore } from './build-store';

/**
 * Narrow reads of the build store. Each card subscribes to its own quiz only: operations keep the
 * other quizzes' object identity, so editing one card does not re-render the other nineteen.
 */
export function useQuizIds(): string[] {
  return useBuildStore(useShallow((state) => state.form.quizList.map((quiz) => quiz.id)));
}

export function useQuiz(id: string): QuizEdit | undefined {
  return useBuildStore((state) => state.form.quizList.find((quiz) => quiz.id === id));
}

export function useQuizCount(): number {
  return useBuildStore((state) => state.form.quizList.length);
}

/** The translated message for the field at `path`, if the last finish or a server 400 flagged it. */
export function useFieldError(path: FieldPath): string | undefined {
  const id = fieldId(path);
  return useBuildStore((state) => state.fieldErrors[id]);
}

export const useEdit = () => useBuildStore((state) => state.edit);

/** Boolean per card, so entering edit mode re-renders only the two cards whose answer changed. */
export function useIsEditing(id: string): boolean {
  return useBuildStore((state) => state.editingQuizId === id);
}

/**
 * The first message flagged anywhere inside card `index` (view mode shows it on the card, since the
 * offending input is not mounted until the card is edited).
 */
export function useCardError(index: number): string | undefined {
  const prefix = fieldId(`quizList.${index}`);
  return useBuildStore((state) => {
    for (const [id, message] of Object.entries(state.fieldErrors)) {
      if (id === prefix || id.startsWith(`${prefix}.`)) return message;
    }
    return undefined;
  });
}

export function useHistoryState(): { canUndo: boolean; canRedo: boolean } {
  return useBuildStore(
    useShallow((state) => ({
      canUndo: state.history.past.length > 0,
      canRedo: state.history.future.length > 0,
    })),
  );
}
