import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/**
 * A click on a view-mode card puts the caret where the click was (issue 7 "View mode"): the click's
 * point is read as a character offset into the view's text (`textOffsetAtPoint`), and once the
 * lazily loaded editor is focused that offset becomes a ProseMirror position (`placeCaretAt`).
 * Both sides count the characters of text only, so paragraph breaks and marks (bold, highlight)
 * line up; a formula counts as one position in the editor but as its rendered text in the view, so
 * a click after a formula lands at most that many characters off (clamped to the document).
 */

/** Marks the element whose text the editor shows (the rich text of the question or of a choice). */
export const CARET_ROOT_ATTRIBUTE = 'data-caret-root';

interface CaretPoint {
  node: Node;
  offset: number;
}

/** The DOM point under (x, y) in CSS pixels of the viewport, or null where the browser has none. */
function caretPointFromPoint(x: number, y: number): CaretPoint | null {
  const doc = document as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
    caretRangeFromPoint?: (x: number, y: number) => Range | null;
  };
  if (typeof doc.caretPositionFromPoint === 'function') {
    const position = doc.caretPositionFromPoint(x, y);
    return position ? { node: position.offsetNode, offset: position.offset } : null;
  }
  if (typeof doc.caretRangeFromPoint === 'function') {
    const range = doc.caretRangeFromPoint(x, y);
    return range ? { node: range.startContainer, offset: range.startOffset } : null;
  }
  return null;
}

/**
 * The number of text characters of `root` before the point (x, y), or null when the point is not in
 * `root` (a click on the image, the hint or the empty-question placeholder keeps the caret at the end).
 */
export function textOffsetAtPoint(root: Element, x: number, y: number): number | null {
  const point = caretPointFromPoint(x, y);
  if (!point || !root.contains(point.node)) return null;
  const range = document.createRange();
  range.setStart(root, 0);
  range.setEnd(point.node, point.offset);
  return range.toString().length;
}

/**
 * The position just before the `offset`-th text character of `doc` (0: before the first; past the
 * end: the end of the last text). Block boundaries add positions in ProseMirror but no characters,
 * so the count walks the text nodes alone.
 */
export function docPositionAtTextOffset(doc: ProseMirrorNode, offset: number): number {
  let remaining = Math.max(0, offset);
  let found: number | null = null;
  let lastTextEnd: number | null = null;
  doc.descendants((node, pos) => {
    if (found !== null) return false;
    if (node.isText) {
      const length = node.text?.length ?? 0;
      if (remaining <= length) {
        found = pos + remaining;
        return false;
      }
      remaining -= length;
      lastTextEnd = pos + length;
    } else if (node.isLeaf) {
      lastTextEnd = pos + node.nodeSize;
    }
    return true;
  });
  return found ?? lastTextEnd ?? 1;
}

interface EditorLike {
  state: { doc: ProseMirrorNode };
  commands: { setTextSelection: (position: number) => boolean; focus: () => boolean };
}

/**
 * Moves the caret of a focused field to `offset` text characters from its start: a TipTap editor
 * (its DOM element carries `editor`) through its document, an input or textarea directly.
 */
export function placeCaretAt(element: HTMLElement, offset: number): void {
  const editor = (element as HTMLElement & { editor?: EditorLike }).editor;
  if (editor) {
    editor.commands.setTextSelection(docPositionAtTextOffset(editor.state.doc, offset));
    editor.commands.focus();
  } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    const at = Math.min(offset, element.value.length);
    element.setSelectionRange(at, at);
  }
}
