/** Mantine's Tooltip (with floating-ui) as a chunk of its own (lazy-tooltip.tsx). */
export { Tooltip } from '@mantine/core';
