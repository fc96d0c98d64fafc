import { act, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/react';

/**
 * Builder tests and the lazily loaded rich-text field (issue 3): the question and the choices are
 * TipTap editors, found by their accessible name once their chunk has loaded. TipTap keeps its
 * editor on the editable element; typing goes through it because jsdom has no editing model.
 */
export type EditableElement = HTMLElement & { editor: Editor };

export async function findRichText(name: string): Promise<EditableElement> {
  const element = (await screen.findByRole('textbox', { name })) as HTMLElement & { editor?: Editor };
  if (!element.editor) throw new Error(`"${name}" is not a rich-text field`);
  return element as EditableElement;
}

/** Replaces the field's text as a teacher typing it would (an update event, so the store hears it). */
export async function typeRichText(name: string, text: string): Promise<void> {
  const element = await findRichText(name);
  act(() => {
    element.editor.commands.setContent(text ? `<p>${text}</p>` : '', { emitUpdate: true });
  });
}
