import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the builder behind the map picker may be drawn yet (issue 20, "/build cold: map picker
 * usable < 1.8 s"). A new set opens on the picker, a dialog over the page; drawing the whole builder
 * first (header, cards, bars and their measuring) took ~0.8 s of a 4× slower CPU before the picker
 * showed. So when the page becomes ready with the picker open, the first draw is the picker alone;
 * the builder follows once that frame is painted, as a transition: React draws it in slices, and a
 * press on a map goes first. Ready with the picker closed (a draft, the first-visit guide, UPDATE),
 * or the picker closed before the builder came: drawn at once. Once drawn, it stays.
 * @param isReady the page's data and form are there (use-build-init.ts `ready`)
 * @param isPickerOpen the map picker is open (build store `isMapPickerOpen`)
 */
export function useBuilderDrawn(isReady: boolean, isPickerOpen: boolean): boolean {
  const [isDrawn, setDrawn] = useState(false);
  const isWaiting = isReady && isPickerOpen && !isDrawn;
  // Not waiting (any more): drawn from this render on, and kept when the picker opens again.
  if (isReady && !isPickerOpen && !isDrawn) setDrawn(true);
  useEffect(() => {
    if (!isWaiting) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The animation frame comes before the paint of the picker's frame; the timer task after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isWaiting]);
  return isDrawn || (isReady && !isPickerOpen);
}
