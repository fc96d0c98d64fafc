/**
 * Public surface of the rich-text feature (issue 3 "Rich text", "Formulas"). Everything exported
 * here is light: the editor itself (TipTap, ProseMirror, Mantine tiptap) is reached only through
 * `loadRichTextField`, and MathLive only through dynamic imports, so importing this module from a
 * view page adds no editor code to it.
 */
export { FormulaView } from './components/formula-view';
export { RichTextContent } from './components/rich-text-content';
export type { RichTextFieldHandle, RichTextFieldProps } from './components/rich-text-field';
export { useFormulaEnhancer } from './hooks/use-formula-enhancer';
export { COMPACT_TOOLBAR_RESERVE } from './lib/compact-toolbar';
export { flushPendingEdits, hasPendingEdits } from './lib/pending-edits';

/** Loads the editor's code (its own chunk); the module's default export is the field. */
export const loadRichTextField = () => import('./components/rich-text-field');
