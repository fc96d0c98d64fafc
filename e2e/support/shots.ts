import { expect, type Page } from '@playwright/test';

/**
 * Where the journeys' review screenshots go (README "Tests": `JOURNEYS_SHOTS_DIR=…`); unset, the
 * screenshot-only tests skip and `shot` does nothing.
 */
export const SHOTS_DIR = process.env.JOURNEYS_SHOTS_DIR;

/** Writes `${SHOTS_DIR}/${name}.png` when SHOTS_DIR is set (the reviewer opens them); `fullPage` for long pages. */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (SHOTS_DIR)
    await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: options.fullPage ?? false });
}

/**
 * At 1280 and then 375 px (740 high): fails when the page scrolls sideways, and writes
 * `test-results/${folder}/${name}-${width}.png` (full page) for review; leaves the page at 1280 px.
 * The width is polled: an open menu keeps its 1280 px position for a moment after the resize (CI once
 * read 1042 px there) until it is placed again or closes; a page that really overflows still fails.
 */
export async function shotAtBothWidths(page: Page, folder: string, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${name} at ${width}px has no sideways scroll`,
      })
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
