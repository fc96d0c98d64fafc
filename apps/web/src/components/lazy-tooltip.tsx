import type { TooltipProps } from '@mantine/core';
import { preloaded } from './preloaded';

/** Until the tooltip's code is there: its target alone, exactly as the page draws it. */
function BareTarget({ children }: TooltipProps) {
  return children;
}

/**
 * Mantine's Tooltip with its code (floating-ui, ~19 kB gzip) out of /build's first load (issue 20
 * item 1): loaded beside the page's data (components/preloaded.tsx), which it nearly always beats,
 * so the builder's controls get their tooltips from the first draw; until then the target is drawn
 * alone. Same props as Tooltip.
 */
export const LazyTooltip = preloaded<TooltipProps>(
  () => import('./tooltip-chunk').then((module) => module.Tooltip),
  BareTarget,
);
