import { INFINITE_SCROLL_THRESHOLD_PX } from '@quizset/domain';
import { useEffect, useRef } from 'react';

/**
 * Calls `onReachEnd` when the returned sentinel comes within 20 px of the viewport's bottom
 * (issue 2 §10: "triggered 20 px before the end"; spec §9 INFINITE_SCROLL_THRESHOLD_PX).
 *
 * `resetKey` (e.g. the number of loaded items) recreates the observer: an observer only reports
 * changes, so when a short page leaves the sentinel still in view, a fresh observer's first report
 * is what loads the next page.
 */
export function useInfiniteScroll<T extends Element>({
  onReachEnd,
  enabled,
  resetKey,
}: {
  onReachEnd: () => void;
  enabled: boolean;
  resetKey: unknown;
}) {
  const ref = useRef<T>(null);
  const callback = useRef(onReachEnd);
  callback.current = onReachEnd;

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey only forces a fresh observer.
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, resetKey]);

  return ref;
}
