import { useEffect } from 'react';
import { useBuildStore } from '../store/build-store';

/**
 * Layers opened from a card that live outside it in the DOM: Mantine portals (drawer, dialogs such as
 * the equation editor, toasts, tooltips, popovers) and MathLive's on-screen keyboard, which it
 * appends to the body. Clicks and focus there do not count as leaving the card.
 */
export const CARD_LAYER_SELECTOR = '[data-portal], .ML__keyboard';

/** True between a pointer press and its release anywhere in the page (see `useEditModeDismiss`). */
let isPointerPressed = false;

/**
 * Focus leaving the editing card because of a pointer press is handled by the click rule below, not
 * by the card's focusout: the card must not collapse under a pressed pointer (quiz-card.tsx).
 */
export function isPointerPressActive(): boolean {
  return isPointerPressed;
}

/**
 * Ends edit mode when the teacher clicks outside the card being edited (issue 3 "leaving it (click
 * elsewhere …) ends edit mode and commits the values"). On the click, not the press: collapsing the
 * card on pointerdown shifts the layout under the pointer, so the click meant for a button below
 * (e.g. "add a question") would land on empty space. One capture listener for the whole list.
 * Portals (the card's drawer, dialogs, toasts, tooltips) do not count as outside: they belong to
 * whatever opened them.
 */
export function useEditModeDismiss(): void {
  useEffect(() => {
    const onPress = () => {
      isPointerPressed = true;
    };
    const onRelease = () => {
      // After this event's focus changes have been handled.
      setTimeout(() => {
        isPointerPressed = false;
      });
    };
    const onClick = (event: MouseEvent) => {
      const { editingQuizId, setEditingQuizId } = useBuildStore.getState();
      if (!editingQuizId || !(event.target instanceof Element)) return;
      const card = event.target.closest<HTMLElement>('[data-quiz-id]');
      if (card?.dataset.quizId === editingQuizId || event.target.closest(CARD_LAYER_SELECTOR)) return;
      setEditingQuizId(null);
    };
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('pointerup', onRelease, true);
    document.addEventListener('pointercancel', onRelease, true);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('pointerup', onRelease, true);
      document.removeEventListener('pointercancel', onRelease, true);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
}
