import {
  MATH_LATEX_ATTRIBUTE,
  MATH_NODE_TYPE,
  plainTextFromHtml,
  RICH_TEXT_ALLOWED_ATTRIBUTES,
} from '@quizset/domain';
import { describe, expect, it, vi } from 'vitest';
import { canonicalHighlightMarks, editorHtml } from '../lib/editor-html';
import { sanitizeRichTextHtml } from '../lib/sanitize-rich-text';
import { editorsForTests } from './test-editors';

// MathLive cannot run in jsdom; the node view's rendering is the browser's business.
vi.mock('../lib/render-formula', () => ({
  renderFormulaInto: vi.fn(async (element: HTMLElement, latex: string) => {
    element.textContent = latex;
  }),
}));

const createEditor = editorsForTests();

const stored = `<p>Solve <span data-type="math" data-latex="\\frac{1}{2}+x"></span> now</p>`;

/** issue 3 "Formulas": saved "in a form that survives sanitization and round trips". */
describe('math node', () => {
  it('is the domain allow-list’s formula node', () => {
    expect(MATH_NODE_TYPE).toBe('math');
    expect(RICH_TEXT_ALLOWED_ATTRIBUTES.span?.map((rule) => rule.name)).toContain(MATH_LATEX_ATTRIBUTE);
  });

  it('parses and serialises the stored span unchanged', () => {
    const editor = createEditor(stored);
    expect(editor.getHTML()).toBe(stored);
    const node = editor.state.doc.firstChild?.child(1);
    expect(node?.type.name).toBe('math');
    expect(node?.attrs.latex).toBe('\\frac{1}{2}+x');
  });

  it('survives the allow-list cleaning and a second round trip', () => {
    const once = sanitizeRichTextHtml(createEditor(stored).getHTML());
    expect(once).toBe(stored);
    expect(createEditor(once).getHTML()).toBe(stored);
  });

  it('keeps LaTeX with quotes, ampersands and angle brackets intact', () => {
    const latex = '\\begin{cases}a & b<c\\\\ "d"\\end{cases}';
    const editor = createEditor('<p></p>');
    editor.commands.insertMath(latex);
    const html = editor.getHTML();
    const reparsed = createEditor(sanitizeRichTextHtml(html));
    expect(reparsed.state.doc.firstChild?.firstChild?.attrs.latex).toBe(latex);
  });

  it('contributes its LaTeX to the plain text (the question counter)', () => {
    expect(plainTextFromHtml(createEditor(stored).getHTML())).toBe('Solve \\frac{1}{2}+x now');
  });

  it('inserts and updates formulas by command', () => {
    const editor = createEditor('<p>a</p>');
    editor.commands.focus('end');
    editor.commands.insertMath('x^2');
    expect(editor.getHTML()).toBe('<p>a<span data-type="math" data-latex="x^2"></span></p>');
    expect(editor.commands.updateMath(2, 'y^3')).toBe(true);
    expect(editor.getHTML()).toBe('<p>a<span data-type="math" data-latex="y^3"></span></p>');
    expect(editor.commands.updateMath(1, 'z')).toBe(false);
  });
});

describe('schema limited to the allow-list', () => {
  it('turns headings, code and rules into allowed content', () => {
    const editor = createEditor('<h2>T</h2><pre><code>c</code></pre><hr><p><code>x</code></p>');
    expect(editor.getHTML()).toBe('<p>T</p><p>c</p><p>x</p>');
  });

  it('keeps highlight colours, underline and blockquote', () => {
    const html =
      '<blockquote><p><mark data-color="#c9f2d0" style="background-color: #c9f2d0; color: inherit">g</mark><u>u</u></p></blockquote>';
    expect(editorHtml(createEditor(html))).toBe(html);
  });

  it('compact fields have no blockquote or lists', () => {
    expect(
      createEditor('<blockquote><p>q</p></blockquote><ul><li><p>l</p></li></ul>', {
        isCompact: true,
      }).getHTML(),
    ).toBe('<p>q</p><p>l</p>');
  });

  it('an empty document is the empty string', () => {
    expect(editorHtml(createEditor(''))).toBe('');
  });
});

describe('canonicalHighlightMarks', () => {
  it('rewrites the browser’s rgb() serialisation to the allow-listed hex form', () => {
    expect(
      canonicalHighlightMarks(
        '<mark data-color="#FFD6E7" style="background-color: rgb(255, 214, 231); color: inherit;">p</mark>',
      ),
    ).toBe('<mark data-color="#ffd6e7" style="background-color: #ffd6e7; color: inherit">p</mark>');
  });

  it('drops colours outside the five', () => {
    expect(
      canonicalHighlightMarks('<mark data-color="#000000" style="background-color: #000">x</mark>'),
    ).toBe('<mark>x</mark>');
  });
});

describe('keyboard editing of a formula', () => {
  it('Enter on a selected formula asks to edit it', () => {
    const onEdit = vi.fn();
    const editor = createEditor('<p>a<span data-type="math" data-latex="x^2"></span></p>', {
      isCompact: true,
      onEnter: () => true,
      onEditMath: onEdit,
    });
    editor.commands.setNodeSelection(2);
    editor.view.someProp('handleKeyDown', (handle) =>
      handle(editor.view, new KeyboardEvent('keydown', { key: 'Enter' })),
    );
    expect(onEdit).toHaveBeenCalledWith({ latex: 'x^2', pos: 2 });
  });
});
