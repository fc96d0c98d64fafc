import type { Page } from '@playwright/test';

/** An element the page reports once it is laid out: `key` names the report. */
export interface Watch {
  key: string;
  selector: string;
  /** Focus the element when it shows (a field the harness types into with `page.keyboard`). */
  focus?: boolean;
}

/** The binding the page's reports come through (`page.exposeFunction`). */
const BINDING = '__benchShown';

/**
 * Has every document the page opens report, from inside the page, the first animation frame in
 * which an element matching each watch's selector is laid out (width and height above 0, not in an
 * `[inert]` part): ms since its navigation start (`performance.now()`). Must be called before the
 * page's first navigation. Returns `next(key)`: a promise of the next report of `key`; arm it before
 * navigating, since a report is delivered only to a promise already waiting for it.
 *
 * Why not `page.waitForFunction` or a locator (issue 20, pageload): either makes Playwright inject
 * its own script (a few hundred kB) into the page as it starts, and on a 4× slowed CPU compiling and
 * running it took main-thread time from the load being timed (about 50–150 ms of a /build cold
 * load). This watcher is a few hundred bytes of script plus Playwright's binding; the harness types
 * with `page.keyboard` (CDP input events), which injects nothing.
 */
export async function watchShown(
  page: Page,
  watches: readonly Watch[],
): Promise<(key: string) => Promise<number>> {
  const waiting = new Map<string, (ms: number) => void>();
  await page.exposeFunction(BINDING, (key: string, ms: number) => {
    waiting.get(key)?.(ms);
    waiting.delete(key);
  });
  // A string, not a function: tsx (esbuild) wraps named inner functions in a `__name` helper the
  // page does not have.
  await page.addInitScript({
    content: `(() => {
      const report = (key, ms) => window[${JSON.stringify(BINDING)}]?.(key, ms);
      for (const watch of ${JSON.stringify(watches)}) {
        const tick = () => {
          const element = document.querySelector(watch.selector);
          if (element && !element.closest('[inert]')) {
            const box = element.getBoundingClientRect();
            if (box.width > 0 && box.height > 0) {
              const ms = performance.now();
              if (watch.focus) element.focus();
              report(watch.key, ms);
              return;
            }
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }
    })();`,
  });
  return (key) =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${key}: not shown within 60 s`)), 60_000);
      waiting.set(key, (ms) => {
        clearTimeout(timer);
        resolve(Math.round(ms));
      });
    });
}
