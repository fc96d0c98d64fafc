import { expect, type Page } from '@playwright/test';
import { demo, signInByApi } from './support/auth';
import {
  addQuestion,
  card,
  chooseMap,
  chooseSchoolInfo,
  expectQuestion,
  fillQuestion,
  KR_SCHOOL_INFO,
  mapPicker,
  schoolInfoDialog,
} from './support/builder';
import { test } from './support/test';

// The builder and the reader's pages on a 375 px phone: every control reachable without a sideways
// scroll, the card's duplicate/delete in a bottom drawer, and a quiz set saved from the phone.

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

/** True when nothing makes the page wider than the screen (no sideways scrolling). */
function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test('a teacher builds and saves a quiz set on a 375 px phone', async ({ page }, testInfo) => {
  await signInByApi(page, demo.pro);
  await page.goto('/build');
  await expect(mapPicker(page)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('mobile-map-picker.png') });
  await chooseMap(page);

  const title = `Phone ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Quiz set title' }).fill(title);
  await addQuestion(page, 'ox');
  await fillQuestion(page, 1, 'Penguins can fly.');
  await card(page, 1).getByRole('button', { name: 'X (false)' }).tap();

  // Duplicate and delete sit in the bottom drawer under 768 px.
  await card(page, 1).getByRole('button', { name: 'More actions for question 1' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Question 1' });
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('drawer-duplicate').tap();
  await expect(page.getByTestId('quiz-card')).toHaveCount(2);
  await expectQuestion(page, 2, 'Penguins can fly.');
  await card(page, 2).getByRole('button', { name: 'More actions for question 2' }).tap();
  await page.getByRole('dialog', { name: 'Question 2' }).getByTestId('drawer-delete').tap();
  await expect(page.getByTestId('quiz-card')).toHaveCount(1);

  expect(await fitsWidth(page), 'the builder fits 375 px').toBe(true);
  await expect(page.getByTestId('finish-button')).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('mobile-build.png'), fullPage: true });

  await page.getByTestId('build-tabs').getByText('Settings').tap();
  await expect(page.getByRole('switch', { name: 'Allow pass' })).toBeVisible();
  expect(await fitsWidth(page), 'the settings step fits 375 px').toBe(true);

  // School info and subject are required (spec §5): on a phone each missing field says 'required field'.
  // The finish check opens the school-info drawer (spec §2 modal 7) on the first missing select.
  await page.getByTestId('finish-button').tap();
  const schoolInfo = schoolInfoDialog(page);
  await expect(schoolInfo.getByText('required field')).toHaveCount(3);
  await expect(page.getByTestId('school-info-error')).toHaveText('required field');
  await expect(page.getByText('Subject is required')).toBeAttached();
  await expect(schoolInfo.getByTestId('category-school-type')).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('mobile-settings-required.png'), fullPage: true });
  await chooseSchoolInfo(page, KR_SCHOOL_INFO);
  await expect(page.getByText('required field')).toHaveCount(0);

  await page.getByTestId('finish-button').tap();
  await expect(page).toHaveURL(/\/quiz\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await fitsWidth(page), 'the quiz view fits 375 px').toBe(true);
  await page.screenshot({ path: testInfo.outputPath('mobile-quiz-view.png'), fullPage: true });
});

test('explore and the menu work on a 375 px phone', async ({ page }, testInfo) => {
  await page.goto('/public');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  expect(await fitsWidth(page), 'explore fits 375 px').toBe(true);

  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('link', { name: 'Make a quiz' }).tap();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fbuild$/);
  expect(await fitsWidth(page), 'the login page fits 375 px').toBe(true);
  await page.screenshot({ path: testInfo.outputPath('mobile-login.png'), fullPage: true });
});
