import type { Page } from '@playwright/test';

/**
 * Holds every request for `url` (a glob or a pattern, as `page.route` takes) until the returned
 * function is called: a chunk on a slow line or a slow tablet, to see what the page draws meanwhile.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
