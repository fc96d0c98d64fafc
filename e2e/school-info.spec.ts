import { expect, type Page } from '@playwright/test';
import { openBuildAt, schoolInfoDialog } from './support/builder';
import { test } from './support/test';
import { LOCALES_AND_WIDTHS } from './support/viewport';

// Issue 8 "school info in a modal (a drawer on a phone)", spec §2 modal 7: the summary's button
// opens it; keyboard alone chooses, applies and cancels; focus is trapped and comes back.

/** Where focus is: the test id of the focused element, or its tag. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

for (const [locale, width] of LOCALES_AND_WIDTHS) {
  test(`school-info ${width === 375 ? 'drawer' : 'modal'} by keyboard alone, ${locale} at ${width} px`, async ({
    browser,
  }, testInfo) => {
    const { context, page } = await openBuildAt(browser, locale, width, 800);
    await page.getByTestId('build-tabs').locator('label').nth(1).click();
    const button = page.getByTestId('school-info-button');
    const summary = page.getByTestId('school-info-summary');
    const empty = (await summary.textContent()) ?? '';
    const dialog = schoolInfoDialog(page);
    const frame = page.getByTestId(width === 375 ? 'school-info-drawer' : 'school-info-modal');

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(frame.getByRole('dialog')).toBeVisible();
    await expect(dialog.getByTestId('category-school-type')).toBeFocused();
    // A closed native select steps through its options with the arrow keys.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByTestId('category-school-type')).toHaveValue('103');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByTestId('category-grade')).toHaveValue('10302');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByTestId('category-semester')).toHaveValue('10302-1');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(dialog.getByTestId('remember-school-info')).toBeChecked();
    // Nothing reaches the page before Apply.
    await expect(summary).toHaveText(empty);
    await page.screenshot({ path: testInfo.outputPath(`school-info-${locale}-${width}.png`) });
    const box = (await frame.getByRole('dialog').boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= width, 'the dialog fits the width').toBe(true);
    await expect(dialog.getByTestId('school-info-confirm')).toBeInViewport();

    // The focus trap: ten Tabs later, focus is still inside the dialog.
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await dialog.getByTestId('school-info-confirm').focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(summary).toHaveText(/^[^·]+ · [^·]+ · [^·]+$/);
    const applied = await summary.textContent();
    if (locale === 'en-US') expect(applied).toBe('High school · Grade 2 · Semester 1');

    // Esc discards the copy and gives focus back to the button.
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('category-school-type')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(dialog.getByTestId('category-school-type')).toHaveValue('102');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await focused(page)).toBe('school-info-button');
    await expect(summary).toHaveText(applied ?? '');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`school-info-applied-${locale}-${width}.png`) });
    await context.close();
  });
}
