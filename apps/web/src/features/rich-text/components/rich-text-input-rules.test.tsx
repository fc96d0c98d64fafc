import { screen } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { flushPendingEdits } from '../lib/pending-edits';
import RichTextField from './rich-text-field';

vi.mock('../lib/render-formula', () => ({
  renderFormulaInto: vi.fn(async (element: HTMLElement, latex: string) => {
    element.textContent = latex;
  }),
}));

afterEach(() => flushPendingEdits());

function editorOf(label: string): Editor {
  const dom = screen.getByRole('textbox', { name: label }) as HTMLElement & { editor?: Editor };
  if (!dom.editor) throw new Error('no editor on the editable element');
  return dom.editor;
}

/**
 * Types like a keyboard does: each character goes through ProseMirror's `handleTextInput` (where
 * TipTap's input rules run) and is inserted as plain text only when no rule took it.
 */
function typeText(editor: Editor, text: string) {
  for (const character of text) {
    const { view } = editor;
    const { from, to } = view.state.selection;
    const handled = view.someProp('handleTextInput', (handle) =>
      handle(view, from, to, character, () => view.state.tr.insertText(character, from, to)),
    );
    if (!handled) view.dispatch(view.state.tr.insertText(character, from, to));
  }
}

/** What the field reports for `typed` typed into an empty question field. */
function savedHtmlOf(typed: string): string {
  const onChange = vi.fn();
  const view = renderElement(<RichTextField value="" onChange={onChange} ariaLabel="Question" />);
  const editor = editorOf('Question');
  editor.commands.focus('start');
  typeText(editor, typed);
  flushPendingEdits();
  view.unmount();
  return onChange.mock.lastCall?.[0] as string;
}

describe('RichTextField: text typed is text saved (issue 19 item 4)', () => {
  it.each([
    ['- 3 + 5 의 값은?'],
    ['1. 다음 중 옳은 것은?'],
    ['1) 다음 중 옳은 것은?'],
    ['> 3 인 자연수는?'],
    ['# 1 번 문제'],
    ['* 표시가 된 것은?'],
    ['+ 기호의 이름은?'],
    ['``` 코드'],
    ['`x` 의 값은?'],
    ['--- 줄'],
    ['~~취소~~ 선'],
  ])('keeps %j as typed, in one paragraph', (typed) => {
    const html = savedHtmlOf(typed);
    expect(html).toBe(`<p>${typed.replace(/>/g, '&gt;')}</p>`);
  });

  it('keeps the toolbar marks’ shortcuts: **bold**, *italic*, ==highlight==', () => {
    expect(savedHtmlOf('a **b** ')).toBe('<p>a <strong>b</strong> </p>');
    expect(savedHtmlOf('a *b* ')).toBe('<p>a <em>b</em> </p>');
    expect(savedHtmlOf('a ==b== ')).toContain('<mark');
  });
});
