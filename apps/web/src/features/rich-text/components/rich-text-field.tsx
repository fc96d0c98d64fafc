import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { plainTextFromHtml } from '@quizset/domain';
import { useEditor } from '@tiptap/react';
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { buildExtensions } from '../extensions/build-extensions';
import type { MathNodeEditRequest } from '../extensions/math-node';
import { useEditorLabels } from '../hooks/use-editor-labels';
import { editorHtml } from '../lib/editor-html';
import { sanitizeRichTextHtml } from '../lib/sanitize-rich-text';
import { CharacterCounter } from './character-counter';
import { EquationDialog } from './equation-dialog';
import classes from './rich-text-field.module.css';
import { RichTextToolbar } from './rich-text-toolbar';

/** What the card can do with a field it holds a ref to (e.g. the finish button's "focus the first offending field"). */
export interface RichTextFieldHandle {
  focus: () => void;
}

export interface RichTextFieldProps {
  /** Stored HTML (allow-listed), '' when empty. */
  value: string;
  /** Every edit: the new HTML ('' when empty) and its plain text (domain `plainTextFromHtml`). */
  onChange: (html: string, plainText: string) => void;
  /** Accessible name of the editable area (the field has no visible label of its own). */
  ariaLabel: string;
  /** 'full' for the question; 'compact' for a choice: one line, smaller toolbar shown while focused. Read once at creation (change `key` to switch). */
  variant?: 'full' | 'compact';
  /** Shows the plain-text counter against this limit (question 200, choice 100). */
  maxLength?: number;
  placeholder?: string;
  /** Enter (not in IME composition). Return true to swallow it (the card inserts a choice). */
  onEnter?: () => boolean;
  /** Backspace in an empty field. Return true to swallow it (the card removes the choice). */
  onBackspaceEmpty?: () => boolean;
  onBlur?: () => void;
  autoFocus?: boolean;
  /** Error text under the field (e.g. 'required input is empty, please complete'). */
  error?: string;
  /** DOM id of the editable area, for labels and the validation focus. */
  id?: string;
  ref?: Ref<RichTextFieldHandle>;
}

type EquationTarget = { latex: string; pos: number | null } | null;

/** Attributes of the editable element: its accessible name, validity and the id validation focuses. */
function fieldAttributes(ariaLabel: string, error: string | undefined, id: string | undefined) {
  return {
    class: classes.prose ?? '',
    'aria-label': ariaLabel,
    'aria-invalid': error ? 'true' : 'false',
    ...(id ? { id } : {}),
  };
}

/**
 * The controlled rich-text field of the question card (issue 3 "Rich text", "Formulas"): TipTap
 * through Mantine's RichTextEditor, limited to the domain allow-list, pasted HTML cleaned to it,
 * formulas edited in the equation dialog. Default export so the card can `React.lazy` it: TipTap
 * and ProseMirror stay out of the pages that only show quizzes.
 *
 * Controlled in the React sense with one caveat: the editor owns the document while typing; a new
 * `value` from outside (undo of a structural edit, type change, reset) replaces it, but the value
 * the field itself just emitted is not pushed back (that would move the caret).
 */
export default function RichTextField({
  value,
  onChange,
  ariaLabel,
  variant = 'full',
  maxLength,
  placeholder,
  onEnter,
  onBackspaceEmpty,
  onBlur,
  autoFocus = false,
  error,
  id,
  ref,
}: RichTextFieldProps) {
  const isCompact = variant === 'compact';
  const labels = useEditorLabels();
  const [equation, setEquation] = useState<EquationTarget>(null);
  // The editor is created once; callbacks reach the latest props through refs.
  const callbacks = useRef({ onChange, onEnter, onBackspaceEmpty, onBlur, placeholder });
  callbacks.current = { onChange, onEnter, onBackspaceEmpty, onBlur, placeholder };
  const lastEmitted = useRef(value);

  // Options TipTap compares on every render: anything new here makes it call setOptions (and
  // ProseMirror's setProps) on each keystroke of the parent. Extensions and the initial content are
  // fixed at creation; editorProps change only with the attributes.
  const [initial] = useState(() => ({
    content: value,
    extensions: buildExtensions({
      isCompact,
      singleLine: isCompact,
      onEnter: () => callbacks.current.onEnter?.() ?? false,
      onBackspaceEmpty: () => callbacks.current.onBackspaceEmpty?.() ?? false,
      onEditMath: (request: MathNodeEditRequest) => setEquation(request),
      getPlaceholder: () => callbacks.current.placeholder ?? '',
    }),
  }));
  const editorProps = useMemo(
    () => ({ transformPastedHTML: sanitizeRichTextHtml, attributes: fieldAttributes(ariaLabel, error, id) }),
    [ariaLabel, error, id],
  );

  const editor = useEditor({
    extensions: initial.extensions,
    content: initial.content,
    autofocus: autoFocus ? 'end' : false,
    immediatelyRender: true,
    // Re-rendering the field on every transaction would cost the 16 ms keystroke budget (issue 3
    // "Performance"); toolbar controls subscribe to the state they show via useEditorState.
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = editorHtml(current);
      lastEmitted.current = html;
      callbacks.current.onChange(html, plainTextFromHtml(html));
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  useEffect(() => {
    if (value === lastEmitted.current || value === editorHtml(editor)) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus('end') }), [editor]);

  const openNewEquation = useCallback(() => setEquation({ latex: '', pos: null }), []);

  // The field re-renders on every keystroke (the parent passes the new `value`); Mantine's editor
  // shell, its context and ~15 toolbar controls need not (issue 3 "Performance": 16 ms median
  // keystroke-to-paint). Controls subscribe to the editor state they show themselves.
  const editorUi = useMemo(
    () => (
      <RichTextEditor
        editor={editor}
        labels={labels}
        variant="subtle"
        className={classes.editor}
        classNames={{ toolbar: classes.toolbar }}
      >
        <RichTextToolbar isCompact={isCompact} onInsertFormula={openNewEquation} />
        <RichTextEditor.Content data-testid="rich-text-content" />
      </RichTextEditor>
    ),
    [editor, labels, isCompact, openNewEquation],
  );

  const submitEquation = (latex: string) => {
    const chain = editor.chain().focus();
    if (equation?.pos != null) chain.updateMath(equation.pos, latex).run();
    else chain.insertMath(latex).run();
    setEquation(null);
  };

  return (
    <div className={classes.root} data-variant={variant} data-invalid={error ? 'true' : undefined}>
      {editorUi}
      {(maxLength !== undefined || error) && (
        <div className={classes.footer}>
          <span className={classes.error} role={error ? 'alert' : undefined}>
            {error}
          </span>
          {maxLength !== undefined && (
            <CharacterCounter count={plainTextFromHtml(value).length} max={maxLength} />
          )}
        </div>
      )}
      <EquationDialog
        opened={equation !== null}
        initialLatex={equation?.latex ?? ''}
        mode={equation?.pos != null ? 'edit' : 'insert'}
        onClose={() => {
          setEquation(null);
          editor.commands.focus();
        }}
        onSubmit={submitEquation}
      />
    </div>
  );
}
