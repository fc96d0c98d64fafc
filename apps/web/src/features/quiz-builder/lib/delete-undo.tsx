import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QuizEdit } from '@quizset/domain';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useBuildStore } from '../store/build-store';
import { deleteQuiz, restoreQuiz } from '../store/operations';

/** How long the delete toast offers "Undo" (issue 3 "delete offers undo for a few seconds"). */
export const DELETE_UNDO_MS = 5000;

interface DeleteToastText {
  message: string;
  undo: string;
  restored: string;
}

/**
 * Deletes card `id` (a structural, undoable edit) and shows a toast whose "Undo" puts the card back at
 * its position with everything it held, even after other edits (store/operations `restoreQuiz`).
 * Focus moves to the card that took its place, so a keyboard user is not dropped to the page top.
 */
export function deleteWithUndo(id: string, text: DeleteToastText): void {
  const store = useBuildStore.getState();
  const index = store.form.quizList.findIndex((quiz) => quiz.id === id);
  const quiz = store.form.quizList[index];
  if (!quiz) return;
  if (store.editingQuizId === id) store.setEditingQuizId(null);
  store.editList((form) => deleteQuiz(form, id));
  focusCardAt(index);
  const toastId = `quiz-deleted-${id}`;
  notifications.show({
    id: toastId,
    autoClose: DELETE_UNDO_MS,
    withCloseButton: true,
    message: <DeleteToast text={text} onUndo={() => undoDelete(toastId, quiz, index, text)} />,
  });
}

function undoDelete(toastId: string, quiz: QuizEdit, index: number, text: DeleteToastText): void {
  notifications.hide(toastId);
  const restoredId = useBuildStore.getState().editWithLimit((form) => restoreQuiz(form, quiz, index));
  if (!restoredId) return;
  const at = useBuildStore.getState().form.quizList.findIndex((candidate) => candidate.id === restoredId);
  focusCardAt(at);
  notifications.show({ message: text.restored, autoClose: 2000 });
}

function focusCardAt(index: number): void {
  requestAnimationFrame(() => {
    const cards = document.querySelectorAll<HTMLElement>('[data-testid="quiz-card"]');
    (cards[Math.min(index, cards.length - 1)] ?? null)?.focus({ preventScroll: false });
  });
}

function DeleteToast({ text, onUndo }: { text: DeleteToastText; onUndo: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="delete-toast">
      <Text size="sm">{text.message}</Text>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconArrowBackUp size={14} aria-hidden />}
        onClick={onUndo}
        data-testid="delete-undo"
      >
        {text.undo}
      </Button>
    </Group>
  );
}
