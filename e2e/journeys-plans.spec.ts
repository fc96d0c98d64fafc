import { expect } from '@playwright/test';
import { demo, signInByApi } from './support/auth';
import { SHOTS_DIR, shot } from './support/shots';
import { test } from './support/test';
import { pageAt } from './support/viewport';

// Issue 19 "Plans" items 14 and 16: the plan chip in the global header on every page, /pricing
// linked from the landing page and the header.

test('the plan chip shows in the header of every shell page and opens the plan dialog (item 14)', async ({
  page,
}) => {
  await signInByApi(page, demo.free);
  for (const path of ['/public', '/my-quizzes', '/pricing', `/account`]) {
    await page.goto(path);
    await expect(page.locator('header').getByTestId('plan-chip'), path).toBeVisible();
  }
  await page.locator('header').getByTestId('plan-chip').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('signed out, the header has no plan chip but links /pricing; the landing page too (item 16)', async ({
  page,
}) => {
  await page.goto('/landing');
  await expect(page.locator('header').getByTestId('plan-chip')).toHaveCount(0);
  await page.getByTestId('landing-pricing').click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto('/public');
  await page.locator('header').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test.describe('header screenshots at 1280 and 375, ko and en', () => {
  test.skip(!SHOTS_DIR, 'set JOURNEYS_SHOTS_DIR to write them');
  for (const locale of ['ko-KR', 'en-US'] as const)
    for (const width of [1280, 375] as const)
      test(`${locale} ${width}`, async ({ browser }) => {
        const page = await pageAt(browser, locale, width);
        await page.goto('/landing');
        await expect(page.getByTestId('landing-pricing')).toBeVisible();
        await shot(page, `${locale}-${width}-landing`);
        await signInByApi(page, demo.basic);
        await page.goto('/public');
        await expect(page.locator('header').getByTestId('plan-chip')).toBeVisible();
        await shot(page, `${locale}-${width}-header-plan-chip`);
        await page.context().close();
      });
});
