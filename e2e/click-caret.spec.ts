import { expect, type Locator, type Page } from '@playwright/test';
import { openBuilder } from './support/ai';
import { demo, signInByApi } from './support/auth';
import { addQuestion, card, cardQuestion, fillQuestion } from './support/builder';
import { test } from './support/test';

/**
 * Issue 7 "View mode": a click on a view-mode card puts the caret where the click was, not at the
 * end. The point clicked is the left edge of a given character of the rendered text, found by a DOM
 * range in the page, so the test does not depend on fonts.
 */

/** Clicks just inside the left edge of the `index`-th character of the text shown in `view`. */
async function clickBeforeCharacter(page: Page, view: Locator, index: number): Promise<void> {
  const point = await view.evaluate((root, at) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let remaining = at;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      if (remaining < length) {
        const range = document.createRange();
        range.setStart(node, remaining);
        range.setEnd(node, remaining + 1);
        const rect = range.getBoundingClientRect();
        return { x: rect.left + 1, y: rect.top + rect.height / 2 };
      }
      remaining -= length;
    }
    throw new Error(`no character ${at}`);
  }, index);
  await page.mouse.click(point.x, point.y);
}

test('a click inside a view-mode question puts the caret there, across paragraphs and marks', async ({
  page,
}) => {
  await signInByApi(page, demo.pro);
  await openBuilder(page);
  await addQuestion(page, 'ox');
  await fillQuestion(page, 1, 'Water boils at sea level');
  // A second paragraph with a bold word: the caret must count text, not ProseMirror's node positions.
  const editor = cardQuestion(page, 1);
  await editor.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('It is ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('hot');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' water');
  await page.keyboard.press('Escape');
  await expect(card(page, 1)).toHaveAttribute('data-editing', 'false');

  const view = card(page, 1).getByTestId('question-view');
  await expect(view.locator('strong')).toHaveText('hot');
  // "Water boils at sea level" + "It is hot water": character 6 is the b of "boils".
  await clickBeforeCharacter(page, view, 6);
  await expect(card(page, 1)).toHaveAttribute('data-editing', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('X');
  await expect(editor.locator('p').first()).toHaveText('Water Xboils at sea level');

  // Out and back in, this time inside the bold word of the second paragraph ("hot": offset 24 + 6 + 1).
  await page.keyboard.press('Escape');
  await expect(card(page, 1)).toHaveAttribute('data-editing', 'false');
  await clickBeforeCharacter(page, view, 'Water Xboils at sea level'.length + 'It is h'.length);
  await expect(editor).toBeFocused();
  await page.keyboard.type('Y');
  await expect(editor.locator('p').nth(1)).toHaveText('It is hYot water');
  await expect(editor.locator('p').first()).toHaveText('Water Xboils at sea level');
});
