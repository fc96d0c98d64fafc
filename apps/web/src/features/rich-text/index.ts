/**
 * Public surface of the rich-text feature (issue 3 "Rich text", "Formulas"). Everything exported
 * here is light: the editor itself (TipTap, ProseMirror, Mantine tiptap) is reached only through
 * `LazyRichTextField`, and MathLive only through dynamic imports, so importing this module from a
 * view page adds no editor code to it.
 */
import { lazyWithRetry } from '../../lib/retry-import';

export { FormulaView } from './components/formula-view';
export { RichTextContent } from './components/rich-text-content';
export type { RichTextFieldHandle, RichTextFieldProps } from './components/rich-text-field';
export { useFormulaEnhancer } from './hooks/use-formula-enhancer';
export { COMPACT_TOOLBAR_RESERVE } from './lib/compact-toolbar';
export { flushPendingEdits, hasPendingEdits } from './lib/pending-edits';

/** The editor, code-split: render inside `<Suspense>` (e.g. with a skeleton the size of the field). */
export const LazyRichTextField = lazyWithRetry(() => import('./components/rich-text-field'));
