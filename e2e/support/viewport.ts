import type { Browser, Page } from '@playwright/test';

/** The two widths the product is checked at (README "Tests"): a laptop and a phone. */
export type CheckedWidth = 1280 | 375;

/** Every language of the UI at both checked widths: the screens each new page is checked on. */
export const LOCALES_AND_WIDTHS = [
  ['ko-KR', 1280],
  ['en-US', 1280],
  ['ko-KR', 375],
  ['en-US', 375],
] as const satisfies readonly (readonly [string, CheckedWidth])[];

/**
 * A new page in its own context with the browser `locale` at `width` px: 800 px high on a laptop,
 * a touch phone 812 px high at 375. Close it with `page.context().close()`.
 */
export async function pageAt(browser: Browser, locale: string, width: CheckedWidth): Promise<Page> {
  const context = await browser.newContext({
    locale,
    viewport: { width, height: width === 375 ? 812 : 800 },
    ...(width === 375 ? { isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

/**
 * A new page in a context of its own (its own cookies and storage: another player, another device)
 * with the browser `locale` and, if given, time zone, at Playwright's default viewport.
 */
export async function newPage(browser: Browser, locale = 'en-US', timezoneId?: string): Promise<Page> {
  const context = await browser.newContext({ locale, timezoneId });
  return context.newPage();
}
