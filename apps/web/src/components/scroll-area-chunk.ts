/** Mantine's ScrollArea as a chunk of its own (lazy-scroll-area.tsx). */
export { ScrollArea } from '@mantine/core';
