import { Group, Text } from '@mantine/core';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { preloaded } from './preloaded';

/** The Checkbox props the app uses where a checkbox is on a page's first view. */
export interface LazyCheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * Until Mantine's Checkbox is there: the browser's checkbox at Mantine's default size (20 px box,
 * 12 px to a small label), checked and changed the same way, so nothing moves when the real one
 * takes over and a click made before is kept (the state lives in the caller).
 */
function CheckboxStandIn({ label, checked, onChange }: LazyCheckboxProps) {
  const id = useId();
  return (
    <Group gap={12} wrap="nowrap">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={onChange}
        style={{ width: 20, height: 20, margin: 0, accentColor: 'var(--mantine-primary-color-filled)' }}
      />
      <Text component="label" htmlFor={id} size="sm">
        {label}
      </Text>
    </Group>
  );
}

/**
 * Mantine's Checkbox (~3 kB gzip with its check icon) out of the first load of /quiz/{id} (issue 20
 * item 1): loaded beside the page's data (components/preloaded.tsx), a stand-in until then.
 */
export const LazyCheckbox = preloaded<LazyCheckboxProps>(
  () => import('./checkbox-chunk').then((module) => module.Checkbox),
  CheckboxStandIn,
);
