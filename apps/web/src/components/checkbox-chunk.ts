/** Mantine's Checkbox as a chunk of its own (lazy-checkbox.tsx). */
export { Checkbox } from '@mantine/core';
