import { Box, type ScrollAreaProps } from '@mantine/core';
import { preloaded } from './preloaded';

/**
 * When Mantine's ScrollArea could not load: the same box scrolling sideways with the browser's own
 * scrollbar, its viewport's props (a focusable table keeps its tab stop) on the box itself.
 * Positioned, as ScrollArea's root is: a table's visually hidden labels are `position: absolute`,
 * and with no positioned box between them and the page they escaped its scrolling and widened a
 * 375 px page to 545–655 px (the results' attempts table).
 */
function ScrollAreaStandIn({ children, viewportProps }: ScrollAreaProps) {
  return (
    <Box {...viewportProps} style={{ overflowX: 'auto', position: 'relative' }}>
      {children}
    </Box>
  );
}

/**
 * Mantine's ScrollArea (~5 kB gzip) out of the first load of the results page (issue 20 item 1):
 * loaded beside the page's data (components/preloaded.tsx), which the tables it frames wait for,
 * so they are nearly always drawn in the real one. Same props as ScrollArea.
 */
export const LazyScrollArea = preloaded<ScrollAreaProps>(
  () => import('./scroll-area-chunk').then((module) => module.ScrollArea),
  ScrollAreaStandIn,
);
