import { useEffect } from 'react';
import { useBuildStore } from '../store/build-store';
import { historyCommandOf, isTextEntryTarget } from './history-keys';

/**
 * Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl+Y on the quiz step undo / redo structural list edits
 * (issue 3 "Undo and redo across the whole list"). Keys typed in a text entry are left to its own
 * undo (the browser's or TipTap's), and keys inside an open dialog to the dialog.
 */
export function useHistoryShortcuts(isActive: boolean): void {
  useEffect(() => {
    if (!isActive) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTextEntryTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      const command = historyCommandOf(event);
      if (!command) return;
      event.preventDefault();
      const store = useBuildStore.getState();
      if (command === 'undo') store.undo();
      else store.redo();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isActive]);
}
