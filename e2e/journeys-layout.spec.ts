import { expect } from '@playwright/test';
import sharp from 'sharp';
import { demo, origin, signInByApi, signUpByApi } from './support/auth';
import { addQuestion, card, chooseFirstMap, chooseMap } from './support/builder';
import { shot } from './support/shots';
import { test } from './support/test';
import { pageAt } from './support/viewport';

// Issue 19 "Layout" and "Plans" items 8, 10, 12 and 15, measured in Chromium at 1280 and 375 px.

/** A 2400 × 160 PNG: far wider than any card. */
async function wideImage() {
  const buffer = await sharp({
    create: { width: 2400, height: 160, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  return { name: 'wide.png', mimeType: 'image/png', buffer };
}

for (const width of [1280, 375] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({
      viewport: { width, height: width === 375 ? 812 : 800 },
      ...(width === 375 ? { isMobile: true, hasTouch: true } : {}),
    });

    test('a wide image keeps replace and delete inside the card (item 8)', async ({ page }) => {
      await signInByApi(page, demo.pro);
      await page.goto('/build');
      await chooseMap(page);
      await addQuestion(page, 'ox');
      const imageArea = card(page, 1).getByTestId('question-image-field').first();
      await imageArea.locator('input[type=file]').setInputFiles(await wideImage());
      await expect(imageArea.getByTestId('question-image').locator('img')).toHaveAttribute(
        'src',
        /^\/uploads\//,
      );
      const cardBox = await card(page, 1).boundingBox();
      for (const testId of ['image-replace', 'image-remove', 'question-image']) {
        const box = await imageArea.getByTestId(testId).boundingBox();
        expect(box, testId).not.toBeNull();
        expect(box!.x, `${testId} left edge`).toBeGreaterThanOrEqual(cardBox!.x);
        expect(box!.x + box!.width, `${testId} right edge`).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
      }
      await imageArea.scrollIntoViewIfNeeded();
      await shot(page, `en-${width}-wide-image`);
    });

    test('switches locked ON by a round map are drawn ON, not grey (item 10)', async ({ page }) => {
      await signInByApi(page, demo.pro);
      await page.goto('/build');
      await chooseMap(page, 'round');
      await page.getByTestId('build-tabs').getByText('Settings').click();
      const allowPass = page.getByTestId('option-allow-pass');
      await expect(allowPass).toBeChecked();
      await expect(allowPass).toBeDisabled();
      const colour = await allowPass.evaluate(
        (input) => getComputedStyle(input.nextElementSibling as Element).backgroundColor,
      );
      const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).map(Number);
      // Grey has r ≈ g ≈ b; the ON colour (violet) does not.
      expect(Math.max(r, g, b) - Math.min(r, g, b), `track colour ${colour}`).toBeGreaterThan(40);
      await allowPass.scrollIntoViewIfNeeded();
      await shot(page, `en-${width}-round-locked-on`);
    });
  });
}

test('the map picker waits for the first-visit guide, which opens it (item 12)', async ({ page }) => {
  await signUpByApi(page, 'Welcome Teacher');
  const typed = await page.request.patch('/api/users/info', {
    data: { userType: 'TEACHER', countryCode: 'KR' },
    headers: { origin },
  });
  expect(typed.status()).toBe(200);
  await page.goto('/build?welcome=1');
  const guide = page.getByTestId('first-visit-guide');
  await expect(guide).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Choose a map' })).toHaveCount(0);
  await shot(page, 'en-1280-first-visit-guide');
  await page.getByTestId('first-visit-guide-start').click();
  await expect(page.getByRole('dialog', { name: 'Choose a map' })).toBeVisible();
  await expect(guide).toHaveCount(0);
});

test('on FREE a gated option keeps its description, with the plan badge beside it (item 15)', async ({
  page,
}) => {
  await signInByApi(page, demo.free);
  await page.goto('/build');
  await chooseMap(page);
  await page.getByTestId('build-tabs').getByText('Settings').click();
  const option = page
    .locator('.mantine-Switch-root')
    .filter({ has: page.getByTestId('option-hide-from-explore') });
  await expect(option.getByText('Others will not find this quiz set in explore.')).toBeVisible();
  const badge = option.getByTestId('plan-badge-PRIVATE_QUIZ');
  await expect(badge).toBeVisible();
  await option.scrollIntoViewIfNeeded();
  await shot(page, 'en-1280-gated-option');
});

// Item 9: a choice's floating toolbar sits in its own row's reserve, never over the choice above,
// in both languages at 1280 and 375 px (the Korean toolbar labels are as wide as the English ones).
for (const locale of ['en-US', 'ko-KR'] as const)
  for (const width of [1280, 375] as const)
    test(`a choice's toolbar never covers the choice above (item 9, ${locale}, ${width} px)`, async ({
      browser,
    }) => {
      const page = await pageAt(browser, locale, width);
      await signInByApi(page, demo.pro);
      await page.goto('/build');
      await chooseFirstMap(page);
      await addQuestion(page, 'multiple');
      // The card by test id: its accessible name is in the interface language.
      const first = page.getByTestId('quiz-card').first();
      const rows = first.getByTestId('choice-row');
      for (const n of [1, 2, 3]) {
        await rows.nth(n).getByTestId('choice-input').locator('[contenteditable="true"]').click();
        const toolbar = rows.nth(n).getByRole('toolbar');
        await expect(toolbar).toBeVisible();
        const bar = (await toolbar.boundingBox())!;
        const above = (await rows.nth(n - 1).boundingBox())!;
        const own = (await rows.nth(n).boundingBox())!;
        expect(bar.y, `toolbar of choice ${n + 1} starts below choice ${n}`).toBeGreaterThanOrEqual(
          above.y + above.height - 0.5,
        );
        expect(bar.y + bar.height, 'and ends above its own field').toBeLessThanOrEqual(own.y + own.height);
        const cardBox = (await first.boundingBox())!;
        expect(bar.x + bar.width, 'inside the card').toBeLessThanOrEqual(cardBox.x + cardBox.width);
      }
      await rows.nth(2).scrollIntoViewIfNeeded();
      await shot(page, `${locale}-${width}-choice-toolbar`);
      await page.context().close();
    });
