import { type ComponentType, type ReactElement, Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithRetry } from '../lib/retry-import';

/** What a lazy menu's trigger needs before the menu's code is there. */
export interface LazyMenuTriggerHandlers {
  /** Said as Mantine's `Menu.Target` says it, so a screen reader hears a menu button from the start. */
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  /** The first press: load the menu and show it opened. */
  onClick?: () => void;
  /** Intent (pointer over, keyboard focus): start loading so the press finds the code there. */
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

const CLOSED = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;

/**
 * A `lazy()` menu component (`lazyWithRetry`: a chunk lost to a dropped connection is asked for
 * again, the trigger drawn meanwhile) and a way to start its load early. `load` is an `import()` of
 * a module whose default export renders a Mantine `Menu` around the same trigger, opened through
 * `useOpenedOnMount`.
 */
export function lazyMenu<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return { Menu: lazyWithRetry(load), preload: () => void load().catch(() => undefined) };
}

/**
 * A Mantine menu whose code loads on the first press of its trigger, not with the page (issue 20
 * item 1: Menu pulls Popover, floating-ui and the focus trap, ~30 kB gzip, into every page that shows
 * one). Until then `renderTrigger` draws the trigger alone, the very element the loaded menu puts in
 * `Menu.Target`, so nothing moves; pointing at it or focusing it starts the load, and the press
 * mounts the loaded menu, which opens at once (`useOpenedOnMount`). From then on it is the ordinary Mantine menu:
 * Enter/arrows/Escape, focus back on the trigger on close.
 */
export function LazyMenu<P extends object>({
  menu: { Menu, preload },
  menuProps,
  renderTrigger,
}: {
  menu: ReturnType<typeof lazyMenu<P>>;
  /** The loaded menu's props. */
  menuProps: P;
  renderTrigger: (handlers: LazyMenuTriggerHandlers) => ReactElement;
}) {
  const [pressed, setPressed] = useState(false);
  if (!pressed) {
    return renderTrigger({
      ...CLOSED,
      onClick: () => {
        preload();
        setPressed(true);
      },
      onPointerEnter: preload,
      onFocus: preload,
    });
  }
  return (
    <Suspense fallback={renderTrigger(CLOSED)}>
      <Menu {...menuProps} />
    </Suspense>
  );
}

/**
 * For the loaded menu (see LazyMenu): put focus on its trigger, then open. Mantine notes where focus
 * was when `opened` turns true, not at mount, and the press that mounted the menu unmounted the
 * stand-in trigger that had focus: without this, Escape would leave focus nowhere.
 * @returns the ref for the trigger inside `Menu.Target`, and `opened`/`onChange` for `Menu`.
 */
export function useOpenedOnMount<T extends HTMLElement>() {
  const targetRef = useRef<T>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    targetRef.current?.focus();
    setOpened(true);
  }, []);
  return { targetRef, menuProps: { opened, onChange: setOpened } };
}
