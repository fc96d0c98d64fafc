import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { COMMIT_DELAY_MS, flushPendingEdits, hasPendingEdits } from '../lib/pending-edits';
import RichTextField from './rich-text-field';

vi.mock('../lib/render-formula', () => ({
  renderFormulaInto: vi.fn(async (element: HTMLElement, latex: string) => {
    element.textContent = latex;
  }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  flushPendingEdits();
});

/** The TipTap editor behind a rendered field (TipTap puts it on its DOM root). */
function editorOf(label: string): Editor {
  const dom = screen.getByRole('textbox', { name: label }) as HTMLElement & { editor?: Editor };
  if (!dom.editor) throw new Error('no editor on the editable element');
  return dom.editor;
}

describe('RichTextField (issue 3 "Rich text")', () => {
  it('reports HTML and plain text after a short pause in typing; the counter follows each keystroke', async () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderElement(<RichTextField value="" onChange={onChange} ariaLabel="Question" maxLength={200} />);
    const editor = editorOf('Question');
    act(() => {
      editor.commands.insertContent('Hello <strong>world</strong>');
    });
    expect(screen.getByTestId('char-counter')).toHaveTextContent('11 / 200');
    expect(onChange).not.toHaveBeenCalled();
    expect(hasPendingEdits()).toBe(true);
    vi.advanceTimersByTime(COMMIT_DELAY_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello <strong>world</strong></p>', 'Hello world');
    expect(hasPendingEdits()).toBe(false);
  });

  it('reports pending typing at once on flushPendingEdits, on blur and on unmount, and only once', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { unmount } = renderElement(<RichTextField value="" onChange={onChange} ariaLabel="Q" />);
    const editor = editorOf('Q');
    editor.commands.insertContent('a');
    flushPendingEdits();
    expect(onChange).toHaveBeenLastCalledWith('<p>a</p>', 'a');
    editor.commands.insertContent('b');
    editor.emit('blur', { editor, event: new FocusEvent('blur'), transaction: editor.state.tr });
    expect(onChange).toHaveBeenLastCalledWith('<p>ab</p>', 'ab');
    editor.commands.insertContent('c');
    unmount();
    expect(onChange).toHaveBeenLastCalledWith('<p>abc</p>', 'abc');
    vi.advanceTimersByTime(COMMIT_DELAY_MS * 2);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('replaces the document when the value changes from outside, without echoing it', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState('<p>a</p>');
      return (
        <>
          <button type="button" onClick={() => setValue('<p>b</p>')}>
            reset
          </button>
          <RichTextField value={value} onChange={onChange} ariaLabel="Q" />
        </>
      );
    }
    renderElement(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    await waitFor(() => expect(editorOf('Q').getHTML()).toBe('<p>b</p>'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('cleans pasted HTML to the allow-list (script, onerror, javascript: gone; bold and highlight kept)', () => {
    const onChange = vi.fn();
    renderElement(<RichTextField value="" onChange={onChange} ariaLabel="Q" />);
    const editor = editorOf('Q');
    // jsdom has no ClipboardEvent; ProseMirror's pasteHTML builds one to run the paste pipeline.
    vi.stubGlobal('ClipboardEvent', class extends Event {});
    editor.view.pasteHTML(
      '<p><b>bold</b> <mark data-color="#fff3a3" style="background-color:#fff3a3">hi</mark>' +
        '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a></p>',
    );
    flushPendingEdits();
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain(
      '<mark data-color="#fff3a3" style="background-color: #fff3a3; color: inherit">hi</mark>',
    );
    expect(html).not.toMatch(/script|onerror|javascript|<img/);
    expect(html).toContain('link');
  });

  it('calls onEnter and swallows the key when it returns true', () => {
    const onEnter = vi.fn(() => true);
    const onChange = vi.fn();
    renderElement(
      <RichTextField value="<p>a</p>" onChange={onChange} ariaLabel="Choice" onEnter={onEnter} />,
    );
    const editor = editorOf('Choice');
    editor.commands.focus('end');
    fireEvent.keyDown(editor.view.dom, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(editor.getHTML()).toBe('<p>a</p>');
  });

  it('lets Enter split the paragraph when onEnter returns false (question field)', () => {
    const onEnter = vi.fn(() => false);
    renderElement(<RichTextField value="<p>ab</p>" onChange={vi.fn()} ariaLabel="Q" onEnter={onEnter} />);
    const editor = editorOf('Q');
    editor.commands.focus('end');
    fireEvent.keyDown(editor.view.dom, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onEnter).toHaveBeenCalled();
    expect(editor.getHTML()).toBe('<p>ab</p><p></p>');
  });

  it('never splits a compact (choice) field, even when onEnter declines', () => {
    renderElement(
      <RichTextField
        value="<p>ab</p>"
        onChange={vi.fn()}
        ariaLabel="C"
        variant="compact"
        onEnter={() => false}
      />,
    );
    const editor = editorOf('C');
    editor.commands.focus('end');
    fireEvent.keyDown(editor.view.dom, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(editor.getHTML()).toBe('<p>ab</p>');
  });

  it('calls onBackspaceEmpty only when the field is empty', () => {
    const onBackspaceEmpty = vi.fn(() => true);
    const view = renderElement(
      <RichTextField value="<p>a</p>" onChange={vi.fn()} ariaLabel="C" onBackspaceEmpty={onBackspaceEmpty} />,
    );
    let editor = editorOf('C');
    editor.commands.focus('end');
    fireEvent.keyDown(editor.view.dom, { key: 'Backspace', code: 'Backspace', keyCode: 8 });
    expect(onBackspaceEmpty).not.toHaveBeenCalled();
    view.unmount();

    renderElement(
      <RichTextField value="" onChange={vi.fn()} ariaLabel="E" onBackspaceEmpty={onBackspaceEmpty} />,
    );
    editor = editorOf('E');
    editor.commands.focus('end');
    fireEvent.keyDown(editor.view.dom, { key: 'Backspace', code: 'Backspace', keyCode: 8 });
    expect(onBackspaceEmpty).toHaveBeenCalledTimes(1);
  });

  it('has the five highlight colours and the formula button, labelled in the language', () => {
    renderElement(<RichTextField value="" onChange={vi.fn()} ariaLabel="Q" />, { lng: 'ko' });
    expect(screen.getByRole('button', { name: '노란색 형광펜' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '보라색 형광펜' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '수식 넣기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '굵게' })).toBeInTheDocument();
  });

  it('applies a pastel highlight from the toolbar', () => {
    const onChange = vi.fn();
    renderElement(<RichTextField value="<p>word</p>" onChange={onChange} ariaLabel="Q" />);
    const editor = editorOf('Q');
    editor.commands.selectAll();
    fireEvent.click(screen.getByTestId('highlight-blue'));
    flushPendingEdits();
    expect(onChange).toHaveBeenLastCalledWith(
      '<p><mark data-color="#cde7ff" style="background-color: #cde7ff; color: inherit">word</mark></p>',
      'word',
    );
  });
});
