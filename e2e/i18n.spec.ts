import { expect } from '@playwright/test';
import { openBuilder } from './support/ai';
import { demo, signInByApi } from './support/auth';
import { test } from './support/test';

// Issue 2 step 11: the language follows the browser and can be switched; the choice sticks.

test.describe('a Korean browser', () => {
  test.use({ locale: 'ko-KR' });

  test('gets Korean, switches to English and back, and the choice survives a reload', async ({ page }) => {
    await page.goto('/public');
    await expect(page.getByRole('heading', { level: 1, name: '둘러보기' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

    await page.getByRole('combobox', { name: '언어' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
    await expect(page.getByRole('heading', { level: 1, name: '둘러보기' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });

  test('names every file upload in Korean: the question image and the AI file dialog', async ({ page }) => {
    // Issue 7 "every Korean label is translated (the 'file upload' labels are not)": the dropzones'
    // hidden file inputs stay in the accessibility tree, where Chromium's own English names showed.
    await signInByApi(page, demo.pro);
    await openBuilder(page);
    await page.getByTestId('add-question-multiple').click();
    const imageInputs = page.getByTestId('quiz-card').first().locator('input[type=file]');
    await expect(imageInputs.first()).toBeAttached();
    for (const input of await imageInputs.all())
      await expect(input).toHaveAccessibleName('이미지를 끌어다 놓거나, 붙여넣거나, 클릭해서 선택하세요');
    await page.getByTestId('ai-open-file').click();
    const fileInput = page.getByTestId('ai-file-dropzone').locator('input[type=file]');
    await expect(fileInput).toHaveAccessibleName('문제를 만들 파일 올리기');
    await expect(page.getByTestId('ai-file-dropzone')).toHaveAccessibleName('문제를 만들 파일 올리기');
  });
});

test('an English browser gets English', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
