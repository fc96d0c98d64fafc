/**
 * Keyboard undo / redo of the card list (issue 3): Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y
 * redo — but only when focus is not in a text entry, whose own undo (the browser's, TipTap's) must
 * keep working untouched.
 */
export type HistoryCommand = 'undo' | 'redo';

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function historyCommandOf(event: KeyLike): HistoryCommand | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset']);

/** Inputs, textareas, selects and contenteditable areas keep their own undo. */
export function isTextEntryTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable="true"]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}
