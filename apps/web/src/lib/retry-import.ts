import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Waits before each new try of a chunk that failed to load (ms; the last repeats). A classroom's
 * Wi-Fi drops for seconds at a time; a dynamic `import()` that failed is fetched again by the
 * browser when asked again, so asking again is all a lost chunk needs.
 */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/**
 * Runs `load` (a chunk's `import()`) and, when it fails, again after each of `RETRY_DELAYS_MS`, or
 * at once when the browser comes back online: about 30 s in all, then the last error is thrown (a
 * deployment that no longer has the chunk: the app's route error page offers a reload). With
 * `forever` it never gives up: for the player, which has no error page to fall back on and must not
 * go blank in the middle of a quiz.
 * @throws the last load's error, after the last try (never with `forever`)
 */
export async function retryImport<T>(load: () => Promise<T>, forever = false): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await load();
    } catch (error) {
      if (!forever && failures >= RETRY_DELAYS_MS.length) throw error;
      await new Promise<void>((resolve) => {
        const retry = () => {
          clearTimeout(timer);
          removeEventListener('online', retry);
          resolve();
        };
        const timer = setTimeout(retry, RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]);
        addEventListener('online', retry);
      });
    }
  }
}

/**
 * `React.lazy` whose chunk is loaded with `retryImport` (`forever` for the player's parts): a part
 * opened while the network is down shows its Suspense fallback until the network is back, instead
 * of throwing to the nearest error boundary (the app's route error page, which took the whole
 * builder away with a teacher's edits; the player has none, and went blank when a child tapped
 * "Hint" on a dropped connection).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint on the component
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  forever = false,
): LazyExoticComponent<T> {
  return lazy(() => retryImport(load, forever));
}
