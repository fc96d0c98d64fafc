import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { preloaded } from './preloaded';

/** The NumberInput props the app uses where the input is on a page's first view. */
export interface LazyNumberInputProps {
  label: ReactNode;
  w?: number;
  min?: number;
  max?: number;
  /** A number, or '' while the field is empty (Mantine's NumberInput's own value). */
  value: number | string;
  onChange: (value: number | string) => void;
}

/**
 * Until Mantine's NumberInput is there: a text input of the same size and label that edits the same
 * number (digits only), so nothing moves and nothing typed is lost when the real one takes over.
 */
function NumberInputStandIn({ label, w, value, onChange }: LazyNumberInputProps) {
  return (
    <TextInput
      w={w}
      label={label}
      inputMode="numeric"
      value={String(value)}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
    />
  );
}

/**
 * Mantine's NumberInput (react-number-format, ~9 kB gzip) out of the first load of /quiz/{id}
 * (issue 20 item 1): loaded beside the page's data (components/preloaded.tsx), a stand-in until then.
 */
export const LazyNumberInput = preloaded<LazyNumberInputProps>(
  () => import('./number-input-chunk').then((module) => module.NumberInput),
  NumberInputStandIn,
);
