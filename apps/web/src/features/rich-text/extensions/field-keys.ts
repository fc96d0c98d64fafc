import { Extension } from '@tiptap/react';

export interface FieldKeysOptions {
  /** Enter (without Shift). Return true to swallow the key. */
  onEnter: () => boolean;
  /** Backspace in an empty field. Return true to swallow the key. */
  onBackspaceEmpty: () => boolean;
  /** Single-line fields (choices) never split into paragraphs, whatever onEnter returns. */
  singleLine: boolean;
}

/**
 * Enter/Backspace hooks for the card (issue 3 "Multiple choice": Enter in a choice inserts a new one
 * below when fewer than 5 exist; Backspace in an empty choice removes it when more than 2 exist).
 * The rules live in the card; the editor only reports the keys. Registered with a higher priority
 * than StarterKit so the card sees the key before a list or paragraph split does.
 */
export const FieldKeys = Extension.create<FieldKeysOptions>({
  name: 'fieldKeys',
  priority: 1000,

  addOptions() {
    return { onEnter: () => false, onBackspaceEmpty: () => false, singleLine: false };
  },

  addKeyboardShortcuts() {
    return {
      Enter: () => {
        // IME composition (Korean!) commits with Enter: never treat that as "new choice".
        if (this.editor.view.composing) return false;
        return this.options.onEnter() || this.options.singleLine;
      },
      Backspace: () => this.editor.isEmpty && this.options.onBackspaceEmpty(),
    };
  },
});
