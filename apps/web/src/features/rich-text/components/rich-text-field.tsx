import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { plainTextFromHtml } from '@quizset/domain';
import { type Editor, useEditor, useEditorState } from '@tiptap/react';
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { buildExtensions, INPUT_RULE_EXTENSIONS } from '../extensions/build-extensions';
import type { MathNodeEditRequest } from '../extensions/math-node';
import { useEditorLabels } from '../hooks/use-editor-labels';
import { editorHtml } from '../lib/editor-html';
import { addPendingEdit, COMMIT_DELAY_MS, removePendingEdit } from '../lib/pending-edits';
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
  /**
   * Edits: the new HTML ('' when empty) and its plain text (domain `plainTextFromHtml`). Reported
   * COMMIT_DELAY_MS after the last keystroke, on blur, on unmount and on `flushPendingEdits()`.
   */
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

/** One array for every editor: TipTap compares options by reference on each render. */
const ENABLED_INPUT_RULES = [...INPUT_RULE_EXTENSIONS];

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
 * Controlled in the React sense with two caveats: the editor owns the document while typing and
 * reports it on a short debounce (lib/pending-edits.ts: a keystroke then re-renders only the counter,
 * issue 3 "Performance"); a new `value` from outside (undo of a structural edit, type change, reset)
 * replaces it, but the value the field itself just emitted is not pushed back (that would move the caret).
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
  const latestHtml = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commit = useRef(() => {});
  const schedule = useRef(() => {});
  const [pendingCommit] = useState(() => () => commit.current());

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
    // Text typed is text saved (issue 19 item 4): no list/heading/quote/code shortcuts.
    enableInputRules: ENABLED_INPUT_RULES,
    immediatelyRender: true,
    // Re-rendering the field on every transaction would cost the 16 ms keystroke budget (issue 3
    // "Performance"); toolbar controls subscribe to the state they show via useEditorState.
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      latestHtml.current = cachedEditorHtml(current);
      schedule.current();
    },
    onBlur: () => {
      commit.current();
      callbacks.current.onBlur?.();
    },
  });

  // Debounced report of the document (see lib/pending-edits.ts). `pendingCommit` is stable per field
  // so the pending set holds it once; it reports the HTML of the last update (kept even if the editor
  // is already destroyed when the field unmounts).
  commit.current = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    removePendingEdit(pendingCommit);
    const html = latestHtml.current;
    if (html === lastEmitted.current) return;
    lastEmitted.current = html;
    callbacks.current.onChange(html, plainTextFromHtml(html));
  };
  schedule.current = () => {
    addPendingEdit(pendingCommit);
    clearTimeout(timer.current);
    timer.current = setTimeout(pendingCommit, COMMIT_DELAY_MS);
  };
  // Unmount (the card leaves edit mode, a choice is removed): report what is still pending.
  useEffect(() => () => pendingCommit(), [pendingCommit]);

  useEffect(() => {
    if (value === lastEmitted.current || value === editorHtml(editor)) return;
    lastEmitted.current = value;
    latestHtml.current = value;
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
            <LiveCharacterCounter editor={editor} fallbackHtml={latestHtml.current} max={maxLength} />
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

/** The counter reads the editor itself, so it follows each keystroke before the debounced report. */
function LiveCharacterCounter({
  editor,
  fallbackHtml,
  max,
}: {
  editor: Editor;
  fallbackHtml: string;
  max: number;
}) {
  const count = useEditorState({
    editor,
    // A destroyed (or not yet usable) editor has no schema to serialise with: count the last HTML.
    selector: ({ editor: current }) =>
      plainTextFromHtml(current.isDestroyed || !current.schema ? fallbackHtml : cachedEditorHtml(current))
        .length,
  });
  return <CharacterCounter count={count} max={max} />;
}

const htmlByDoc = new WeakMap<object, string>();

/** `editorHtml` once per document: the counter and the debounced report share one serialisation. */
function cachedEditorHtml(editor: Editor): string {
  const doc = editor.state.doc;
  let html = htmlByDoc.get(doc);
  if (html === undefined) {
    html = editorHtml(editor);
    htmlByDoc.set(doc, html);
  }
  return html;
}
