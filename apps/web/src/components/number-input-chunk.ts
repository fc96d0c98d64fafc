/** Mantine's NumberInput as a chunk of its own (lazy-number-input.tsx). */
export { NumberInput } from '@mantine/core';
