import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium.ts';
import { watchShown } from './shown-in-page.ts';

/**
 * A page whose target exists from the start but is hidden, then inside an `[inert]` part, then laid
 * out: it records in `window.shownAt` when it made the target visible and usable.
 */
const PAGE = `data:text/html,${encodeURIComponent(`<!doctype html>
<div id="wrap" inert><input id="target" autocomplete="nickname" style="display:none"></div>
<script>
  setTimeout(() => { document.getElementById('target').style.display = ''; }, 150);
  setTimeout(() => {
    document.getElementById('wrap').removeAttribute('inert');
    window.shownAt = performance.now();
  }, 300);
</script>`)}`;

describe('watchShown (bench pageload, issue 20)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reports an element only once it is laid out and outside an inert part, and focuses it', async () => {
    const page = await browser.newPage();
    const next = await watchShown(page, [{ key: 'field', selector: '#target', focus: true }]);
    const shown = next('field');
    await page.goto(PAGE);
    const reportedMs = await shown;
    // A report that came too early is caught here: the page has not shown the target yet.
    await page.waitForFunction(() => 'shownAt' in window);
    const { shownAt, focused } = await page.evaluate(() => ({
      shownAt: (window as unknown as { shownAt: number }).shownAt,
      focused: document.activeElement?.id,
    }));
    expect(reportedMs).toBeGreaterThanOrEqual(Math.floor(shownAt));
    expect(focused).toBe('target');
    await page.close();
  });

  it('reports again on every document the page opens (a warm visit after a cold one)', async () => {
    const page = await browser.newPage();
    const next = await watchShown(page, [{ key: 'field', selector: '#target' }]);
    for (let visit = 0; visit < 2; visit++) {
      const shown = next('field');
      await page.goto(PAGE);
      expect(await shown).toBeGreaterThan(0);
      await page.goto('about:blank');
    }
    await page.close();
  });
});
