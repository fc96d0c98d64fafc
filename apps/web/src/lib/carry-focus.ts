/** Where the keyboard was when a part's code arrived: the element, its place in the tab order, its caret. */
interface FocusSnapshot {
  element: Element;
  index: number;
  selection: [number, number] | null;
}

/** Elements that can hold focus from the keyboard, in document order (the tab order of this app: no positive tabindex). */
function tabbables(): HTMLElement[] {
  return Array.from(
    document.querySelectorAll<HTMLElement>('a[href],button,input,select,textarea,[tabindex]'),
  ).filter((element) => element.tabIndex >= 0);
}

function caretOf(element: Element): [number, number] | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  // null on inputs without a caret (a checkbox); reading it never throws, setting it may.
  const { selectionStart, selectionEnd } = element;
  return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
}

/**
 * Keeps the keyboard's place across the swap of a part's stand-in for its real component
 * (components/preloaded.tsx `preloaded`). The swap changes the element type, and React mounts the
 * part afresh: a teacher who had tabbed into the stand-in (the live game's "Seconds per question" on a
 * slow tablet) found focus on the page and her next keys typed nowhere. Called as the part's code
 * arrives, before the swap, it notes what has focus. The function it returns, called once the swap is
 * committed (the part's first layout effect, within the same task), gives focus to the element now
 * at the same place in the tab order, with the caret where it was: only if the element noted was
 * removed, nothing else took focus, and the new one is the same kind of element. Every stand-in has
 * its real component's focusable elements in the same order (lazy-number-input.tsx,
 * lazy-checkbox.tsx, lazy-tooltip.tsx, lazy-scroll-area.tsx). No imports: a chunk with none is
 * fetched without a preload list in the first load (issue 20's budgets).
 * @returns the restore, a no-op after its first call and after the task noted in has ended (a part
 *   first drawn later, on another screen, must not move the keyboard).
 */
export function noteFocus(): () => void {
  const active = document.activeElement;
  let noted: FocusSnapshot | null =
    active && active !== document.body
      ? { element: active, index: tabbables().indexOf(active as HTMLElement), selection: caretOf(active) }
      : null;
  if (noted)
    setTimeout(() => {
      noted = null;
    }, 0);
  return () => {
    const snapshot = noted;
    noted = null;
    if (!snapshot || snapshot.index < 0 || snapshot.element.isConnected) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = tabbables()[snapshot.index];
    if (target?.tagName !== snapshot.element.tagName) return;
    target.focus({ preventScroll: true });
    if (snapshot.selection && caretOf(target))
      (target as HTMLInputElement).setSelectionRange(...snapshot.selection);
  };
}
