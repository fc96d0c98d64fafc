import { flushSync } from 'react-dom';
import { placeCaretAt } from './click-caret';
import { waitForElement } from './wait-for-element';

/**
 * Enter / Backspace in a list of short inputs (issue 3 "Multiple choice": Enter in a choice inserts a
 * new one below when fewer than 5 exist; Backspace in an empty choice removes it when more than 2
 * exist — and the same for a subjective question's accepted answers, 1 to 5). Pure so the rule is
 * tested once and shared by the plain inputs here and the rich-text field's `onEnter` /
 * `onBackspaceEmpty` when it replaces them.
 */
export type ListKeyAction = 'insert' | 'remove' | 'block' | null;

export interface ListKeyInput {
  key: string;
  /** IME composition (Korean input): Enter confirms the syllable and must not insert a row. */
  isComposing: boolean;
  /** Shift+Enter etc. keep their usual meaning. */
  hasModifier: boolean;
  isEmpty: boolean;
  count: number;
  min: number;
  max: number;
}

/**
 * 'insert' a row below, 'remove' this row, 'block' (swallow an Enter at the maximum so the form is
 * not submitted), or null (let the key through).
 */
export function listKeyAction({
  key,
  isComposing,
  hasModifier,
  isEmpty,
  count,
  min,
  max,
}: ListKeyInput): ListKeyAction {
  if (isComposing || hasModifier) return null;
  if (key === 'Enter') return count < max ? 'insert' : 'block';
  if (key === 'Backspace' && isEmpty && count > min) return 'remove';
  return null;
}

/**
 * Applies `update` (a store edit) and renders it at once, then focuses the element `id` with the
 * caret at the end. Rendering synchronously (flushSync, inside the key or click handler) means the
 * next keystroke already lands in the new field, however fast the teacher types after Enter.
 * `holdId`: an element that holds focus while a lazily loaded field arrives.
 */
export function updateThenFocus(
  update: () => void,
  id: string,
  caretOffset: number | null = null,
  holdId: string | null = null,
): void {
  flushSync(update);
  const focus = (element: HTMLElement) => {
    focusAtEnd(element);
    // A click on a view-mode card: the caret goes where the click was (lib/click-caret.ts).
    if (caretOffset !== null) placeCaretAt(element, caretOffset);
  };
  const element = document.getElementById(id);
  if (element) focus(element);
  // A lazily loaded rich-text field (issue 3) may mount a while later on a slow school laptop or a
  // slow network: focus it when it appears, unless the teacher has moved focus elsewhere meanwhile.
  else {
    // While the field loads, focus waits on `holdId` (the new card): left on the add button, a
    // Space or Enter would add a second card (issue 19 item 13).
    if (holdId) document.getElementById(holdId)?.focus();
    const focusedBefore = document.activeElement;
    void waitForElement(id, LATE_FOCUS_TIMEOUT_MS).then((late) => {
      if (late && isFocusUnmoved(focusedBefore)) focus(late);
    });
  }
}

/** How long a pending focus waits for its lazily loaded field (ms): longer than the slowest chunk load. */
const LATE_FOCUS_TIMEOUT_MS = 30_000;

/** True while focus is where it was when the pending focus began (or fell back to the page). */
function isFocusUnmoved(focusedBefore: Element | null): boolean {
  const now = document.activeElement;
  return now === focusedBefore || now === null || now === document.body;
}

function focusAtEnd(element: HTMLElement): void {
  element.focus();
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    const end = element.value.length;
    element.setSelectionRange(end, end);
  }
}
