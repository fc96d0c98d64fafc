import { isAllowedHighlightColor } from '@quizset/domain';
import type { Editor } from '@tiptap/react';

const MARK_OPEN_TAG = /<mark\b([^>]*)>/g;
const DATA_COLOR = /\bdata-color="([^"]*)"/;

/**
 * Highlight marks in the domain's canonical form, `<mark data-color="#hex" style="background-color:
 * #hex; color: inherit">`. ProseMirror writes styles through `style.cssText`, and browsers serialise
 * that as `rgb(…)` with a trailing `;`, which the server's allow-list (hex only) would strip: the
 * stored highlight would then lose its colour in view mode. The colour is rebuilt from `data-color`.
 */
export function canonicalHighlightMarks(html: string): string {
  if (!html.includes('<mark')) return html;
  return html.replace(MARK_OPEN_TAG, (_tag, attributes: string) => {
    const color = DATA_COLOR.exec(attributes)?.[1];
    if (!color || !isAllowedHighlightColor(color)) return '<mark>';
    const hex = color.trim().toLowerCase();
    return `<mark data-color="${hex}" style="background-color: ${hex}; color: inherit">`;
  });
}

/**
 * The field's value from the editor (issue 3 "Rich text"): '' for an empty document, so an
 * untouched question stays `''` like the domain's `richTextFromPlainText` produces, rather than
 * `<p></p>` (which would count as "typed" and diverge from stored data); highlights canonical.
 */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : canonicalHighlightMarks(editor.getHTML());
}
