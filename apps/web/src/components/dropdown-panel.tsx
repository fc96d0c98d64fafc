import { UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import classes from './dropdown-panel.module.css';

interface DropdownPanelProps {
  /** Content of the toggle button. */
  trigger: ReactNode;
  /** Accessible name of the toggle button. */
  label: string;
  /** Panel content; `close` lets an item close the panel after acting. */
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure button with a panel under it (the header's account menu). Written here instead of
 * Mantine's Menu, which brings Popover + floating-ui (~18 kB gzip) to every page (issue 2
 * "Performance"). Keyboard: Enter/Space toggles, Escape closes and returns focus to the button,
 * Tab moves through the panel's links and buttons; a click outside closes it.
 */
export function DropdownPanel({ trigger, label, children }: DropdownPanelProps) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => setOpen(false));
  const close = () => setOpen(false);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  return (
    <div ref={rootRef} className={classes.root}>
      <UnstyledButton
        ref={buttonRef}
        className={classes.trigger}
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        {trigger}
      </UnstyledButton>
      <div id={panelId} className={classes.panel} hidden={!isOpen}>
        {isOpen && children(close)}
      </div>
    </div>
  );
}

/** Styles of the panel's rows, for links and buttons alike. */
export const dropdownItemClass = classes.item;
export const dropdownDangerClass = `${classes.item} ${classes.danger}`;
export const dropdownLabelClass = classes.label;
export const dropdownDividerClass = classes.divider;
