import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef } from 'react';

/** The toolbar's buttons a keyboard can reach: enabled ones, in document order. */
function itemsOf(toolbar: HTMLElement): HTMLElement[] {
  return Array.from(toolbar.querySelectorAll<HTMLElement>('button:not([disabled])'));
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * The WAI-ARIA toolbar pattern (issue 24 item 5, issue 19 item 13) for a toolbar whose buttons render
 * elsewhere (Mantine's controls): the toolbar is ONE tab stop — the button last used, else the first
 * — and the arrow keys, Home and End move between its buttons (wrapping). Works on the DOM, so
 * controls that come and go (undo enabled, a choice's compact set) are followed by a
 * MutationObserver. Returns the ref for the toolbar element and its keydown/focus handlers.
 */
export function useRovingToolbar<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  onKeyDown: (event: KeyboardEvent<T>) => void;
  onFocus: (event: React.FocusEvent<T>) => void;
} {
  const ref = useRef<T>(null);
  const current = useRef<HTMLElement | null>(null);

  /** Exactly one item has tabindex 0: the current one if still there and enabled, else the first. */
  const sync = useCallback(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    const items = itemsOf(toolbar);
    const active = current.current && items.includes(current.current) ? current.current : items[0];
    for (const item of items) {
      const wanted = item === active ? '0' : '-1';
      if (item.getAttribute('tabindex') !== wanted) item.setAttribute('tabindex', wanted);
    }
    // Disabled ones are skipped by the browser anyway; keep them out of the order when enabled again.
    for (const item of toolbar.querySelectorAll<HTMLElement>('button[disabled]'))
      if (item.getAttribute('tabindex') !== '-1') item.setAttribute('tabindex', '-1');
  }, []);

  useEffect(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(toolbar, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => observer.disconnect();
  }, [sync]);

  const onFocus = useCallback(
    (event: React.FocusEvent<T>) => {
      const target = event.target as HTMLElement;
      if (target.tagName !== 'BUTTON' || !ref.current?.contains(target)) return;
      current.current = target;
      sync();
    },
    [sync],
  );

  const onKeyDown = useCallback((event: KeyboardEvent<T>) => {
    const toolbar = ref.current;
    if (!toolbar || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = itemsOf(toolbar);
    const index = items.indexOf(event.target as HTMLElement);
    if (index < 0 || items.length === 0) return;
    let next: number;
    if (NEXT_KEYS.has(event.key)) next = (index + 1) % items.length;
    else if (PREVIOUS_KEYS.has(event.key)) next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    items[next]?.focus();
  }, []);

  return { ref, onKeyDown, onFocus };
}
