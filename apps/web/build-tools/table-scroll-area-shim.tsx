import type { ScrollAreaProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const ScrollAreaChunk = lazy(() =>
  import('../src/components/scroll-area-chunk').then((module) => ({ default: module.ScrollArea })),
);

/**
 * ScrollArea for Mantine's Table.ScrollContainer only (table-scroll-area.ts): loaded when a scroll
 * container is first drawn; until then its content scrolls in a plain box, so the table is there.
 */
export function ScrollArea(props: ScrollAreaProps) {
  return (
    <Suspense fallback={<div style={{ overflowX: 'auto' }}>{props.children}</div>}>
      <ScrollAreaChunk {...props} />
    </Suspense>
  );
}
